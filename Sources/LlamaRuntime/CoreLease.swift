import Foundation
import Synchronization

/// Decodes that need all of this machine's cores take turns, in this process and across
/// processes.
///
/// llama.cpp's CPU threads wait for each other at every step of a decode by spinning. When two
/// decodes that each use every core run at once (two models in one process, or two programs),
/// a thread spins through whole time slices for a partner that is not running: two processes
/// generating with Qwen 0.5B on 2 threads each ran at 3 tok/s, where one alone ran at 18. Taking
/// turns one decode at a time keeps each at full speed. A mutex orders the decodes of this
/// process; an advisory lock on a file in the temporary folder (`flock`, released by the kernel
/// if a process dies) orders those of other processes using this library.
enum CoreLease {
    /// The file other processes lock, one per user.
    static let path = NSTemporaryDirectory() + "/swift-foundation-models-\(getuid()).cores.lock"
    private static let local = Mutex(())
    /// The shared lock file, or -1 when it cannot be opened (then processes do not take turns).
    private static let file = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)

    /// Runs `body` holding the machine's cores when a decode with `threads` threads would not fit
    /// beside another (more than half the cores); otherwise runs it at once.
    static func holding<T>(threads: Int, _ body: () -> T) -> T {
        guard 2 * threads > ProcessInfo.processInfo.activeProcessorCount else { return body() }
        return local.withLock { _ in
            let locked = file >= 0 && flockRetrying(file, LOCK_EX)
            defer { if locked { _ = flock(file, LOCK_UN) } }
            return body()
        }
    }

    private static func flockRetrying(_ fd: Int32, _ operation: Int32) -> Bool {
        while flock(fd, operation) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }
}
