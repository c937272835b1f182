import Foundation

/// A unique identifier for a piece of generated content, stable across the snapshots of one
/// streamed response.
public struct GenerationID: Sendable, Hashable {
    private let value: UUID

    /// Creates a new, unique generation identifier.
    public init() {
        value = UUID()
    }
}

extension GenerationID: CustomDebugStringConvertible {
    /// A textual form of the identifier, for debugging.
    public var debugDescription: String { "GenerationID(\(value.uuidString))" }
}
