import Foundation
import Synchronization

/// Decodes that need all of this machine's cores take turns, in this process and across
/// processes.
///
/// llama.cpp's CPU threads wait for each other at every step of a decode by spinning. When two
/// decodes that each use every core run at once (two models in one process, or two programs),
/// a thread spins through whole time slices for a partner that is not running: two processes
/// generating with Qwen 0.5B on 2 threads each ran at 3 tok/s, where one alone ran at 18. Taking
/// turns one decode at a time keeps each at full speed.
///
/// A mutex orders the decodes of this process. Advisory locks on two files in the temporary
/// folder (`flock`, released by the kernel if a process dies) order those of other processes
/// using this library: the cores' lock is held while decoding, and the gate by the one process
/// waiting for it, so that a process that has just decoded cannot take the cores again before
/// the process that waited (a plain lock let a busy process starve the others).
final class CoreLease: Sendable {
    /// The lease of this machine's user, which every decode takes.
    static let shared = CoreLease(path: NSTemporaryDirectory() + "/swift-foundation-models-\(getuid()).cores.lock")

    /// The file held while decoding; the gate is beside it.
    let path: String
    private let local = Mutex(())
    private let processors = ProcessInfo.processInfo.activeProcessorCount
    /// The lock files, or -1 where one cannot be opened (then processes do not take turns).
    private let cores: Int32
    private let gate: Int32

    /// A lease kept in the file at `path` and its gate (`path` + ".gate"), created when missing.
    init(path: String) {
        self.path = path
        cores = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        gate = open(path + ".gate", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    }

    deinit {
        if cores >= 0 { close(cores) }
        if gate >= 0 { close(gate) }
    }

    /// Runs `body` holding the machine's cores when a decode with `threads` threads would not fit
    /// beside another (more than half the cores); otherwise runs it at once. `body` must not
    /// wait for another process (it would wait for a process that waits for it).
    func holding<T>(threads: Int, _ body: () -> T) -> T {
        guard 2 * threads > processors else { return body() }
        return local.withLock { _ in
            let shared = cores >= 0 && gate >= 0
            if shared {
                Self.lock(gate, LOCK_EX)
                Self.lock(cores, LOCK_EX)
                Self.lock(gate, LOCK_UN)
            }
            defer { if shared { Self.lock(cores, LOCK_UN) } }
            return body()
        }
    }

    private static func lock(_ file: Int32, _ operation: Int32) {
        while flock(file, operation) != 0 && errno == EINTR {}
    }
}
