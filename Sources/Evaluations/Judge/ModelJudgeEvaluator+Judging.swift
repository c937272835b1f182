import Foundation
import FoundationModels

extension ModelJudgeEvaluator {
    /// Asks the judge to score a response on every dimension, in one call.
    /// - Parameters:
    ///   - subject: The response.
    ///   - input: The sample it answers.
    /// - Returns: One metric per dimension, in order: the score, with the judge's rationale.
    ///   Pairwise, a sample without an expected value gives ignored metrics.
    /// - Throws: ``ModelJudgeError`` when a scale has no options or the answer cannot be read
    ///   as scores; the judge's own errors; what the prompt's `reference` throws.
    public func metrics(subject: ModelSubject<Input.ExpectedValue>, input: Input) async throws -> [Metric] {
        let answer = JudgeAnswer(dimensions: dimensions, mode: scoringMode)
        let schema = try answer.schema()
        if case .pairwise = style, input.expected == nil {
            return dimensions.map { $0.metric.ignore(rationale: "The sample has no expected value to compare with.") }
        }
        let prompt = try await judgePrompt(for: input, output: subject.value)
        let session = LanguageModelSession(model: judge, instructions: instructions)
        let options = GenerationOptions(
            samplingMode: .greedy, maximumResponseTokens: 96 + 224 * max(1, dimensions.count))
        guard judge.capabilities.contains(.guidedGeneration) else {
            let text = try await session.respond(to: prompt, options: options).content
            return try read(text, as: answer)
        }
        do {
            let response = try await session.respond(
                to: prompt, schema: schema, includeSchemaInPrompt: false, options: options)
            return try answer.metrics(from: response.content, response: response.rawContent.jsonString)
        } catch let error as GeneratedContent.ParsingError {
            return try read(error.rawContent, as: answer)  // a backend that did not keep to the schema
        }
    }

    /// Reads a free-text answer.
    private func read(_ text: String, as answer: JudgeAnswer) throws -> [Metric] {
        let content: GeneratedContent
        do {
            content = try LenientJSON.content(of: text)
        } catch {
            throw ModelJudgeError.jsonDecodingFailed(response: text, underlying: error)
        }
        return try answer.metrics(from: content, response: text)
    }

    /// The whole prompt the judge receives for a sample and a response, for inspection.
    /// - Parameters:
    ///   - input: The sample.
    ///   - output: The response's value.
    /// - Returns: The prompt.
    /// - Throws: What the prompt's `reference` closure throws, or an encoding error when the
    ///   value cannot be written as JSON.
    public func judgePrompt(for input: Input, output: Input.ExpectedValue) async throws -> Prompt {
        Prompt(try await promptText(for: input, output: output).text)
    }

    /// The parts of the prompt for a sample and a response.
    func promptText(for input: Input, output: Input.ExpectedValue) async throws -> JudgePromptText {
        var text = JudgePromptText(
            task: input.input.promptDescription, taskInstructions: input.input.instructionsDescription, responses: [],
            answer: JudgeAnswer(dimensions: dimensions, mode: scoringMode))
        switch style {
        case .pointwise(let prompt):
            text.responses = [.init(title: "Response", body: try Self.render(output, prompt.evaluationTarget))]
            if let reference = prompt.reference {
                text.references = try await reference(input, output).sorted { $0.key < $1.key }.map {
                    .init(title: $0.key, body: $0.value)
                }
            }
        case .pairwise(let evaluationTarget):
            let baseline = try input.expected.map { try Self.render($0, evaluationTarget) }
            text.isPairwise = true
            text.responses = [
                .init(title: "Response A (the response)", body: try Self.render(output, evaluationTarget)),
                .init(title: "Response B (the baseline)", body: baseline ?? "(The sample has no expected value.)"),
            ]
        }
        return text
    }

    /// A value as the judge reads it: the target's text, a string as itself, else JSON.
    static func render(
        _ value: Input.ExpectedValue, _ evaluationTarget: (@Sendable (Input.ExpectedValue) -> String)?
    ) throws -> String {
        if let evaluationTarget { return evaluationTarget(value) }
        if let text = value as? String { return text }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
