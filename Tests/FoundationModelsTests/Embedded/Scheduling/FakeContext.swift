import Foundation
import LlamaRuntime
import Locking

@testable import FoundationModels

/// A shared context with no model, for the scheduler's tests. It keeps each sequence's tokens and
/// counts cells as llama.cpp's unified cache does (a copied prefix shares its cells; a cell is
/// free once no sequence holds it), fails a decode that does not fit with `.contextFull`, checks
/// that every span starts where its sequence ends, and can hold decodes until a test lets them
/// go. The logits after a span say whose they are: `[sequence, tokens held, last token]`.
final class FakeContext: SchedulerContext, @unchecked Sendable {
    let cellCount: Int
    let batchSize: Int
    private let vocabularySize: Int
    private let lock = NSCondition()
    // Guarded by `lock`:
    private var sequences: [Int32: [(token: LlamaToken, cell: Int)]] = [:]
    private var nextCell = 0
    /// The logits of the last decode's spans.
    private var rows: [UnsafeMutableBufferPointer<Float>] = []
    private var aborted = false
    private var held = false
    private var decoding = false
    private(set) var log: [[LlamaSequenceContext.Span]] = []
    private(set) var failures: [String] = []
    private(set) var copies = 0
    private(set) var restores = 0
    private(set) var fullDecodes = 0

    init(cells: Int, batchSize: Int = 512, vocabularySize: Int) {
        cellCount = cells
        self.batchSize = batchSize
        self.vocabularySize = vocabularySize
    }

    deinit {
        for row in rows { row.deallocate() }
    }

    /// Decodes wait from now until `release()` (the test sees one begin with `waitForDecode()`).
    func hold() { lock.withLock { held = true } }

    /// Lets held decodes go.
    func release() {
        lock.withLock {
            held = false
            lock.broadcast()
        }
    }

    /// Waits until a decode has begun (and is held), at most `seconds`.
    func waitForDecode(seconds: Double = 60) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        return lock.withLock {
            while !decoding { if !lock.wait(until: deadline) { return false } }
            return true
        }
    }

    /// The tokens a sequence holds.
    func tokens(of sequence: Int32) -> [LlamaToken] { lock.withLock { (sequences[sequence] ?? []).map(\.token) } }

    /// The cells in use.
    var usedCells: Int { lock.withLock { usedCellsLocked } }
    private var usedCellsLocked: Int { Set(sequences.values.flatMap { $0.map(\.cell) }).count }

    /// The decodes so far, as the sequence and token count of each span.
    var decodes: [[(sequence: Int32, count: Int)]] {
        lock.withLock { log.map { $0.map { ($0.sequence, $0.tokens.count) } } }
    }

    var recordedFailures: [String] { lock.withLock { failures } }
    var copyCount: Int { lock.withLock { copies } }
    var restoreCount: Int { lock.withLock { restores } }
    var contextFullCount: Int { lock.withLock { fullDecodes } }

    func decode(_ spans: [LlamaSequenceContext.Span], priority: UInt8, isCancelled: () -> Bool) throws {
        if isCancelled() { throw LlamaError(.cancelled, "the wait for the turn was cancelled") }
        lock.lock()
        defer { lock.unlock() }
        aborted = false
        decoding = true
        lock.broadcast()
        defer { decoding = false }
        while held, !aborted { lock.wait(until: Date(timeIntervalSinceNow: 0.01)) }
        if aborted { throw LlamaError(.cancelled, "decoding was cancelled") }
        let tokens = spans.reduce(0) { $0 + $1.tokens.count }
        guard usedCellsLocked + tokens <= cellCount else {
            fullDecodes += 1
            throw LlamaError(.contextFull, "no room in the KV cache for the batch")
        }
        log.append(spans)
        for row in rows { row.deallocate() }
        rows = []
        for span in spans {
            var held = sequences[span.sequence] ?? []
            if span.position != held.count {
                failures.append(
                    "sequence \(span.sequence) holds \(held.count) tokens; a span starts at \(span.position)")
            }
            for token in span.tokens {
                held.append((token, nextCell))
                nextCell += 1
            }
            sequences[span.sequence] = held
            let row = UnsafeMutableBufferPointer<Float>.allocate(capacity: vocabularySize)
            row.initialize(repeating: 0)
            row[0] = Float(span.sequence)
            row[1] = Float(held.count)
            row[2] = Float(held.last?.token ?? -1)
            rows.append(row)
        }
    }

    func logits(ofSpan index: Int) -> UnsafeBufferPointer<Float> {
        lock.withLock { UnsafeBufferPointer(rows[index]) }
    }

    func remove(sequence: Int32, from position: Int) {
        lock.withLock {
            guard var held = sequences[sequence], position < held.count else { return }
            held.removeSubrange(max(position, 0)...)
            sequences[sequence] = held
        }
    }

    func copy(_ count: Int, of source: Int32, to target: Int32) {
        lock.withLock {
            copies += 1
            sequences[target] = Array((sequences[source] ?? []).prefix(count))
        }
    }

    func state(of sequence: Int32) -> [UInt8]? {
        let tokens = self.tokens(of: sequence)
        return tokens.isEmpty ? nil : Self.state(of: tokens)
    }

    /// The state this context saves for a sequence holding `tokens`.
    static func state(of tokens: [LlamaToken]) -> [UInt8] {
        tokens.flatMap { withUnsafeBytes(of: Int32($0).littleEndian) { Array($0) } }
    }

    func restore(_ state: [UInt8], into sequence: Int32) -> Bool {
        let tokens = stride(from: 0, to: state.count, by: 4).map { offset in
            LlamaToken(
                Int32(littleEndian: state[offset..<(offset + 4)].withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }))
        }
        return lock.withLock {
            restores += 1
            guard usedCellsLocked + tokens.count <= cellCount else {
                sequences[sequence] = []
                return false
            }
            sequences[sequence] = tokens.map { token in
                defer { nextCell += 1 }
                return (token, nextCell)
            }
            return true
        }
    }

    func requestAbort() {
        lock.withLock {
            aborted = true
            lock.broadcast()
        }
    }
}

/// Prefix states kept in memory, for the scheduler's tests; its reads can be held.
final class FakePrefixKeeper: PrefixKeeper, @unchecked Sendable {
    private let lock = NSCondition()
    private var states: [[LlamaToken]: [UInt8]] = [:]
    private var readsHeld = false
    private(set) var reading = false

    func put(_ tokens: [LlamaToken], state: [UInt8]) { lock.withLock { states[tokens] = state } }

    /// The prefixes kept so far.
    var kept: [[LlamaToken]] { lock.withLock { Array(states.keys) } }

    /// Reads wait from now until `releaseReads()`.
    func holdReads() { lock.withLock { readsHeld = true } }

    func releaseReads() {
        lock.withLock {
            readsHeld = false
            lock.broadcast()
        }
    }

    /// Whether a read is waiting to go on.
    var isReading: Bool { lock.withLock { reading } }

    func longestPrefix(of prompt: [LlamaToken], limit: Int) -> Int? {
        lock.withLock { states.keys.filter { $0.count <= limit && prompt.starts(with: $0) }.map(\.count).max() }
    }

    func contains(_ tokens: ArraySlice<LlamaToken>) -> Bool { lock.withLock { states[Array(tokens)] != nil } }

    func state(of tokens: ArraySlice<LlamaToken>) -> [UInt8]? {
        lock.withLock {
            reading = true
            defer { reading = false }
            while readsHeld { lock.wait() }
            return states[Array(tokens)]
        }
    }

    func save(_ tokens: ArraySlice<LlamaToken>, state: [UInt8]) { put(Array(tokens), state: state) }
}
