import Foundation

extension GenerationSchema {
    /// An error in the definition of a schema.
    public enum SchemaError: Error, LocalizedError {
        /// The context of a schema error.
        public struct Context: Sendable {
            /// What went wrong and what to do about it.
            public let debugDescription: String

            /// Creates a context.
            /// - Parameter debugDescription: what went wrong and what to do about it.
            public init(debugDescription: String) {
                self.debugDescription = debugDescription
            }
        }

        /// Two different types have the same name.
        case duplicateType(schema: String?, type: String, context: Context)
        /// A structure has two properties with the same name.
        case duplicateProperty(schema: String, property: String, context: Context)
        /// A choice (`anyOf`) has no choices.
        case emptyTypeChoices(schema: String, context: Context)
        /// References name types that are not defined.
        case undefinedReferences(schema: String?, references: [String], context: Context)
        /// A JSON Schema uses a keyword, or a form of one, that a generation schema cannot
        /// express. Extension of this project.
        case unsupportedKeyword(keyword: String, path: String, context: Context)
        /// A JSON Schema is malformed (a keyword's value has the wrong type, or the schema
        /// matches nothing). Extension of this project.
        case invalidSchema(path: String, context: Context)

        /// The context of the error. Extension of this project.
        public var context: Context {
            switch self {
            case .duplicateProperty(_, _, let context), .duplicateType(_, _, let context),
                .emptyTypeChoices(_, let context), .undefinedReferences(_, _, let context),
                .unsupportedKeyword(_, _, let context), .invalidSchema(_, let context):
                return context
            }
        }

        /// A description of the error, saying what to do.
        public var errorDescription: String? { context.debugDescription }

        /// How to fix the schema.
        public var recoverySuggestion: String? {
            switch self {
            case .duplicateType(_, let type, _):
                "Give each type a unique name; more than one is named '\(type)'."
            case .duplicateProperty(_, let property, _):
                "Rename or remove one of the properties named '\(property)'."
            case .emptyTypeChoices:
                "Give the choice at least one option."
            case .undefinedReferences(_, let references, _):
                "Define every referenced schema (\(references.joined(separator: ", "))), for example in 'dependencies'."
            case .unsupportedKeyword(let keyword, _, _):
                "Remove '\(keyword)' or express the constraint with a keyword a generation schema supports."
            case .invalidSchema:
                "Fix the schema so that it is a valid JSON Schema."
            }
        }
    }
}
