import Locking

/// The executors of every model, one per distinct executor type and configuration, made on
/// first use and kept for the process: equal configurations share one executor. (The embedded
/// model's executors are light; what they load is kept by its model store.)
enum ExecutorCache {
    /// `@unchecked Sendable`: every configuration is `Sendable` (the protocol requires it);
    /// `AnyHashable` only hides that from the compiler.
    private struct Key: Hashable, @unchecked Sendable {
        let type: ObjectIdentifier
        let configuration: AnyHashable
    }

    private static let executors = Locked<[Key: any Sendable]>([:])

    /// The executor for a model's configuration.
    /// - Throws: what the executor's initializer throws.
    static func executor<Model: LanguageModel>(for model: Model) throws -> Model.Executor {
        let configuration = model.executorConfiguration
        let key = Key(type: ObjectIdentifier(Model.Executor.self), configuration: AnyHashable(configuration))
        if let existing = executors.withLock({ $0[key] }) as? Model.Executor { return existing }
        // Made outside the lock: an initializer may itself ask for executors. If two are made
        // at once, the first stored is kept.
        let created = try Model.Executor(configuration: configuration)
        return executors.withLock { executors in
            if let existing = executors[key] as? Model.Executor { return existing }
            executors[key] = created
            return created
        }
    }

    /// Asks a model's executor to prewarm; a model whose executor cannot be made is skipped.
    static func prewarm(_ model: any LanguageModel, transcript: Transcript) {
        func open<Model: LanguageModel>(_ model: Model) {
            (try? executor(for: model))?.prewarm(model: model, transcript: transcript)
        }
        open(model)
    }
}
