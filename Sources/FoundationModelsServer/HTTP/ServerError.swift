import Foundation

/// Why a server cannot start: the address cannot be listened on, or the HTTP library refused.
/// Its `localizedDescription` is its description.
/// Extension of this project.
public struct ServerError: LocalizedError, CustomStringConvertible, Sendable {
    /// What went wrong and what to do.
    public let description: String

    init(_ description: String) { self.description = description }

    public var errorDescription: String? { description }
}
