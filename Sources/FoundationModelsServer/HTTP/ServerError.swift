/// Why a server cannot start: the address cannot be listened on, or the HTTP library refused.
/// Extension of this project.
public struct ServerError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and what to do.
    public let description: String

    init(_ description: String) { self.description = description }
}
