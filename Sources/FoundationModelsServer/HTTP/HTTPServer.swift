import CMicroHTTPD
import Foundation
import Locking

/// An HTTP/1.1 server on libmicrohttpd: it reads each request whole (up to a size limit) on
/// the connection's own thread, hands it to an async handler, and writes the handler's
/// response, whole or streamed. Extension of this project.
///
/// Each connection has a thread of its own, which waits for the handler's task and for a
/// streamed body's next bytes, so nothing blocks Swift's cooperative pool.
public final class HTTPServer: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    /// Where the server listens (with the port the system chose, if 0 was asked for).
    public let address: ListeningSocket.Address
    let handler: Handler
    /// The largest request body read; a larger one is answered with `tooLarge`.
    let maximumBodyBytes: Int
    /// The response to a body over the limit.
    let tooLarge: @Sendable () -> HTTPResponse
    /// The daemon while it runs.
    private let daemon = Locked<Daemon?>(nil)
    private let listener: Int32
    /// Requests being read or answered.
    private let active = Locked(0)

    /// Starts a server.
    /// - Parameters:
    ///   - address: where to listen.
    ///   - maximumBodyBytes: the largest request body accepted.
    ///   - tooLarge: the response to a larger one (status 413).
    ///   - handler: answers each request.
    /// - Throws: `ServerError` when the address cannot be listened on or the daemon does not start.
    public init(
        listeningOn address: ListeningSocket.Address, maximumBodyBytes: Int = 8 << 20,
        tooLarge: @escaping @Sendable () -> HTTPResponse = { HTTPResponse(status: 413, body: .bytes(Data())) },
        handler: @escaping Handler
    ) throws(ServerError) {
        let socket = try ListeningSocket(address)
        self.address = socket.address
        self.listener = socket.descriptor
        self.maximumBodyBytes = maximumBodyBytes
        self.tooLarge = tooLarge
        self.handler = handler
        // One thread per connection, poll() rather than select() (no FD_SETSIZE limit), and the
        // inter-thread channel that MHD_quiesce_daemon needs.
        let flags =
            MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_POLL.rawValue
            | MHD_USE_ITC.rawValue
        let started = sfm_mhd_start(
            UInt32(flags), socket.descriptor, HTTPServerCallbacks.access, Unmanaged.passUnretained(self).toOpaque(),
            HTTPServerCallbacks.completed, Unmanaged.passUnretained(self).toOpaque(), 300)
        guard let started else {
            close(socket.descriptor)
            throw ServerError("libmicrohttpd could not start a server on \(address)")
        }
        daemon.withLock { $0 = Daemon(pointer: started) }
    }

    deinit {
        if let running = daemon.withLock({ $0 }) { MHD_stop_daemon(running.pointer) }
        if case .unix(let path) = address { unlink(path) }
    }

    /// The number of requests being read or answered.
    public var activeRequests: Int { active.withLock { $0 } }

    /// Stops accepting connections, waits for the requests in flight to be answered (at most
    /// `timeout`), then stops the server and closes every connection.
    public func stop(drainingFor timeout: Duration = .seconds(60)) async {
        guard let running = daemon.withLock({ $0 }) else { return }
        let socket = MHD_quiesce_daemon(running.pointer)
        if socket >= 0 { close(socket) }
        // A connection accepted just before has not been read yet, so it is not counted as a
        // request: give such connections a moment to become requests (idle keep-alive
        // connections are closed when it is up).
        let start = ContinuousClock.now
        while ContinuousClock.now < start + timeout {
            let waiting =
                activeRequests > 0
                || (ContinuousClock.now < start + .seconds(2) && sfm_mhd_connections(running.pointer) > 0)
            guard waiting else { break }
            try? await Task.sleep(for: .milliseconds(50))
        }
        // MHD_stop_daemon joins the connection threads: run it off the cooperative pool.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                if let running = self.daemon.withLock({ daemon in
                    defer { daemon = nil }
                    return daemon
                }) {
                    MHD_stop_daemon(running.pointer)
                }
                if case .unix(let path) = self.address { unlink(path) }
                continuation.resume()
            }.start()
        }
    }

    func requestStarted() { active.withLock { $0 += 1 } }
    func requestEnded() { active.withLock { $0 -= 1 } }

    /// A running daemon (`struct MHD_Daemon *`).
    ///
    /// `@unchecked Sendable`: libmicrohttpd's daemon functions may be called from any thread;
    /// the pointer is taken out of the server's lock exactly once to stop the daemon.
    private struct Daemon: @unchecked Sendable {
        let pointer: OpaquePointer
    }
}
