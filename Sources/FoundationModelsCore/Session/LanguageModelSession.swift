import Foundation
import Locking
import Observation

/// A conversation with a language model: instructions, prompts, responses and tool calls,
/// kept as a transcript (and, by the embedded model, in its cache between turns).
///
/// `@unchecked Sendable`: all mutable state is behind a lock (`Locked`); one request runs at a time
/// (a second one throws ``LanguageModelSession/Error/concurrentRequests``).
public final class LanguageModelSession: @unchecked Sendable {
    struct State {
        var transcript: Transcript
        var isResponding = false
        var transcriptChangedWhileResponding = false
        var usage = Usage.zero
        var toolCallReviewer: ToolCallReviewer?
        var transcriptErrorHandlingPolicy: TranscriptErrorHandlingPolicy?
    }

    /// Where each request's model, tools, instructions and defaults come from.
    let source: SessionSource
    let state: Locked<State>
    let registrar = ObservationRegistrar()
    /// The values `@SessionProperty` reads.
    let values = SessionPropertyValues()

    init(source: SessionSource, transcript: Transcript) {
        self.source = source
        self.state = Locked(State(transcript: transcript))
        values.attach(self)
    }

    /// Creates a session with any model, its tools and instructions; the designated path of
    /// every initializer with a fixed model. Extension of this project (`package`).
    package convenience init(anyModel model: any LanguageModel, tools: [any Tool], transcript: Transcript) {
        self.init(source: .fixed(model: model, tools: tools), transcript: transcript)
    }

    /// Creates a session with a model and instructions.
    /// - Parameters:
    ///   - model: the model, e.g. `SystemLanguageModel.default` or a server's model.
    ///   - tools: the tools the model may call.
    ///   - instructions: how the model should behave.
    public convenience init(model: some LanguageModel, tools: [any Tool] = [], instructions: Instructions? = nil) {
        self.init(
            anyModel: model, tools: tools,
            transcript: Self.initialTranscript(instructions, tools))
    }

    /// Creates a session with a model and instructions given as a string.
    @_disfavoredOverload
    public convenience init(model: some LanguageModel, tools: [any Tool] = [], instructions: String? = nil) {
        self.init(model: model, tools: tools, instructions: instructions.map { Instructions($0) })
    }

    /// Creates a session with a model and instructions built by a closure.
    public convenience init<Failure: Swift.Error>(
        model: some LanguageModel, tools: [any Tool] = [],
        @InstructionsBuilder instructions: () throws(Failure) -> Instructions
    ) throws(Failure) {
        self.init(model: model, tools: tools, instructions: try instructions())
    }

    /// Creates a session with a model that continues a transcript.
    /// - Parameters:
    ///   - model: the model.
    ///   - tools: the tools the model may call.
    ///   - transcript: the history to continue from (its first entry may be instructions).
    public convenience init(model: some LanguageModel, tools: [any Tool] = [], transcript: Transcript) {
        self.init(anyModel: model, tools: tools, transcript: transcript)
    }

    /// The transcript a session starts with: the instructions and the tools' definitions.
    package static func initialTranscript(_ instructions: Instructions?, _ tools: [any Tool]) -> Transcript {
        guard instructions != nil || !tools.isEmpty else { return Transcript() }
        let segments = instructions.map { [Transcript.Segment].from($0.segments) } ?? []
        return Transcript(entries: [
            .instructions(
                Transcript.Instructions(
                    segments: segments, toolDefinitions: tools.map { Transcript.ToolDefinition(tool: $0) }))
        ])
    }

    /// The history of the session. Setting it while the session responds makes that request
    /// throw ``LanguageModelSession/Error/transcriptMutationWhileResponding``.
    public var transcript: Transcript {
        get {
            registrar.access(self, keyPath: \.transcript)
            return state.withLock { $0.transcript }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.transcript) {
                state.withLock { state in
                    state.transcript = newValue
                    if state.isResponding { state.transcriptChangedWhileResponding = true }
                }
            }
        }
    }

    /// Whether the session is generating a response now.
    public var isResponding: Bool {
        registrar.access(self, keyPath: \.isResponding)
        return state.withLock { $0.isResponding }
    }

    /// The tokens of every response of this session so far.
    public var usage: Usage {
        registrar.access(self, keyPath: \.usage)
        return state.withLock { $0.usage }
    }

    /// What the transcript keeps when a request fails; nil (the default) reverts it.
    public var transcriptErrorHandlingPolicy: TranscriptErrorHandlingPolicy? {
        get { state.withLock { $0.transcriptErrorHandlingPolicy } }
        set { state.withLock { $0.transcriptErrorHandlingPolicy = newValue } }
    }

    /// Loads the model and reads the instructions (and a prompt prefix) ahead of time, so the
    /// first response starts sooner.
    /// - Parameter promptPrefix: the start of the prompt that will come, if known.
    public func prewarm(promptPrefix: Prompt? = nil) {
        let setup = source.resolve(for: self)
        var transcript = setup.transcript(from: self.transcript)
        if let promptPrefix {
            transcript.append(.prompt(Transcript.Prompt(segments: .from(promptPrefix.segments))))
        }
        ExecutorCache.prewarm(setup.model, transcript: setup.modelView(of: transcript))
    }

    /// Marks the session as responding, or throws when it already is.
    /// - Returns: the transcript the request starts from.
    func beginResponding() throws -> Transcript {
        let start = try state.withLock { state -> Transcript in
            guard !state.isResponding else { throw Error.concurrentRequests }
            state.isResponding = true
            state.transcriptChangedWhileResponding = false
            return state.transcript
        }
        registrar.withMutation(of: self, keyPath: \.isResponding) {}
        return start
    }

    /// Ends a request: commits its transcript (unless the user changed the transcript meanwhile)
    /// and adds its usage.
    /// - Throws: ``Error/transcriptMutationWhileResponding`` when the transcript was changed.
    func endResponding(committing transcript: Transcript?, usage: Usage) throws {
        let changed = state.withLock { state -> Bool in
            defer { state.isResponding = false }
            state.usage = state.usage.adding(usage)
            guard !state.transcriptChangedWhileResponding else { return true }
            if let transcript { state.transcript = transcript }
            return false
        }
        registrar.withMutation(of: self, keyPath: \.isResponding) {}
        if transcript != nil { registrar.withMutation(of: self, keyPath: \.transcript) {} }
        if changed { throw Error.transcriptMutationWhileResponding }
    }
}

extension LanguageModelSession: Observable {}

extension [Transcript.Segment] {
    /// Transcript segments from prompt or instructions segments.
    package static func from(_ segments: [PromptSegment]) -> [Transcript.Segment] {
        segments.map { segment in
            switch segment {
            case .text(let text): .text(Transcript.TextSegment(content: text))
            case .structure(let content):
                .structure(Transcript.StructuredSegment(schemaName: "content", content: content))
            case .attachment(let attachment): .attachment(attachment)
            }
        }
    }
}
