import Locking

/// Lines that tools and hooks write, read by the test afterwards.
final class Log: Sendable {
    private let storage = Locked<[String]>([])

    /// Adds a line.
    func append(_ line: String) { storage.withLock { $0.append(line) } }

    /// The lines so far.
    var lines: [String] { storage.withLock { $0 } }
}

/// A flag a tool sets and dynamic instructions read.
final class Flag: Sendable {
    private let storage = Locked(false)

    /// Whether it is set.
    var isSet: Bool { storage.withLock { $0 } }

    /// Sets it.
    func set() { storage.withLock { $0 = true } }
}
