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

extension GenerationID {
    /// The identifier of a part of the content this identifies: the same for the same part in
    /// every snapshot of a stream, so nested partially generated values keep their identity
    /// (SwiftUI's `ForEach` relies on it).
    /// - Parameter component: the part's property name or array index.
    package func derived(_ component: String) -> GenerationID {
        var bytes = withUnsafeBytes(of: value.uuid) { Array($0) }
        var low: UInt64 = 0xcbf2_9ce4_8422_2325
        var high: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in bytes + Array(component.utf8) + [0xFF] {
            low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_0193
        }
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: low >> (8 * index))
            bytes[8 + index] = UInt8(truncatingIfNeeded: high >> (8 * index))
        }
        return GenerationID(
            value: UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                )))
    }

    private init(value: UUID) {
        self.value = value
    }
}
