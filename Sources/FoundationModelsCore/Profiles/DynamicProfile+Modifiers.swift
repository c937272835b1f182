extension LanguageModelSession.DynamicProfile {
    /// Applies a modifier.
    public func modifier<Modifier: LanguageModelSession.DynamicProfileModifier>(_ modifier: Modifier)
        -> some LanguageModelSession.DynamicProfile
    {
        LanguageModelSession.ModifiedDynamicProfile(content: self, modifier: modifier)
    }

    private func changing(_ change: @escaping (inout ResolvedProfile) -> Void) -> some LanguageModelSession
        .DynamicProfile
    {
        modifier(ProfileChange(change: change))
    }

    /// The model that responds (the innermost `.model` wins).
    public func model(_ model: any LanguageModel) -> some LanguageModelSession.DynamicProfile {
        changing { if $0.model == nil { $0.model = model } }
    }

    /// The model that responds (the innermost `.model` wins).
    public func model(_ model: some LanguageModel) -> some LanguageModelSession.DynamicProfile {
        self.model(model as any LanguageModel)
    }

    /// The temperature, unless a call's options set one.
    public func temperature(_ temperature: Double?) -> some LanguageModelSession.DynamicProfile {
        changing { if $0.options.temperature == nil { $0.options.temperature = temperature } }
    }

    /// The sampling mode, unless a call's options set one.
    public func samplingMode(_ samplingMode: GenerationOptions.SamplingMode?) -> some LanguageModelSession
        .DynamicProfile
    {
        changing { if $0.options.samplingMode == nil { $0.options.samplingMode = samplingMode } }
    }

    /// The most tokens a response may have, unless a call's options set it.
    public func maximumResponseTokens(_ maximumResponseTokens: Int?) -> some LanguageModelSession.DynamicProfile {
        changing {
            if $0.options.maximumResponseTokens == nil { $0.options.maximumResponseTokens = maximumResponseTokens }
        }
    }

    /// How much the model reasons, unless a call's context options set it.
    public func reasoningLevel(_ reasoningLevel: ContextOptions.ReasoningLevel?) -> some LanguageModelSession
        .DynamicProfile
    {
        changing { if $0.reasoningLevel == nil { $0.reasoningLevel = reasoningLevel } }
    }

    /// Whether the model may call tools, unless a call's options set it.
    public func toolCallingMode(_ toolCallingMode: GenerationOptions.ToolCallingMode?) -> some LanguageModelSession
        .DynamicProfile
    {
        changing { if $0.options.toolCallingMode == nil { $0.options.toolCallingMode = toolCallingMode } }
    }

    /// What the transcript keeps when a request fails.
    public func transcriptErrorHandlingPolicy(_ transcriptErrorHandlingPolicy: TranscriptErrorHandlingPolicy?)
        -> some LanguageModelSession.DynamicProfile
    {
        changing { if $0.errorPolicy == nil { $0.errorPolicy = transcriptErrorHandlingPolicy } }
    }

    /// Changes what the model sees before each request (not what the transcript keeps): the
    /// transcript's entries go in (the instructions entry first), the entries to send come out.
    /// An outer transform runs before an inner one.
    public func historyTransform(_ transform: @escaping ([Transcript.Entry]) -> [Transcript.Entry])
        -> some LanguageModelSession.DynamicProfile
    {
        changing { resolved in
            let inner = resolved.historyTransform
            resolved.historyTransform = inner.map { inner in { inner(transform($0)) } } ?? transform
        }
    }

    /// Runs after the prompt is added to the transcript, before the model responds. Throwing
    /// ends the request with the error.
    public func onPrompt(perform action: nonisolated(nonsending) sending @escaping () async throws -> Void)
        -> some LanguageModelSession.DynamicProfile
    {
        onPrompt { _ in try await action() }
    }

    /// Runs after the prompt is added to the transcript, before the model responds. Throwing
    /// ends the request with the error.
    public func onPrompt(
        perform action: nonisolated(nonsending) sending @escaping (Transcript.Prompt) async throws -> Void
    )
        -> some LanguageModelSession.DynamicProfile
    {
        changing { $0.hooks.onPrompt.insert(action, at: 0) }
    }

    /// Runs after the model responds.
    public func onResponse(perform action: nonisolated(nonsending) sending @escaping () async throws -> Void)
        -> some LanguageModelSession.DynamicProfile
    {
        onResponse { _ in try await action() }
    }

    /// Runs after the model responds, with the response.
    public func onResponse(
        perform action: nonisolated(nonsending) sending @escaping (Transcript.Response) async throws -> Void
    )
        -> some LanguageModelSession.DynamicProfile
    {
        changing { $0.hooks.onResponse.insert(action, at: 0) }
    }

    /// Runs after the model reasons.
    public func onReasoning(perform action: nonisolated(nonsending) sending @escaping () async throws -> Void)
        -> some LanguageModelSession.DynamicProfile
    {
        onReasoning { _ in try await action() }
    }

    /// Runs after the model reasons, with the reasoning.
    public func onReasoning(
        perform action: nonisolated(nonsending) sending @escaping (Transcript.Reasoning) async throws -> Void
    )
        -> some LanguageModelSession.DynamicProfile
    {
        changing { $0.hooks.onReasoning.insert(action, at: 0) }
    }

    /// Runs when the model calls a tool, before it runs; throwing denies the call and ends the
    /// request with the error.
    public func onToolCall(perform action: nonisolated(nonsending) sending @escaping () async throws -> Void)
        -> some LanguageModelSession.DynamicProfile
    {
        onToolCall { _ in try await action() }
    }

    /// Runs when the model calls a tool, with the call, before it runs.
    public func onToolCall(
        perform action: nonisolated(nonsending) sending @escaping (Transcript.ToolCall) async throws -> Void
    )
        -> some LanguageModelSession.DynamicProfile
    {
        changing { $0.hooks.onToolCall.insert(action, at: 0) }
    }

    /// Runs when a tool call has produced its output.
    public func onToolOutput(perform action: nonisolated(nonsending) sending @escaping () async throws -> Void)
        -> some LanguageModelSession.DynamicProfile
    {
        onToolOutput { _, _ in try await action() }
    }

    /// Runs when a tool call has produced its output, with the call and the output.
    public func onToolOutput(
        perform action:
            nonisolated(nonsending) sending @escaping (Transcript.ToolCall, Transcript.ToolOutput) async throws -> Void
    ) -> some LanguageModelSession.DynamicProfile {
        changing { $0.hooks.onToolOutput.insert(action, at: 0) }
    }

    /// Runs when the profile becomes the active one (at the request that first uses it).
    public func onActivate(perform action: sending @escaping @isolated(any) () async -> Void)
        -> some LanguageModelSession.DynamicProfile
    {
        changing { $0.onActivate.insert(action, at: 0) }
    }

    /// Runs when the profile stops being the active one (at the first request that uses another).
    public func onDeactivate(perform action: sending @escaping @isolated(any) () async -> Void)
        -> some LanguageModelSession.DynamicProfile
    {
        changing { $0.onDeactivate.insert(action, at: 0) }
    }
}
