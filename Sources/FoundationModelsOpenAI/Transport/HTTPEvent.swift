import Foundation

/// What an HTTP exchange delivers, in order: the head once, then the body in pieces.
package enum HTTPEvent: Sendable {
    /// The status code and the response's headers (names lowercased).
    case head(status: Int, headers: [String: String])
    /// A piece of the body, as it arrives.
    case body(Data)
}
