import FoundationModelsCore

/// Leaves out of a streamed JSON response the properties the model wrote as `null` where the
/// schema only lets them be left out (`GenerationSchema.guided`): `, "sponsor": null` is
/// dropped, and so is `"sponsor": null, ` at the start of an object. What could still turn out
/// to be such a property (`, "spon`) is held back until it is known, a few characters. The
/// response is JSON on one line, compact or spaced, as guided generation writes it.
final class NullOmission {
    private let keys: Set<[UInt8]>
    private var text: [UInt8] = []

    /// - Parameter keys: the names of the properties whose `null` means left out.
    init(keys: Set<String>) {
        self.keys = Set(keys.map { Array(JSONText.quoted($0).utf8.dropFirst().dropLast()) })
    }

    /// The response so far as it is shown, after a change to the generated text.
    func apply(_ update: TextUpdate) -> String {
        switch update {
        case .append(let more): text += more.utf8
        case .replace(let whole): text = Array(whole.utf8)
        }
        return String(decoding: Self.visible(text, omitting: keys), as: UTF8.self)
    }

    /// The text without the omitted properties, up to the first place that is not yet known.
    static func visible(_ text: [UInt8], omitting keys: Set<[UInt8]>) -> [UInt8] {
        var shown: [UInt8] = []
        shown.reserveCapacity(text.count)
        var index = 0
        var inString = false
        var escaped = false
        /// Whether the `,` at `index` stands for the start of an object, its first property left out.
        var opens = false
        while index < text.count {
            let byte = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                shown.append(byte)
                index += 1
                continue
            }
            guard byte == UInt8(ascii: ",") || byte == UInt8(ascii: "{") else {
                inString = byte == UInt8(ascii: "\"")
                shown.append(byte)
                index += 1
                continue
            }
            switch omitted(in: text, after: index, keys: keys) {
            case .unknown:
                if byte == UInt8(ascii: "{"), !opens { shown.append(byte) }
                return shown
            case .kept:
                index += 1
                if opens {
                    // The comma goes, and the space after it.
                    while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
                } else {
                    shown.append(byte)
                }
                opens = false
            case .omitted(let end):
                if byte == UInt8(ascii: "{"), !opens { shown.append(byte) }
                // After an object's first property, the comma that follows goes too, and the
                // property after it is the first.
                opens = (byte == UInt8(ascii: "{") || opens) && end < text.count && text[end] == UInt8(ascii: ",")
                index = end
            }
        }
        return shown
    }

    private enum Omission {
        /// The text ends before it is known.
        case unknown
        /// No omitted property starts here.
        case kept
        /// `"key": null` follows; the text after it starts at the index.
        case omitted(end: Int)
    }

    /// Whether an omitted property (`"key": null`) follows the `,` or `{` at `index`.
    private static func omitted(in text: [UInt8], after index: Int, keys: Set<[UInt8]>) -> Omission {
        /// The index of the first byte from `start` on that is not a space.
        func skippingSpaces(_ start: Int) -> Int {
            var at = start
            while at < text.count, text[at] == UInt8(ascii: " ") { at += 1 }
            return at
        }
        var at = skippingSpaces(index + 1)
        guard at < text.count else { return .unknown }
        guard text[at] == UInt8(ascii: "\"") else { return .kept }
        at += 1
        let keyStart = at
        var escaped = false
        while at < text.count, escaped || text[at] != UInt8(ascii: "\"") {
            escaped = !escaped && text[at] == UInt8(ascii: "\\")
            at += 1
        }
        guard at + 1 < text.count else { return .unknown }
        guard keys.contains(Array(text[keyStart..<at])), text[at + 1] == UInt8(ascii: ":") else { return .kept }
        let value = skippingSpaces(at + 2)
        guard value < text.count else { return .unknown }
        // Under the grammar a value that starts with `n` is `null`.
        guard text[value] == UInt8(ascii: "n") else { return .kept }
        return .omitted(end: min(value + 4, text.count))
    }
}
