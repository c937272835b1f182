import Foundation
import LlamaRuntime
import Synchronization

/// A llama.cpp context of the embedded engine with its own serial queue: the KV cache of one
/// conversation at a time, reused by whichever request continues it.
///
/// `@unchecked Sendable`: `context` is touched only on `queue`; the reference other threads need
/// to abort a decode is behind a `Mutex`.
final class ContextSlot: @unchecked Sendable {
    /// The queue every decode of this slot runs on (never the cooperative pool).
    let queue: DispatchQueue
    private var context: LlamaContext?
    private let current = Mutex<LlamaContext?>(nil)

    init(number: Int) {
        queue = DispatchQueue(label: "FoundationModels.ContextSlot.\(number)")
    }

    /// The slot's context, created on first use. Call on `queue` only.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` when llama.cpp cannot make one.
    func context(model: LlamaModel, length: Int, threads: Int, adapter: LlamaAdapter?) throws -> LlamaContext {
        if let context { return context }
        do {
            let created = try LlamaContext(model: model, contextLength: length, threads: threads, adapter: adapter)
            context = created
            current.withLock { $0 = created }
            return created
        } catch let error as LlamaError {
            throw EmbeddedError.assetsUnavailable(error.message)
        }
    }

    /// The tokens the slot's context holds. Call on `queue` only.
    var tokens: [LlamaToken] { context?.tokens ?? [] }

    /// Asks a decode in progress to stop.
    func abort() {
        current.withLock { $0 }?.requestAbort()
    }
}
