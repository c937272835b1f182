import Foundation

/// An HTTP response: a status, headers, and a body that is whole or streamed.
/// Extension of this project.
public struct HTTPResponse: Sendable {
    /// The body of a response.
    public enum Body: Sendable {
        /// All the bytes at once.
        case bytes(Data)
        /// Bytes written as they come (chunked transfer encoding).
        case stream(ResponseBodyStream)
    }

    /// The status code.
    public var status: Int
    /// The headers, in order.
    public var headers: [(name: String, value: String)]
    /// The body.
    public var body: Body

    /// Creates a response.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: Body) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response.
    /// - Parameters:
    ///   - status: the status code.
    ///   - json: the JSON text.
    public static func json(_ status: Int, _ json: Data) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: .bytes(json))
    }
}
