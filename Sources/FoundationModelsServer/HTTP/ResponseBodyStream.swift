import Foundation
import Locking

/// The body of a streamed response: a task writes chunks, the server's connection thread reads
/// them. When the client goes away the server closes the stream, which calls `onClose` (to
/// cancel the work that writes it). Extension of this project.
public final class ResponseBodyStream: Sendable {
    private struct State {
        var pending = Data()
        var finished = false
        var closed = false
        var onClose: (@Sendable () -> Void)?
    }

    private let state = Locked(State())
    /// Signalled on every write and at the end; the reader waits on it with a timeout.
    private let available = DispatchSemaphore(value: 0)
    /// What the reader sends when nothing was written for `heartbeatInterval` (keeps the
    /// connection checked: a write to a client that left fails and closes the stream).
    private let heartbeat: Data?
    private let heartbeatInterval: Duration

    /// Creates an empty stream.
    /// - Parameters:
    ///   - heartbeat: bytes sent while the writer is silent (e.g. an SSE comment); nil for none.
    ///   - heartbeatInterval: how long the writer may be silent before the heartbeat is sent.
    public init(heartbeat: Data? = nil, heartbeatInterval: Duration = .seconds(1)) {
        self.heartbeat = heartbeat
        self.heartbeatInterval = heartbeatInterval
    }

    /// Appends bytes; ignored once the stream is finished or closed.
    public func write(_ data: Data) {
        let written = state.withLock { state in
            guard !state.finished, !state.closed else { return false }
            state.pending.append(data)
            return true
        }
        if written { available.signal() }
    }

    /// Ends the body after what was written.
    public func finish() {
        state.withLock { $0.finished = true }
        available.signal()
    }

    /// Whether the client went away (or the server closed the stream).
    public var isClosed: Bool { state.withLock { $0.closed } }

    /// Sets what runs when the stream is closed before or after it finished; runs it at once
    /// when the stream is already closed.
    public func onClose(_ handler: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state in
            if state.closed { return true }
            state.onClose = handler
            return false
        }
        if runNow { handler() }
    }

    /// Closes the stream: the connection is done with it.
    func close() {
        let handler = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.closed else { return nil }
            state.closed = true
            defer { state.onClose = nil }
            return state.onClose
        }
        handler?()
        available.signal()
    }

    /// What the reader gets next.
    enum Chunk {
        case bytes(Data)
        case end
    }

    /// Waits for the next bytes (blocking: called on the connection's own thread, never on the
    /// cooperative pool), at most `limit` of them; the heartbeat after a silence.
    func read(limit: Int) -> Chunk {
        while true {
            let next = state.withLock { state -> Chunk? in
                if !state.pending.isEmpty {
                    let count = min(limit, state.pending.count)
                    let chunk = state.pending.prefix(count)
                    state.pending.removeFirst(count)
                    return .bytes(Data(chunk))
                }
                return state.finished || state.closed ? .end : nil
            }
            if let next { return next }
            let nanoseconds =
                heartbeatInterval.components.seconds * 1_000_000_000
                + heartbeatInterval.components.attoseconds / 1_000_000_000
            if available.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .timedOut, let heartbeat {
                return .bytes(heartbeat.prefix(limit))
            }
        }
    }
}
