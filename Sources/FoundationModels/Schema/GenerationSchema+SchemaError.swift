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

        /// A structure has two properties with the same name.
        case duplicateProperty(schema: String, property: String, Context)
        /// Two different types have the same name.
        case duplicateType(schema: String?, type: String, Context)
        /// A choice (`anyOf`) has no choices.
        case emptyTypeChoices(schema: String, Context)
        /// References name types that are not defined.
        case undefinedReferences(schema: String?, references: [String], Context)
        /// A JSON Schema uses a keyword, or a form of one, that a generation schema cannot
        /// express. Extension of this project.
        case unsupportedKeyword(keyword: String, path: String, Context)
        /// A JSON Schema is malformed (a keyword's value has the wrong type, or the schema
        /// matches nothing). Extension of this project.
        case invalidSchema(path: String, Context)

        /// The context of the error.
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
    }
}
