import FoundationModels

/// A rule that a tool call's argument must satisfy.
///
/// ```swift
/// let matchers: [ArgumentMatcher] = [
///     .exact(argumentName: "city", value: "San Francisco"),
///     .keyOnly(argumentName: "units"),
///     .naturalLanguage(argumentName: "prompt", criteria: "A weather-related question"),
/// ]
/// ```
///
/// Every matcher requires the argument to be present (a `null` value counts as absent). The
/// name addresses a top-level argument of the call. Matchers that read text (``pattern(argumentName:regex:)``,
/// ``contains(argumentName:substring:)``, ``hasPrefix(argumentName:prefix:)``,
/// ``hasSuffix(argumentName:suffix:)``) read a string as it is, and a number or a Boolean as its
/// JSON text (`95014`, `true`); an array or an object never matches them.
///
/// In a JSON dataset a matcher is an object with one property, named after the case, holding
/// the associated values: `{"exact": {"argumentName": "room", "value": "kitchen"}}`,
/// `{"keyOnly": {"argumentName": "units"}}`,
/// `{"range": {"argumentName": "brightness", "minimum": 20, "maximum": 80}}` (a missing bound is
/// no bound).
public enum ArgumentMatcher: Codable, Sendable {
    /// The argument must be present and equal the value: strings and Booleans exactly, numbers by
    /// value (`20` equals `20.0`).
    /// - Parameters:
    ///   - argumentName: The name of the argument to validate.
    ///   - value: The value the argument must equal.
    case exact(argumentName: String, value: ArgumentValue)
    /// The argument must be present, with any value.
    /// - Parameter argumentName: The name of the argument to validate.
    case keyOnly(argumentName: String)
    /// The argument must be present and equal one of the values (as ``exact(argumentName:value:)``
    /// compares).
    /// - Parameters:
    ///   - argumentName: The name of the argument to validate.
    ///   - allowedValues: The values the argument may equal.
    case oneOf(argumentName: String, allowedValues: [ArgumentValue])
    /// The argument must be present and its numeric value must be within the range, bounds
    /// included. A string that holds a number (`"42"`) counts as that number.
    /// - Parameters:
    ///   - argumentName: The name of the argument to validate.
    ///   - minimum: The lower bound of the allowed range, or `nil` for no lower bound.
    ///   - maximum: The upper bound of the allowed range, or `nil` for no upper bound.
    case range(argumentName: String, minimum: Double?, maximum: Double?)
    /// The argument must be present and its string value must match the regular expression as a
    /// whole (as `String.wholeMatch(of:)` does; write `.*` around a part to search for it). A
    /// regular expression that does not compile never matches, and the rationale says why.
    /// - Parameters:
    ///   - argumentName: The name of the argument to validate.
    ///   - regex: The regular expression the argument's string value must match.
    case pattern(argumentName: String, regex: String)
    /// The argument must be present and its string value must contain the substring (case
    /// sensitive).
    /// - Parameters:
    ///   - argumentName: The name of the argument to validate.
    ///   - substring: The text the value must contain.
    case contains(argumentName: String, substring: String)
    /// The argument must be present and its string value must start with the prefix (case
    /// sensitive).
    /// - Parameters:
    ///   - argumentName: The name of the argument to validate.
    ///   - prefix: The text the value must start with.
    case hasPrefix(argumentName: String, prefix: String)
    /// The argument must be present and its string value must end with the suffix (case
    /// sensitive).
    /// - Parameters:
    ///   - argumentName: The name of the argument to validate.
    ///   - suffix: The text the value must end with.
    case hasSuffix(argumentName: String, suffix: String)
    /// The argument must be present and a language model must judge that its value satisfies the
    /// criteria: the ``ToolCallEvaluator``'s `argumentMatchModel`, or the on-device model.
    /// - Parameters:
    ///   - argumentName: The name of the argument to validate.
    ///   - criteria: What the value should be, in plain language.
    case naturalLanguage(argumentName: String, criteria: String)

    /// The name of the argument the matcher validates. Internal.
    var argumentName: String {
        switch self {
        case .exact(let name, _), .keyOnly(let name), .oneOf(let name, _), .range(let name, _, _),
            .pattern(let name, _), .contains(let name, _), .hasPrefix(let name, _), .hasSuffix(let name, _),
            .naturalLanguage(let name, _):
            name
        }
    }
}
