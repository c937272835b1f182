import Foundation

extension Thread {
    /// Runs `body` on a new thread with a name that `top -H` and `perf` show. On Linux a name
    /// set before `start()` is lost, and one over 15 bytes is refused, so the thread names
    /// itself.
    static func start(named name: String, _ body: @escaping @Sendable () -> Void) {
        Thread {
            Thread.current.name = name
            body()
        }.start()
    }
}
