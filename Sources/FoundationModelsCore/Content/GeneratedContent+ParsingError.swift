import Foundation

extension GeneratedContent {
    /// An error reading generated content from text that is not JSON, nor the beginning of a
    /// JSON text.
    public struct ParsingError: LocalizedError, Sendable {
        /// The text that could not be read.
        public var rawContent: String
        /// The error that caused this one, if any.
        public var underlyingError: (any Error)?
        /// What went wrong and where: the line, column and byte offset of the first error.
        public var debugDescription: String

        /// Creates a parsing error.
        /// - Parameters:
        ///   - rawContent: the text that could not be read.
        ///   - underlyingError: the error that caused this one, if any.
        ///   - debugDescription: what went wrong and where.
        public init(rawContent: String, underlyingError: (any Error)? = nil, debugDescription: String) {
            self.rawContent = rawContent
            self.underlyingError = underlyingError
            self.debugDescription = debugDescription
        }
    }
}

extension GeneratedContent.ParsingError: CustomDebugStringConvertible {}

extension GeneratedContent.ParsingError {
    /// What went wrong and where.
    public var errorDescription: String? { debugDescription }
}
