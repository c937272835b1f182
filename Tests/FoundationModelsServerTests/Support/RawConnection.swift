import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP connection a test writes a raw request to and reads a little of the answer from,
/// then drops: a client that goes away in the middle of a stream.
struct RawConnection {
    private let descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { throw POSIXError(.ECONNREFUSED) }
    }

    /// A connection to a Unix domain socket.
    init(unixPath path: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
        guard connected else { throw POSIXError(.ECONNREFUSED) }
    }

    /// Sends a GET.
    func get(_ path: String) {
        let bytes = Array("GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Sends a POST of a JSON body.
    func post(_ path: String, json: String) {
        let body = Array(json.utf8)
        let head =
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.count)\r\n\r\n"
        let bytes = Array(head.utf8) + body
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Reads until the text so far contains `marker` (or the connection ends), on a thread of
    /// its own: a blocking read on the cooperative pool could starve the server's tasks.
    func read(until marker: String) async -> String {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: readBlocking(until: marker)) }.start()
        }
    }

    private func readBlocking(until marker: String) -> String {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).contains(marker) {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Drops the connection.
    func close() { _ = Glibc.close(descriptor) }
}
