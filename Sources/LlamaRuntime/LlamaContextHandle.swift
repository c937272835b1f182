import CLlama

/// A llama.cpp context with its thread pool and adapter set up, freed together: what
/// `LlamaContext` and `LlamaSequenceContext` share.
final class LlamaContextHandle {
    let pointer: OpaquePointer
    /// The CPU threads each decode uses.
    let threads: Int
    private let threadpool: OpaquePointer?

    /// Creates the context.
    /// - Parameters:
    ///   - model: the model to run.
    ///   - params: llama.cpp's context parameters (the thread counts are set from `threads`).
    ///   - threads: the CPU threads to use.
    ///   - adapter: a LoRA adapter loaded for `model`, applied at full scale.
    /// - Throws: `LlamaError` with code `.contextCreation` when llama.cpp cannot allocate it or
    ///   apply the adapter.
    init(model: LlamaModel, params: llama_context_params, threads: Int, adapter: LlamaAdapter?) throws {
        LlamaBackend.ensureInitialized()
        var params = params
        params.n_threads = Int32(threads)
        params.n_threads_batch = Int32(threads)
        guard let pointer = llama_init_from_model(model.pointer, params) else {
            throw LlamaError(
                .contextCreation, "llama.cpp could not create a context of \(params.n_ctx) tokens (out of memory?)")
        }
        self.pointer = pointer
        self.threads = threads
        // A pool of its own, kept across decodes: without one ggml starts and joins threads for
        // every decode (every generated token). Its workers sleep between decodes (poll 0)
        // rather than spin, so idle contexts leave the cores to the one decoding.
        var pool = ggml_threadpool_params_default(Int32(threads))
        pool.poll = 0
        threadpool = ggml_threadpool_new(&pool)
        if let threadpool { llama_attach_threadpool(pointer, threadpool, threadpool) }
        if let adapter {
            var adapters: [OpaquePointer?] = [adapter.pointer]
            var scales: [Float] = [1]
            guard llama_set_adapters_lora(pointer, &adapters, 1, &scales) == 0 else {
                throw LlamaError(.contextCreation, "llama.cpp could not apply the adapter \(adapter.url.path)")
            }
        }
    }

    deinit {
        llama_free(pointer)
        if let threadpool { ggml_threadpool_free(threadpool) }
    }
}
