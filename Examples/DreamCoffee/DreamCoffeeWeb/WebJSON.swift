import Foundation

/// The JSON the page reads: compact, keys in a stable order.
///
/// Extension of this project.
enum WebJSON {
    /// Encodes a value; the web types always encode.
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
