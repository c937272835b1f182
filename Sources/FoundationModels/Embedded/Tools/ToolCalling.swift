import Foundation
import GuidedGeneration
import LlamaRuntime

/// Tool calls in the model family's format (``ToolCallFormat``), e.g. Qwen's
/// `<tool_call>\n{"name": …, "arguments": …}\n</tool_call>`. The model decides by the probability of
/// the tools' names at the start of a call, or by sampling the opening's token where that is a
/// token of its own (Qwen's `<tool_call>`); the call itself is generated under a grammar whose
/// name is one of the tools and whose arguments follow that tool's schema, so every call is valid.
struct ToolCalling {
    let format: ToolCallFormat
    let opening: [LlamaToken]
    let afterOpening: [LlamaToken]
    let closing: [LlamaToken]
    let matcher: GrammarMatcher
    /// The most calls in one step.
    let maximumCalls: Int

    /// - Parameters:
    ///   - tools: the tools the model may call.
    ///   - model: the model.
    ///   - store: the store that loaded it (its vocabulary and compiled grammars).
    ///   - format: how the model writes calls (``ToolCallFormat/for(_:)``).
    ///   - maximumCalls: the most calls in one step.
    /// - Throws: `LanguageModelError.unsupportedGenerationGuide` when a tool's schema cannot be enforced.
    init(
        tools: [Transcript.ToolDefinition], model: LlamaModel, store: ModelStore = .shared, format: ToolCallFormat,
        maximumCalls: Int = ToolCalling.defaultMaximumCalls
    ) throws {
        let vocabulary = model.vocabulary
        self.format = format
        self.maximumCalls = maximumCalls
        opening = vocabulary.tokenize(format.opening, parseSpecial: true)
        afterOpening = vocabulary.tokenize(format.afterOpening)
        closing = vocabulary.tokenize(format.closing, parseSpecial: true)
        var definitions: [String: JSONSchemaNode] = [:]
        var choices: [JSONSchemaNode] = []
        for tool in tools {
            let (arguments, toolDefinitions) = try tool.parameters.grammarSchema()
            definitions.merge(toolDefinitions) { first, _ in first }
            choices.append(
                .object([
                    .init(name: "name", node: .string(.constant(tool.name))),
                    .init(name: format.argumentsKey, node: arguments),
                ]))
        }
        let schema = GenerationSchema.Compiled(root: .anyOf(choices), definitions: definitions)
        matcher = try GuidedConstraint.matcher(for: schema, model: model, store: store)
    }

    /// The most calls in one step unless a model says otherwise.
    static let defaultMaximumCalls = 4

    /// The token whose sampling starts a call.
    var marker: LlamaToken { opening[0] }

    /// Whether the opening is a token of its own, so that sampling it in the middle of a text
    /// answer means a call (a shared token such as "```" does not).
    var markerIsDistinct: Bool { opening.count == 1 }

    /// Tokens a text answer does not start with once the model decided not to call: those that
    /// open a JSON object or a code fence, and the first tokens of the tools' names (a small
    /// model otherwise answers with a tool's name).
    func callLikeTokens(_ tools: [Transcript.ToolDefinition], _ vocabulary: any TokenVocabulary) -> Set<LlamaToken> {
        var tokens = Set((tools.map(\.name) + [Self.answerDirectly]).compactMap { vocabulary.tokenize($0).first })
        for (id, piece) in vocabulary.pieces.enumerated() {
            let text = piece.drop { $0 == 0x20 }
            if text.first == UInt8(ascii: "{") || text.starts(with: Array("```".utf8)) { tokens.insert(id) }
        }
        return tokens
    }

    /// The share of probability the tools' names must have, at the start of a call, for the
    /// model to call one. Small models put a call's JSON first whenever tools are listed; the
    /// probability of the tool names (against the listed `answer_directly` choice and everything
    /// else) separates questions that need a tool from those that do not.
    static let callThreshold = 0.7

    /// The name of the listed choice that means "no tool": it is never called.
    static let answerDirectly = "answer_directly"

    /// Whether the model calls a tool now: the probability of the tools' names after the start of
    /// a call. The context is left as it was.
    func modelWantsToCall(
        _ tools: [Transcript.ToolDefinition], context: any TokenBackend,
        isCancelled: () -> Bool
    ) throws -> Bool {
        let vocabulary = context.tokenVocabulary
        let start = context.tokens.count
        defer { context.truncate(to: start) }
        try context.append(opening + afterOpening + vocabulary.tokenize("{\"name\": \""), isCancelled: isCancelled)
        let logits = try context.currentLogits()
        let top = logits.max() ?? 0
        var total = 0.0
        for i in 0..<logits.count { total += exp(Double(logits[i] - top)) }
        let firstTokens = Set(tools.compactMap { vocabulary.tokenize($0.name).first })
        let share = firstTokens.reduce(0.0) { $0 + exp(Double(logits[Int($1)] - top)) } / total
        return share >= Self.callThreshold
    }

    /// Reads a generated call: `{"name": …, "<argumentsKey>": …}`.
    func call(from json: [UInt8]) throws -> Transcript.ToolCall {
        let content = try GeneratedContent(completeJSON: String(decoding: json, as: UTF8.self))
        let name = try content.value(String.self, forProperty: "name")
        guard case .structure(let properties, _) = content.kind, let arguments = properties[format.argumentsKey] else {
            throw GeneratedContent.ParsingError(
                rawContent: content.jsonString, debugDescription: "A tool call has no arguments.")
        }
        return Transcript.ToolCall(toolName: name, arguments: arguments)
    }
}
