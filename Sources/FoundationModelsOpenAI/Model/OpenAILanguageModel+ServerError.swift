import Foundation

extension OpenAILanguageModel {
    /// A failure of the server that no `LanguageModelError` case describes: it cannot be
    /// reached, refuses the credentials, has no such model, fails, or answers in a way this
    /// backend cannot read. Extension of this project.
    public struct ServerError: Error, LocalizedError, Sendable, CustomDebugStringConvertible {
        /// What kind of failure.
        public enum Kind: Sendable, Equatable {
            /// The connection failed.
            case unreachable
            /// HTTP 401 or 403: the API key is missing or wrong.
            case unauthorized
            /// HTTP 404: no such endpoint or model.
            case notFound
            /// HTTP 5xx.
            case serverFailure
            /// Another error status: the server rejected the request.
            case rejected
            /// The server reported an error inside a stream.
            case stream
            /// The server's answer could not be read.
            case malformed
        }

        /// What kind of failure.
        public let kind: Kind
        /// The URL the request went to.
        public let url: URL
        /// The HTTP status, when the server answered.
        public let statusCode: Int?
        /// What went wrong and what to check.
        public let debugDescription: String

        init(_ kind: Kind, url: URL, statusCode: Int?, debugDescription: String) {
            self.kind = kind
            self.url = url
            self.statusCode = statusCode
            self.debugDescription = debugDescription
        }

        public var errorDescription: String? { debugDescription }
    }
}
