import Foundation

/// A request the game refused, as the page gets it: an HTTP status and
/// `{"error": {"type": …, "message": …}}`. Nothing in the game changed.
///
/// Extension of this project.
public struct WebError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of refusal it is.
    public enum Kind: String, Sendable, Codable {
        /// The request is not an action the game knows (malformed JSON, an unknown action or
        /// option, a missing field): status 400.
        case invalidRequest = "invalid_request"
        /// The action does not fit what is on screen, or the model is still working: status 409.
        case notNow = "not_now"
        /// The request comes from a tab that does not hold the game: status 409.
        case otherTab = "other_tab"
        /// No such page: status 404.
        case notFound = "not_found"
    }

    /// The kind.
    public var kind: Kind
    /// What went wrong and what to do.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - kind: The kind.
    ///   - message: What went wrong and what to do.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The HTTP status.
    public var status: Int {
        switch kind {
        case .invalidRequest: 400
        case .notNow, .otherTab: 409
        case .notFound: 404
        }
    }

    /// The response body.
    public var json: Data {
        WebJSON.encode(["error": Body(type: kind, message: message)])
    }

    /// `type: message`.
    public var description: String { "\(kind.rawValue): \(message)" }

    private struct Body: Encodable {
        var type: Kind
        var message: String
    }
}
