import Locking

/// Where a session's model, tools, instructions and request defaults come from: fixed when the
/// session is made with a model, or evaluated from a dynamic profile before each model request.
enum SessionSource: Sendable {
    case fixed(model: any LanguageModel, tools: [any Tool])
    case profile(ProfileSource)

    /// What the next model request uses.
    func resolve(for session: LanguageModelSession) -> RequestSetup {
        switch self {
        case .fixed(let model, let tools): RequestSetup(model: model, tools: tools)
        case .profile(let source): source.resolve(for: session)
        }
    }
}

/// A dynamic profile that a session evaluates before each model request, and which of its
/// profiles was active last (for `onActivate` and `onDeactivate`).
///
/// `@unchecked Sendable`: the profile was handed over (`sending`) when the session was made and
/// is only evaluated by the session's requests, one at a time; the activation record is behind
/// a lock (`Locked`).
final class ProfileSource: @unchecked Sendable {
    private let profile: LanguageModelSession.AnyDynamicProfile
    private let defaultModel: any LanguageModel
    private let active = Locked<(path: [Bool], onDeactivate: Handed<[@isolated(any) () async -> Void]>)?>(nil)

    init(profile: some LanguageModelSession.DynamicProfile, defaultModel: any LanguageModel) {
        self.profile = LanguageModelSession.AnyDynamicProfile(profile)
        self.defaultModel = defaultModel
    }

    func resolve(for session: LanguageModelSession) -> RequestSetup {
        var resolved = ResolvedProfile()
        SessionPropertyValues.$current.withValue(session.values) { profile.resolve(into: &resolved) }
        var setup = RequestSetup(model: resolved.model ?? defaultModel, tools: resolved.instructions.tools)
        setup.instructions = resolved.instructions.entry
        setup.options = resolved.options
        setup.contextOptions = ContextOptions(reasoningLevel: resolved.reasoningLevel)
        setup.historyTransform = resolved.historyTransform
        setup.errorPolicy = resolved.errorPolicy
        setup.hooks = resolved.hooks
        setup.activation = ProfileActivation(
            source: self, path: resolved.path,
            onActivate: resolved.onActivate, onDeactivate: resolved.onDeactivate)
        return setup
    }

    /// Runs the hooks of a change of active profile: the last one's `onDeactivate`, this one's
    /// `onActivate`.
    func activate(_ activation: ProfileActivation) async {
        let next = (path: activation.path, onDeactivate: Handed(activation.onDeactivate))
        let previous = active.withLock { active in
            defer { active = next }
            return active
        }
        guard previous?.path != activation.path else { return }
        for action in previous?.onDeactivate.value ?? [] { await action() }
        for action in activation.onActivate { await action() }
    }
}

/// Which profile a request uses, and its activation hooks.
struct ProfileActivation {
    let source: ProfileSource
    let path: [Bool]
    let onActivate: [@isolated(any) () async -> Void]
    let onDeactivate: [@isolated(any) () async -> Void]
}

/// What one request uses, resolved from the session's source.
struct RequestSetup {
    /// The model that responds.
    var model: any LanguageModel
    /// The tools it may call.
    var tools: [any Tool]
    /// Instructions that replace the transcript's leading instructions entry (a profile's);
    /// nil keeps the transcript's own.
    var instructions: Transcript.Instructions?
    /// Defaults under the call's generation options.
    var options = GenerationOptions()
    /// Defaults under the call's context options.
    var contextOptions = ContextOptions()
    /// Changes what the model sees of the history (not what the transcript keeps).
    var historyTransform: (([Transcript.Entry]) -> [Transcript.Entry])?
    /// What the transcript keeps when the request fails; nil defers to the session's policy.
    var errorPolicy: TranscriptErrorHandlingPolicy?
    /// Called as the request goes.
    var hooks = RequestHooks()
    /// The profile's activation, for a session with a dynamic profile.
    var activation: ProfileActivation?

    /// The transcript with this setup's instructions in place of the leading instructions.
    func transcript(from transcript: Transcript) -> Transcript {
        guard let instructions else { return transcript }
        var result = transcript
        if case .instructions(let existing) = result.first {
            // The entry keeps its identifier: it is the same instructions entry, brought up to date.
            var updated = instructions
            updated.id = existing.id
            result[result.startIndex] = .instructions(updated)
        } else {
            result.insert(.instructions(instructions), at: result.startIndex)
        }
        return result
    }

    /// What the model sees of a transcript: its entries as transformed (the instructions entry
    /// included, as in Apple's framework: a rolling window may drop it too).
    func modelView(of transcript: Transcript) -> Transcript {
        guard let historyTransform else { return transcript }
        return Transcript(entries: historyTransform(Array(transcript)))
    }
}

/// Callbacks a request makes as it goes (a dynamic profile's `onPrompt`, `onResponse`, …); a
/// callback that throws ends the request with its error.
struct RequestHooks {
    var onPrompt: [nonisolated(nonsending) (Transcript.Prompt) async throws -> Void] = []
    var onResponse: [nonisolated(nonsending) (Transcript.Response) async throws -> Void] = []
    var onReasoning: [nonisolated(nonsending) (Transcript.Reasoning) async throws -> Void] = []
    var onToolCall: [nonisolated(nonsending) (Transcript.ToolCall) async throws -> Void] = []
    var onToolOutput: [nonisolated(nonsending) (Transcript.ToolCall, Transcript.ToolOutput) async throws -> Void] = []

    /// Whether there are none.
    var isEmpty: Bool {
        onPrompt.isEmpty && onResponse.isEmpty && onReasoning.isEmpty && onToolCall.isEmpty && onToolOutput.isEmpty
    }
}
