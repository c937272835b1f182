import Foundation
import FoundationModels

extension ArgumentMatcher {
    /// What a matcher concludes about one call's arguments by itself. Internal.
    enum Check: Equatable, Sendable {
        /// The argument satisfies the matcher.
        case matched
        /// The argument does not satisfy the matcher, for this reason (e.g. `room is "garage",
        /// expected "kitchen"`).
        case failed(String)
        /// A language model must judge whether the value meets the criteria.
        case needsJudgement(value: StructuredValue, criteria: String)
    }

    /// Checks a call's arguments against this matcher; a ``naturalLanguage(argumentName:criteria:)``
    /// matcher leaves the judgement to a model.
    /// - Parameter arguments: The call's arguments (an object).
    /// - Returns: The conclusion.
    func check(_ arguments: GeneratedContent) -> Check {
        let name = argumentName
        guard let value = Self.argument(name, in: arguments) else { return .failed("\(name) is missing") }
        let actual = "\(name) is \(value.quotedText)"
        switch self {
        case .exact(_, let expected):
            return expected.isEqual(to: value)
                ? .matched : .failed("\(actual), expected \(expected.structuredValue.quotedText)")
        case .keyOnly:
            return .matched
        case .oneOf(_, let allowed):
            if allowed.contains(where: { $0.isEqual(to: value) }) { return .matched }
            return .failed(
                "\(actual), expected one of \(allowed.map(\.structuredValue.quotedText).joined(separator: ", "))")
        case .range(_, let minimum, let maximum):
            let bounds = Self.describe(minimum: minimum, maximum: maximum)
            guard let number = value.number ?? value.string.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) })
            else { return .failed("\(actual), expected a number (\(bounds))") }
            let inside = minimum.map { number >= $0 } != false && maximum.map { number <= $0 } != false
            return inside ? .matched : .failed("\(actual), expected \(bounds)")
        case .pattern(_, let pattern):
            let regex: Regex<AnyRegexOutput>
            do {
                regex = try Regex(pattern)
            } catch {
                return .failed("the pattern /\(pattern)/ for \(name) is not a valid regular expression (\(error))")
            }
            guard let text = value.scalarText, (try? regex.wholeMatch(in: text)) != nil else {
                return .failed("\(actual), expected text matching /\(pattern)/")
            }
            return .matched
        case .contains(_, let substring):
            if value.scalarText?.contains(substring) == true { return .matched }
            return .failed("\(actual), expected text containing \"\(substring)\"")
        case .hasPrefix(_, let prefix):
            if value.scalarText?.hasPrefix(prefix) == true { return .matched }
            return .failed("\(actual), expected text starting with \"\(prefix)\"")
        case .hasSuffix(_, let suffix):
            if value.scalarText?.hasSuffix(suffix) == true { return .matched }
            return .failed("\(actual), expected text ending with \"\(suffix)\"")
        case .naturalLanguage(_, let criteria):
            return .needsJudgement(value: value, criteria: criteria)
        }
    }

    /// What the matcher expects, for rationales: `room: "kitchen"`, `brightness: 20...80`,
    /// `units: any`.
    var summary: String {
        switch self {
        case .exact(let name, let value): "\(name): \(value.structuredValue.quotedText)"
        case .keyOnly(let name): "\(name): any"
        case .oneOf(let name, let values):
            "\(name): one of \(values.map(\.structuredValue.quotedText).joined(separator: ", "))"
        case .range(let name, let minimum, let maximum): "\(name): \(Self.describe(minimum: minimum, maximum: maximum))"
        case .pattern(let name, let regex): "\(name): matching /\(regex)/"
        case .contains(let name, let substring): "\(name): containing \"\(substring)\""
        case .hasPrefix(let name, let prefix): "\(name): starting with \"\(prefix)\""
        case .hasSuffix(let name, let suffix): "\(name): ending with \"\(suffix)\""
        case .naturalLanguage(let name, let criteria): "\(name): judged \"\(criteria)\""
        }
    }

    /// A top-level argument of a call, or nil when it is absent or null.
    /// - Parameters:
    ///   - name: The argument's name.
    ///   - arguments: The call's arguments.
    /// - Returns: The argument's value.
    static func argument(_ name: String, in arguments: GeneratedContent) -> StructuredValue? {
        guard case .structure(let properties, _) = arguments.kind, let content = properties[name] else { return nil }
        let value = StructuredValue(content)
        return value == .null ? nil : value
    }

    /// A range's bounds in words: `20...80`, `at least 20`, `at most 80`, `any number`.
    private static func describe(minimum: Double?, maximum: Double?) -> String {
        switch (minimum, maximum) {
        case (let minimum?, let maximum?):
            "\(StructuredValue.describe(minimum))...\(StructuredValue.describe(maximum))"
        case (let minimum?, nil): "at least \(StructuredValue.describe(minimum))"
        case (nil, let maximum?): "at most \(StructuredValue.describe(maximum))"
        case (nil, nil): "any number"
        }
    }
}

extension StructuredValue {
    /// The string this value holds, if it is a string. Internal.
    fileprivate var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The text that text matchers read: a string as it is, a number or a Boolean as its JSON
    /// text; nil for null, arrays and objects.
    fileprivate var scalarText: String? {
        switch self {
        case .string, .int, .double, .bool: text
        case .null, .array, .dictionary: nil
        }
    }
}
