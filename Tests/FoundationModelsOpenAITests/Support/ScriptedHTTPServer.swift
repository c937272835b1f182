import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#endif

/// A one-connection HTTP server on a loopback port that a test scripts byte by byte: it accepts
/// one connection, reads the request's head, then runs the script with the connection.
final class ScriptedHTTPServer: Sendable {
    /// The server's port.
    let port: Int
    /// The request as it arrived: its head and its body.
    let request = Locked("")
    /// Whether the client closed the connection (read gave end of file) after the script.
    let clientClosed = Locked(false)
    private let listener: Int32

    /// Starts listening; `script` runs on a thread of its own once a request arrives.
    init(script: @escaping @Sendable (_ connection: Connection) -> Void) throws {
        let (listener, port) = try LlamaServer.boundLoopbackSocket()
        self.listener = listener
        self.port = port
        guard listen(listener, 1) == 0 else { throw ServerStartError(message: "cannot listen on a loopback port") }
        let (closed, received) = (clientClosed, request)
        Thread {
            let descriptor = accept(listener, nil, nil)
            guard descriptor >= 0 else { return }
            let connection = Connection(descriptor: descriptor)
            var text = connection.read(until: "\r\n\r\n")
            let length =
                text.lowercased().components(separatedBy: "content-length:").dropFirst().first
                .flatMap { Int($0.prefix { $0 != "\r" }.trimmingCharacters(in: .whitespaces)) } ?? 0
            if let end = text.range(of: "\r\n\r\n"), text[end.upperBound...].utf8.count < length {
                text += connection.read(count: length - text[end.upperBound...].utf8.count)
            }
            received.withLock { $0 = text }
            script(connection)
            closed.withLock { $0 = connection.waitForEnd() }
            close(descriptor)
        }.start()
    }

    deinit { close(listener) }

    /// The accepted connection.
    struct Connection: Sendable {
        let descriptor: Int32

        /// Writes text.
        func send(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }

        /// Reads until the text so far contains `marker` or the connection ends.
        func read(until marker: String) -> String {
            var text = ""
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !text.contains(marker) {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                text += String(decoding: buffer[..<count], as: UTF8.self)
            }
            return text
        }

        /// Reads `count` bytes or until the connection ends.
        func read(count: Int) -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while bytes.count < count {
                let got = recv(descriptor, &buffer, min(buffer.count, count - bytes.count), 0)
                guard got > 0 else { break }
                bytes += buffer[..<got]
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Waits up to 60 s for the client to close (a loaded test run may resume the client's
        /// task late); whether it did.
        func waitForEnd() -> Bool {
            var pollfd = Glibc.pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var buffer = [UInt8](repeating: 0, count: 256)
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                guard poll(&pollfd, 1, 100) > 0 else { continue }
                if recv(descriptor, &buffer, buffer.count, 0) <= 0 { return true }
            }
            return false
        }
    }
}
