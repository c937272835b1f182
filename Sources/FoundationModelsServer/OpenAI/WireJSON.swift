import Foundation

/// Encodes the server's answers as compact JSON.
enum WireJSON {
    /// A value as JSON bytes.
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value encoded here is made of strings, numbers and Booleans, which always encode.
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
