import Foundation

/// Checks of single guides, each returning the problem (if any) as a line of text.
enum GuideCheck {
    /// The array's count is in the range.
    static func count(_ count: Int, in range: ClosedRange<Int>, _ name: String) -> [String] {
        range.contains(count) ? [] : ["\(name): \(count) elements, not in \(range)"]
    }

    /// The value is in the range.
    static func bound<Value: Comparable>(_ value: Value, _ range: ClosedRange<Value>, _ name: String) -> [String] {
        range.contains(value) ? [] : ["\(name): \(value) not in \(range)"]
    }

    /// The string is one of the choices.
    static func choice(_ value: String, _ choices: [String], _ name: String) -> [String] {
        // Compare scalars, not Characters: a choice is exact text, not canonically equivalent text.
        choices.contains { Array($0.unicodeScalars) == Array(value.unicodeScalars) }
            ? [] : ["\(name): \(quoted(value)) is not one of \(choices)"]
    }

    /// The whole string matches the pattern.
    static func pattern<Output>(_ value: String, _ regex: Regex<Output>, _ name: String) -> [String] {
        value.wholeMatch(of: regex) != nil ? [] : ["\(name): \(quoted(value)) does not match the pattern"]
    }

    /// The string's length in Unicode scalars (JSON Schema's characters) is in the range.
    static func length(_ value: String, _ range: ClosedRange<Int>, _ name: String) -> [String] {
        range.contains(value.unicodeScalars.count) ? [] : ["\(name): \(quoted(value)) has a length not in \(range)"]
    }

    private static func quoted(_ value: String) -> String {
        "\""
            + value.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : $0.escaped(asASCII: false) }
            .joined() + "\""
    }
}
