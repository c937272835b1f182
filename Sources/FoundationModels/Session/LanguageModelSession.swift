import Foundation
import Synchronization

/// A conversation with a language model: instructions, prompts, responses and tool calls,
/// kept as a transcript and in the model's cache between turns.
///
/// `@unchecked Sendable`: all mutable state is behind a `Mutex`; one request runs at a time
/// (a second one throws `concurrentRequests`).
public final class LanguageModelSession: @unchecked Sendable {
    struct State {
        var transcript: Transcript
        var isResponding = false
        var conversation: (any LanguageModelConversation)?
        var toolCallReviewer: ToolCallReviewer?
    }

    let model: any LanguageModel
    let tools: [any Tool]
    let guardrails: SystemLanguageModel.Guardrails
    let state: Mutex<State>

    /// The history of the session.
    public var transcript: Transcript { state.withLock { $0.transcript } }

    /// Whether the session is generating a response now.
    public var isResponding: Bool { state.withLock { $0.isResponding } }

    init(backend model: any LanguageModel, tools: [any Tool], transcript: Transcript) {
        self.model = model
        self.tools = tools
        self.guardrails = (model as? SystemLanguageModel)?.guardrails ?? .default
        self.state = Mutex(State(transcript: transcript))
    }

    /// Creates a session with any model that continues a transcript. Apple 27 API.
    /// - Parameters:
    ///   - model: the model, e.g. `SystemLanguageModel.default` or a `LlamaLanguageModel`.
    ///   - tools: the tools the model may call.
    ///   - transcript: the history to continue from (its first entry may be instructions).
    public convenience init(model: some LanguageModel, tools: [any Tool] = [], transcript: Transcript) {
        self.init(backend: model, tools: tools, transcript: transcript)
    }

    /// Creates a session with any model and instructions. Apple 27 API.
    /// - Parameters:
    ///   - model: the model.
    ///   - tools: the tools the model may call.
    ///   - instructions: how the model should behave.
    public convenience init(model: some LanguageModel, tools: [any Tool] = [], instructions: Instructions? = nil) {
        self.init(backend: model, tools: tools, transcript: Self.initialTranscript(instructions, tools))
    }

    /// Creates a session with any model and instructions given as a string. Apple 27 API.
    @_disfavoredOverload
    public convenience init(model: some LanguageModel, tools: [any Tool] = [], instructions: String?) {
        self.init(model: model, tools: tools, instructions: instructions.map { Instructions($0) })
    }

    /// Creates a session with any model and instructions built by a closure. Apple 27 API.
    public convenience init(model: some LanguageModel, tools: [any Tool] = [],
                            @InstructionsBuilder instructions: () throws -> Instructions) rethrows {
        self.init(model: model, tools: tools, instructions: try instructions())
    }

    /// Creates a session with the on-device model and instructions.
    /// - Parameters:
    ///   - model: the model (default: the on-device model).
    ///   - tools: the tools the model may call.
    ///   - instructions: how the model should behave.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
        self.init(backend: model, tools: tools, transcript: Self.initialTranscript(instructions, tools))
    }

    /// Creates a session with the on-device model and instructions given as a string.
    @_disfavoredOverload
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {
        self.init(model: model, tools: tools, instructions: instructions.map { Instructions($0) })
    }

    /// Creates a session with the on-device model and instructions built by a closure.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [],
                            @InstructionsBuilder instructions: () throws -> Instructions) rethrows {
        self.init(model: model, tools: tools, instructions: try instructions())
    }

    /// Creates a session with the on-device model that continues a transcript.
    /// - Parameters:
    ///   - model: the model (default: the on-device model).
    ///   - tools: the tools the model may call.
    ///   - transcript: the history to continue from.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        self.init(backend: model, tools: tools, transcript: transcript)
    }

    static func initialTranscript(_ instructions: Instructions?, _ tools: [any Tool]) -> Transcript {
        guard instructions != nil || !tools.isEmpty else { return Transcript() }
        let segments = instructions.map { [Transcript.Segment].from($0.segments) } ?? []
        return Transcript(entries: [.instructions(Transcript.Instructions(
            segments: segments, toolDefinitions: tools.map { Transcript.ToolDefinition(tool: $0) }))])
    }

    /// Loads the model and evaluates the instructions (and a prompt prefix) ahead of time, so
    /// the first response starts sooner.
    /// - Parameter promptPrefix: the start of the prompt that will come, if known.
    public func prewarm(promptPrefix: Prompt? = nil) {
        var transcript = self.transcript
        if let promptPrefix { transcript.append(.prompt(Transcript.Prompt(segments: [Transcript.Segment].from(promptPrefix.segments)))) }
        guard let conversation = try? conversation() else { return }
        (conversation as? LlamaConversation)?.prewarm(transcript)
    }

    /// The session's conversation state with the model, created on first use.
    func conversation() throws -> any LanguageModelConversation {
        try state.withLock { state in
            if let conversation = state.conversation { return conversation }
            let conversation = try model.makeConversation()
            state.conversation = conversation
            return conversation
        }
    }
}

extension [Transcript.Segment] {
    /// Transcript segments from prompt or instructions segments.
    static func from(_ segments: [PromptSegment]) -> [Transcript.Segment] {
        segments.map { segment in
            switch segment {
            case .text(let text): .text(Transcript.TextSegment(content: text))
            case .structure(let content):
                .structure(Transcript.StructuredSegment(source: "content", content: content))
            }
        }
    }
}
