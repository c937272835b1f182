/// An error thrown when a schema cannot be compiled or input does not match the grammar.
/// Extension of this project.
public struct GrammarError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is.
    public enum Code: Sendable, Hashable {
        /// A ``JSONSchemaNode/ref(_:)`` names no entry of the definitions table.
        case unknownReference
        /// A pattern is not a valid regular expression.
        case invalidPattern
        /// A pattern uses a construct the engine does not support.
        case unsupportedPattern
        /// A pattern's automaton would be too large.
        case patternTooComplex
        /// An `anyOf` has no alternatives.
        case emptyAnyOf
        /// Bounds or counts are inconsistent (minimum above maximum, negative counts, …).
        case invalidBounds
        /// An object declares the same property twice.
        case duplicateProperty
        /// An object whose properties come in any order lists more than can be tracked.
        case objectTooLarge
        /// A constraint that the matcher cannot enforce exactly.
        case unsupportedConstraint
        /// No finite JSON value matches the schema (or a required part of it).
        case noFiniteInstance
        /// The bytes or token given to the matcher are not allowed at this point.
        case rejectedInput
    }

    /// What kind of problem this is.
    public let code: Code
    /// A message that says what went wrong and what to do.
    public let message: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: What kind of problem this is.
    ///   - message: What went wrong and what to do.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
