/// A contact's birthday (`BDAY`); the year is optional (`--0415`).
///
/// Extension of this project.
public struct Birthday: Sendable, Hashable {
    /// The year of birth, when known.
    public var year: Int?
    /// The month, 1...12.
    public var month: Int
    /// The day of the month, 1...31.
    public var day: Int

    /// Creates a birthday.
    /// - Parameters:
    ///   - year: The year, when known.
    ///   - month: The month, 1...12.
    ///   - day: The day of the month.
    public init(year: Int?, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses the forms of RFC 6350 and vCard 3.0: `19900415`, `1990-04-15`, `--0415`,
    /// `--04-15`, optionally followed by a time (`1990-04-15T10:00:00Z`).
    /// - Parameter text: The value.
    /// - Returns: The birthday, or `nil` when the text is not one of these forms.
    public static func parse(_ text: String) -> Birthday? {
        var value = Substring(text.trimmingWhitespace())
        if let time = value.firstIndex(of: "T") { value = value[..<time] }
        var year: Int?
        if value.hasPrefix("--") {
            value = value.dropFirst(2)
        } else {
            guard value.count >= 8, let parsed = Int(value.prefix(4)) else { return nil }
            year = parsed
            value = value.dropFirst(4)
            if value.first == "-" { value = value.dropFirst() }
        }
        let digits = value.filter { $0 != "-" }
        let dashes = value.count - digits.count
        guard digits.count == 4, dashes <= 1, digits.allSatisfy(\.isASCII),
            let month = Int(digits.prefix(2)), let day = Int(digits.suffix(2)),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        if dashes == 1 && value.dropFirst(2).first != "-" { return nil }
        return Birthday(year: year, month: month, day: day)
    }
}
