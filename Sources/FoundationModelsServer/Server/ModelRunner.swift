import FoundationModels

/// Runs requests on one model's executor, whatever the model's type: the embedded model
/// (whose engine batches concurrent requests on one shared context), or any other.
struct ModelRunner: Sendable {
    private let respond:
        @Sendable (LanguageModelExecutorGenerationRequest, LanguageModelExecutorGenerationChannel) async throws -> Void

    /// Makes the model's executor.
    /// - Throws: what the executor's initializer throws.
    init<Model: LanguageModel>(_ model: Model) throws {
        let executor = try Model.Executor(configuration: model.executorConfiguration)
        respond = { request, channel in
            try await executor.respond(to: request, model: model, streamingInto: channel)
        }
    }

    /// Runs one request: the executor streams into a channel in a child task while `onEvent`
    /// reads the events on the caller's task; `onEvent` returns false to stop the generation
    /// early (a stop sequence appeared), which is not an error.
    /// - Throws: what the executor throws, or `CancellationError` when the caller is cancelled.
    func run(
        _ request: LanguageModelExecutorGenerationRequest,
        onEvent: (LanguageModelExecutorGenerationChannel.Event) -> Bool
    ) async throws {
        let channel = LanguageModelExecutorGenerationChannel()
        let respond = self.respond
        var stoppedEarly = false
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await respond(request, channel)
                    channel.finish()
                } catch {
                    channel.finish(throwing: error)
                    throw error
                }
            }
            for try await event in channel where !onEvent(event) {
                stoppedEarly = true
                group.cancelAll()
                break
            }
            do {
                try await group.waitForAll()
            } catch is CancellationError where stoppedEarly && !Task.isCancelled {
                // The generation was stopped on purpose.
            }
        }
    }
}
