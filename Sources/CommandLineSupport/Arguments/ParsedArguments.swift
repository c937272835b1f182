/// The options and positionals of one command line, read by `ArgumentParser`; the typed
/// accessors throw `UsageError`s that say what the option needs.
///
/// Extension of this project.
public struct ParsedArguments: Sendable, Equatable {
    /// The values of the options given, by long name (the last one wins).
    public internal(set) var values: [String: String] = [:]
    /// The flags given, by long name.
    public internal(set) var flags: Set<String> = []
    /// The arguments that are not options, in order.
    public internal(set) var positionals: [String] = []
    /// Every option value given, in the order given: for options that may be repeated, and
    /// options whose meaning depends on the one before (`--model A --alias a`).
    public internal(set) var sequence: [Given] = []

    /// One option value as it was given.
    public struct Given: Sendable, Equatable {
        /// The option's long name.
        public let name: String
        /// Its value.
        public let value: String
    }

    /// Every value of an option that may be repeated, in order.
    /// - Parameter name: Its long name.
    /// - Returns: The values (empty when the option was not given).
    public func strings(_ name: String) -> [String] { sequence.filter { $0.name == name }.map(\.value) }

    /// Whether a flag was given.
    /// - Parameter flag: Its long name.
    /// - Returns: `true` when it was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// An option's text.
    /// - Parameter name: Its long name.
    /// - Returns: The value, or `nil` when the option was not given.
    public func string(_ name: String) -> String? { values[name] }

    /// An option's value read by a function.
    /// - Parameters:
    ///   - name: Its long name.
    ///   - expected: What the value must be, for the message (`a whole number`).
    ///   - read: Reads the text; `nil` rejects it.
    /// - Returns: The value, or `nil` when the option was not given.
    /// - Throws: `UsageError` when `read` rejects the text.
    public func value<Value>(_ name: String, expected: String, _ read: (String) -> Value?) throws(UsageError)
        -> Value?
    {
        guard let text = values[name] else { return nil }
        guard let value = read(text) else { throw UsageError("--\(name) needs \(expected), not '\(text)'") }
        return value
    }

    /// A whole-number option.
    /// - Parameter name: Its long name.
    /// - Returns: The number, or `nil` when the option was not given.
    /// - Throws: `UsageError` when the text is not a whole number.
    public func int(_ name: String) throws(UsageError) -> Int? {
        try value(name, expected: "a whole number") { Int($0) }
    }

    /// A whole-number option that must lie in a range.
    /// - Parameters:
    ///   - name: Its long name.
    ///   - range: The numbers it accepts.
    /// - Returns: The number, or `nil` when the option was not given.
    /// - Throws: `UsageError` when the text is not a number in the range.
    public func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        return try value(name, expected: expected) { Int($0).flatMap { range.contains($0) ? $0 : nil } }
    }

    /// A whole-number option with a smallest value.
    /// - Parameters:
    ///   - name: Its long name.
    ///   - minimum: The smallest number it accepts.
    /// - Returns: The number, or `nil` when the option was not given.
    /// - Throws: `UsageError` when the text is not a number of at least `minimum`.
    public func int(_ name: String, atLeast minimum: Int) throws(UsageError) -> Int? {
        try value(name, expected: "a whole number of at least \(minimum)") {
            Int($0).flatMap { $0 >= minimum ? $0 : nil }
        }
    }

    /// A number option.
    /// - Parameter name: Its long name.
    /// - Returns: The number, or `nil` when the option was not given.
    /// - Throws: `UsageError` when the text is not a number.
    public func double(_ name: String) throws(UsageError) -> Double? {
        try value(name, expected: "a number") { Double($0) }
    }
}
