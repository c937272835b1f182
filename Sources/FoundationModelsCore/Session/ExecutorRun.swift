/// Runs one executor step: the model's executor responds into a channel in a child task while
/// the caller reads the channel's events as they come.
enum ExecutorRun {
    /// Runs a step.
    /// - Parameters:
    ///   - model: the model.
    ///   - request: the step's request.
    ///   - onEvent: called with each event, in order, on the caller's task.
    /// - Throws: what the executor throws, or `CancellationError`.
    static func run(
        _ model: any LanguageModel, _ request: LanguageModelExecutorGenerationRequest,
        onEvent: (LanguageModelExecutorGenerationChannel.Event) -> Void
    ) async throws {
        try await run(opening: model, request, onEvent: onEvent)
    }

    private static func run<Model: LanguageModel>(
        opening model: Model, _ request: LanguageModelExecutorGenerationRequest,
        onEvent: (LanguageModelExecutorGenerationChannel.Event) -> Void
    ) async throws {
        let executor = try ExecutorCache.executor(for: model)
        let channel = LanguageModelExecutorGenerationChannel()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await executor.respond(to: request, model: model, streamingInto: channel)
                    channel.finish()
                } catch {
                    channel.finish(throwing: error)
                    throw error
                }
            }
            for try await event in channel { onEvent(event) }
            try Task.checkCancellation()
            try await group.waitForAll()
        }
    }
}
