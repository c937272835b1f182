import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A listening socket the server accepts connections on: TCP on a host and port, or a Unix
/// domain socket at a path. Extension of this project.
public struct ListeningSocket: Sendable {
    /// Where a server listens.
    public enum Address: Sendable, Equatable, CustomStringConvertible {
        /// A host name or address and a port (0: any free port).
        case tcp(host: String, port: Int)
        /// A Unix domain socket file.
        case unix(path: String)

        public var description: String {
            switch self {
            case .tcp(let host, let port): host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
            case .unix(let path): "unix:\(path)"
            }
        }
    }

    /// The file descriptor.
    let descriptor: Int32
    /// The address, with the port the system chose when 0 was asked for.
    public let address: Address

    /// Opens a socket and listens on it.
    /// - Throws: `ServerError` naming the address and the system's reason.
    init(_ address: Address) throws(ServerError) {
        switch address {
        case .tcp(let host, let port):
            (descriptor, self.address) = try Self.tcp(host: host, port: port)
        case .unix(let path):
            descriptor = try Self.unix(path: path)
            self.address = address
        }
    }

    private static func tcp(host: String, port: Int) throws(ServerError) -> (Int32, Address) {
        guard (0...65_535).contains(port) else { throw ServerError("the port \(port) is not in 0...65535") }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw ServerError("cannot resolve the host '\(host)': \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(list) }
        var reason = "no address"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            guard fd >= 0 else {
                reason = String(cString: strerror(errno))
                continue
            }
            var on: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
            guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, listen(fd, 128) == 0 else {
                reason = String(cString: strerror(errno))
                close(fd)
                continue
            }
            return (fd, .tcp(host: host, port: boundPort(fd) ?? port))
        }
        throw ServerError("cannot listen on \(host):\(port): \(reason) (is another server using the port? try --port)")
    }

    private static func boundPort(_ fd: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let ok = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) == 0 }
        }
        guard ok else { return nil }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            switch family {
            case AF_INET:
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin_port))
                }
            case AF_INET6:
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            default: nil
            }
        }
    }

    private static func unix(path: String) throws(ServerError) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard !bytes.isEmpty, bytes.count < capacity else {
            throw ServerError("the socket path '\(path)' must have 1 to \(capacity - 1) bytes")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        // A socket file left by an earlier run is replaced; any other file is kept.
        var info = stat()
        if lstat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFSOCK else {
                throw ServerError("'\(path)' exists and is not a socket: choose another --socket path")
            }
            unlink(path)
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError("cannot make a Unix socket: \(String(cString: strerror(errno)))") }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
        guard bound, listen(fd, 128) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ServerError("cannot listen on the socket '\(path)': \(reason)")
        }
        return fd
    }
}
