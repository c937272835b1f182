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
enum CoreLease {
    /// The file held while decoding, one per user.
    static let path = NSTemporaryDirectory() + "/swift-foundation-models-\(getuid()).cores.lock"
    private static let local = Mutex(())
    /// The lock files, or -1 where one cannot be opened (then processes do not take turns).
    private static let cores = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    private static let gate = open(path + ".gate", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)

    /// Runs `body` holding the machine's cores when a decode with `threads` threads would not fit
    /// beside another (more than half the cores); otherwise runs it at once.
    static func holding<T>(threads: Int, _ body: () -> T) -> T {
        guard 2 * threads > ProcessInfo.processInfo.activeProcessorCount else { return body() }
        return local.withLock { _ in
            let shared = cores >= 0 && gate >= 0
            if shared {
                lock(gate, LOCK_EX)
                lock(cores, LOCK_EX)
                lock(gate, LOCK_UN)
            }
            defer { if shared { lock(cores, LOCK_UN) } }
            return body()
        }
    }

    private static func lock(_ file: Int32, _ operation: Int32) {
        while flock(file, operation) != 0 && errno == EINTR {}
    }
}
