import Foundation

/// Whose decode runs next on this machine's cores: one arbiter for every decode of this process
/// (any model, any context) and, through files, for the decodes of other processes using this
/// library.
///
/// llama.cpp's CPU threads wait for each other at every step of a decode by spinning: two decodes
/// that each use every core, run at once, both crawl (two processes generating with Qwen 0.5B on
/// 2 threads each ran at 3 tok/s, where one alone ran at 18). So decodes take turns, and whose
/// turn it is follows one rule everywhere:
/// - the waiting decode of the highest task priority goes first, the oldest first among equals;
/// - a decode that has waited `maximumWait` goes before any that has not, so none starves.
///
/// Across processes, a process waiting announces its priority in a file (a read lock on the byte
/// of that priority, released by the kernel if the process dies); a process about to take the
/// cores for lower work lets an announced higher one go first, unless its own wait is overdue. A
/// background program thus cannot take the cores from an interactive one. The cores are an
/// advisory lock on a second file, and a gate beside it is held by the one process waiting for
/// them, so that a process that has just decoded cannot take them again before one that waited.
///
/// A wait ends as soon as its caller's `isCancelled` turns true and `wake()` is called.
public final class DecodeArbiter: @unchecked Sendable {
    /// The arbiter of this process, sharing its files with every process of this machine's user.
    public static let shared = DecodeArbiter(
        path: NSTemporaryDirectory() + "/swift-foundation-models-\(getuid()).cores.lock")

    /// How long a decode waits at most for decodes of higher priority, in seconds.
    public static let maximumWait = 5.0

    /// The file held while decoding; the gate (`.gate`) and the priorities (`.board`) are beside it.
    public let path: String
    private let processors = ProcessInfo.processInfo.activeProcessorCount
    /// The files, or -1 where one cannot be opened (then processes do not take turns).
    private let cores: Int32
    private let gate: Int32
    private let board: Int32
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var waiting: [Ticket] = []
    private var held = false
    private var next: UInt64 = 0

    /// A waiting decode's place.
    struct Ticket: Equatable {
        let priority: UInt8
        let order: UInt64
        let since: ContinuousClock.Instant

        func isOverdue(at now: ContinuousClock.Instant) -> Bool { now - since >= .seconds(DecodeArbiter.maximumWait) }

        /// Whether `self` goes before `other`: one overdue first, then the higher priority, then the older.
        func precedes(_ other: Ticket, at now: ContinuousClock.Instant) -> Bool {
            let (overdue, otherOverdue) = (isOverdue(at: now), other.isOverdue(at: now))
            if overdue != otherOverdue { return overdue }
            return overdue || priority == other.priority ? order < other.order : priority > other.priority
        }
    }

    /// An arbiter whose files are `path`, `path.gate` and `path.board` (created when missing).
    public init(path: String) {
        self.path = path
        cores = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        gate = open(path + ".gate", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        board = open(path + ".board", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    }

    deinit {
        for file in [cores, gate, board] where file >= 0 { close(file) }
    }

    /// Runs `body` when it is this decode's turn on the cores, holding them; at once when a decode
    /// with `threads` threads fits beside another (at most half the cores).
    /// - Parameters:
    ///   - threads: the threads the decode computes with.
    ///   - priority: the task priority of the work (`TaskPriority.rawValue`).
    ///   - isCancelled: read while waiting (and whenever `wake()` is called).
    ///   - body: the decode; it must not wait for another process.
    /// - Returns: what `body` returns, or nil when the wait was cancelled (`body` did not run).
    public func holding<T>(threads: Int, priority: UInt8, isCancelled: () -> Bool = { false }, _ body: () -> T) -> T? {
        guard 2 * threads > processors else { return body() }
        guard let ticket = waitForTurn(priority: priority, isCancelled: isCancelled) else { return nil }
        defer {
            condition.withLock {
                held = false
                condition.broadcast()
            }
        }
        guard takeCores(ticket, isCancelled: isCancelled) else { return nil }
        defer { Self.lockFile(cores, LOCK_UN) }
        return body()
    }

    /// How many decodes of this process wait for their turn.
    var waitingCount: Int { condition.withLock { waiting.count } }

    /// Makes every waiting decode read its `isCancelled` again.
    public func wake() {
        condition.withLock { condition.broadcast() }
    }

    /// Waits until no decode of this process holds the cores and this one goes first.
    private func waitForTurn(priority: UInt8, isCancelled: () -> Bool) -> Ticket? {
        condition.lock()
        defer { condition.unlock() }
        let ticket = Ticket(priority: priority, order: next, since: .now)
        next += 1
        waiting.append(ticket)
        defer { waiting.removeAll { $0 == ticket } }
        while true {
            if isCancelled() {
                condition.broadcast()
                return nil
            }
            let now = ContinuousClock.now
            if !held, waiting.min(by: { $0.precedes($1, at: now) }) == ticket {
                held = true
                return ticket
            }
            // The order changes by itself only when a ticket becomes overdue.
            let change = waiting.filter { !$0.isOverdue(at: now) }.map { $0.since + .seconds(Self.maximumWait) }.min()
            if let change {
                _ = condition.wait(until: Date(timeIntervalSinceNow: (change - now).seconds + 0.001))
            } else {
                condition.wait()
            }
        }
    }

    /// Takes the cores from other processes: lets announced decodes of higher priority go first
    /// (unless this one is overdue), and holds the gate while waiting for the cores.
    private func takeCores(_ ticket: Ticket, isCancelled: () -> Bool) -> Bool {
        guard cores >= 0, gate >= 0 else { return true }
        announce(ticket.priority, true)
        defer { announce(ticket.priority, false) }
        func yields() -> Bool { !ticket.isOverdue(at: .now) && higherAnnounced(than: ticket.priority) }
        while true {
            if isCancelled() { return false }
            if !yields(), Self.lockFile(gate, LOCK_EX | LOCK_NB) {
                let outcome = waitForCores(isCancelled: isCancelled, yields: yields)
                Self.lockFile(gate, LOCK_UN)
                if let outcome { return outcome }
            }
            usleep(1000)
        }
    }

    /// Waits for the cores, holding the gate.
    /// - Returns: true once held, false when cancelled, nil when a decode of higher priority
    ///   came to wait meanwhile (this one lets it go first).
    private func waitForCores(isCancelled: () -> Bool, yields: () -> Bool) -> Bool? {
        while !Self.lockFile(cores, LOCK_EX | LOCK_NB) {
            if isCancelled() { return false }
            if yields() { return nil }
            usleep(500)
        }
        return true
    }

    /// Announces (or withdraws) that this process waits at `priority`: a read lock on that byte of
    /// the board, held by this open file description.
    private func announce(_ priority: UInt8, _ on: Bool) {
        guard board >= 0 else { return }
        var lock = Glibc.flock()
        lock.l_type = Int16(on ? F_RDLCK : F_UNLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = off_t(priority)
        lock.l_len = 1
        _ = fcntl(board, Self.setLock, &lock)
    }

    /// Whether another process announces that it waits at a priority above `priority`.
    private func higherAnnounced(than priority: UInt8) -> Bool {
        guard board >= 0, priority < 255 else { return false }
        var lock = Glibc.flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = off_t(priority) + 1
        lock.l_len = off_t(255 - Int(priority))
        return fcntl(board, Self.getLock, &lock) == 0 && lock.l_type != Int16(F_UNLCK)
    }

    /// Linux's locks of an open file description (`F_OFD_GETLK`, `F_OFD_SETLK`): unlike process
    /// locks, closing another descriptor of the file does not drop them, and a second open file
    /// description of this process counts as another holder (as tests need).
    private static let getLock: Int32 = 36
    private static let setLock: Int32 = 37

    /// `flock`, retried when a signal interrupts it.
    /// - Returns: whether it succeeded.
    @discardableResult
    private static func lockFile(_ file: Int32, _ operation: Int32) -> Bool {
        while true {
            if flockFile(file, operation) == 0 { return true }
            if errno != EINTR { return false }
        }
    }
}

/// Glibc's `flock` function (its name is also the `flock` structure's).
private let flockFile: @Sendable (Int32, Int32) -> Int32 = flock

extension Duration {
    fileprivate var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
