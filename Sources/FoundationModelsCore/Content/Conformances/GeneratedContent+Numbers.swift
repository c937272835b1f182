import Foundation

extension GeneratedContent {
    /// Creates number content with its exact text.
    init(number: Double, text: String?) {
        self.init(kind: .number(number), numberText: text, isComplete: true)
    }

    /// Reads this content as an integer of a fixed-width type, exactly.
    /// - Throws: `decodingFailure` when the content is not a number, not whole, or out of the
    ///   type's range.
    func integer<Value: FixedWidthInteger>(_ type: Value.Type) throws -> Value {
        guard case .number(let number) = kind else {
            throw mismatch("an integer", for: Value.self)
        }
        if let text = numberText, let exact = Value(text) {
            return exact
        }
        if let text = numberText, let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
            decimal == decimal.rounded(), let exact = Value(decimal.description)
        {
            return exact
        }
        guard number == number.rounded(), let exact = Value(exactly: number) else {
            throw mismatch("a whole number from \(Value.min) to \(Value.max)", for: Value.self)
        }
        return exact
    }

    /// Reads this content as a `Double`.
    func double(for type: Any.Type) throws -> Double {
        guard case .number(let number) = kind else {
            throw mismatch("a number", for: type)
        }
        return number
    }
}

extension Decimal {
    /// This decimal rounded to a whole number.
    fileprivate func rounded() -> Decimal {
        var value = self
        var result = Decimal()
        NSDecimalRound(&result, &value, 0, .plain)
        return result
    }
}
