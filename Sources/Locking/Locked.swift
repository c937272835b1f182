#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value that one thread at a time reads and changes, behind a POSIX mutex.
///
/// This project locks with this rather than `Synchronization.Mutex` so that Thread Sanitizer
/// checks it: on Linux, a `Mutex` that is contended is handed over by the kernel (a
/// priority-inheriting futex), where the sanitizer cannot see it, and it reports races between
/// accesses the lock keeps apart.
public final class Locked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the value, holding the lock.
    /// - Parameter body: reads or changes the value; it must not take this lock again.
    /// - Returns: what `body` returns.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
