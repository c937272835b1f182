import CLlama
import Foundation
import Synchronization

extension LlamaBackend {
    /// Decodes running now, on any thread.
    private static let decodesRunning = Atomic<Int>(0)
    /// Set when the process exits: running decodes stop and no new one starts.
    static let exiting = Atomic<Bool>(false)

    /// Runs `llama_decode` (or any call that computes on llama.cpp's backend) so that the
    /// process's exit waits for it to stop: a decode still running on a background thread when
    /// the C++ runtime tears down its globals crashed programs at exit.
    /// Decodes that need the machine's cores wait for their turn (`DecodeArbiter`).
    /// - Parameters:
    ///   - threads: the threads the call computes with.
    ///   - arbiter: whose turn it is on the cores.
    ///   - priority: the task priority of the work.
    ///   - isCancelled: ends the wait for the turn (read when the arbiter is woken).
    /// - Returns: the call's status, or 2 (aborted) when the process is exiting or the wait was
    ///   cancelled.
    static func decoding(
        threads: Int, arbiter: DecodeArbiter = .shared, priority: UInt8, isCancelled: () -> Bool = { false },
        _ call: () -> Int32
    ) -> Int32 {
        _ = exitWaitRegistered
        decodesRunning.wrappingAdd(1, ordering: .acquiring)
        defer { decodesRunning.wrappingSubtract(1, ordering: .releasing) }
        if exiting.load(ordering: .acquiring) { return 2 }
        return arbiter.holding(threads: threads, priority: priority, isCancelled: isCancelled, call) ?? 2
    }

    /// Registers `stopDecodesAtExit` at the first decode. `atexit` runs handlers in reverse
    /// order of registration, C++ destructors of statics included: registered when the backend
    /// started, the wait ran after the destructors of the statics that loading a model creates
    /// (the CPU backend's extra buffer types), and a decode still running crashed in them while
    /// the handler waited for it.
    private static let exitWaitRegistered: Bool = {
        atexit(stopDecodesAtExit)
        return true
    }()

    /// Registered with `atexit` at the first decode: asks running decodes to stop (their abort
    /// callbacks read `exiting`) and waits for them, at most two seconds.
    static let stopDecodesAtExit: @convention(c) () -> Void = {
        LlamaBackend.exiting.store(true, ordering: .releasing)
        for _ in 0..<200 where LlamaBackend.decodesRunning.load(ordering: .acquiring) > 0 { usleep(10_000) }
    }
}
