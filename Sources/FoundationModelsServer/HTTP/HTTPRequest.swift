import Foundation

/// An HTTP request as the server read it: method, path, headers and the whole body.
/// Extension of this project.
public struct HTTPRequest: Sendable {
    /// The method, e.g. `GET` or `POST`.
    public var method: String
    /// The path, without the query.
    public var path: String
    /// The headers, by lowercased name.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Creates a request.
    public init(method: String, path: String, headers: [String: String] = [:], body: Data = Data()) {
        self.method = method
        self.path = path
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { $1 }
        self.body = body
    }

    /// A header's value, by name in any case.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
