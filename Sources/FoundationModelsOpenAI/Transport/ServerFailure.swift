import Foundation
import FoundationModelsCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a request to the server failed, before it is converted to a public error.
struct ServerFailure: Error {
    /// The kinds of failure.
    enum Kind {
        /// The connection failed or timed out; `beforeResponse` when no byte had arrived.
        case connection(URLError.Code?, beforeResponse: Bool)
        /// The server answered with an error status.
        case status(Int)
        /// The server reported an error inside a stream.
        case stream
        /// The server's answer could not be read.
        case malformed
    }

    /// What failed.
    let kind: Kind
    /// The server's message, or a description of the failure.
    let message: String
    /// The server's error type or code (e.g. `exceed_context_size_error`), if it gave one.
    let type: String?
    /// The `Retry-After` seconds of the answer, if any.
    var retryAfter: Double?

    /// Whether the same request may be sent again: the connection failed before any byte came
    /// back, or the server (or a proxy before it) said it is unavailable for now.
    var isRetryable: Bool {
        switch kind {
        case .connection(let code, let beforeResponse):
            beforeResponse && code != .timedOut
        case .status(let status):
            status == 502 || status == 503
        case .stream, .malformed:
            false
        }
    }

    /// Whether the server says the prompt does not fit its context window.
    var exceedsContext: Bool {
        let text = ((type ?? "") + " " + message).lowercased()
        return [
            "exceed_context", "context_length_exceeded", "context length", "context size", "context window",
            "maximum context",
        ].contains { text.contains($0) }
    }

    /// Whether the server rejects the `response_format` field (it lacks JSON-schema output).
    var rejectsResponseFormat: Bool {
        guard case .status(let status) = kind, [400, 422, 501].contains(status) else { return false }
        let text = message.lowercased()
        return !exceedsContext && (text.contains("response_format") || text.contains("json_schema"))
    }

    /// A failure from an error response's status and body (OpenAI's `{"error": {...}}`, or a
    /// top-level `message` as vLLM sends).
    static func status(_ status: Int, body: Data, headers: [String: String]) -> ServerFailure {
        let text = String(decoding: body, as: UTF8.self)
        let json = try? GeneratedContent(completeJSON: text)
        let error = json?[member: "error"]
        let message =
            error?[member: "message"]?.plainText ?? error?.stringValue ?? json?[member: "message"]?.plainText
            ?? (text.isEmpty ? HTTPURLResponse.localizedString(forStatusCode: status) : String(text.prefix(500)))
        let type =
            error?[member: "type"]?.plainText ?? error?[member: "code"]?.plainText ?? json?[member: "type"]?.plainText
        var failure = ServerFailure(kind: .status(status), message: message, type: type)
        failure.retryAfter = headers["retry-after"].flatMap(Double.init)
        return failure
    }

    /// A failure from a connection error.
    static func transport(_ failure: TransportFailure) -> ServerFailure {
        let urlError = failure.error as? URLError
        return ServerFailure(
            kind: .connection(urlError?.code, beforeResponse: !failure.receivedResponse),
            message: failure.error.localizedDescription, type: nil)
    }

    /// The error to report, naming the server's URL and what to check: a `LanguageModelError`
    /// where one fits (context, rate limit, timeout, content policy), else ``OpenAILanguageModel/ServerError``.
    /// - Parameters:
    ///   - url: the URL the request went to.
    ///   - contextSize: the served model's context window, as the model description has it.
    func publicError(url: URL, contextSize: Int) -> any Error {
        typealias ServerError = OpenAILanguageModel.ServerError
        let server = url.absoluteString
        if exceedsContext {
            return LanguageModelError.contextSizeExceeded(
                .init(
                    contextSize: contextSize, tokenCount: contextSize + 1,
                    debugDescription:
                        "The server at \(server) says the conversation does not fit its context window: \(message). "
                        + "Shorten the prompt or the transcript (start a new session), or start the server with a larger context."
                ))
        }
        if case .status = kind, let type, ["content_filter", "content_policy_violation"].contains(type) {
            return LanguageModelError.guardrailViolation(
                .init(
                    debugDescription:
                        "The server at \(server) refused the request by its content policy (\(type): \(message)). "
                        + "Rephrase the prompt."))
        }
        switch kind {
        case .connection(.timedOut?, _):
            return LanguageModelError.timeout(
                .init(
                    debugDescription:
                        "The server at \(server) did not answer in time (\(message)). Check that it is running, or raise the timeouts."
                ))
        case .connection:
            return ServerError(
                .unreachable, url: url, statusCode: nil,
                debugDescription:
                    "The server at \(server) cannot be reached (\(message)). Check that it is running and listening at that "
                    + "address, and that the base URL ends with the API prefix (e.g. /v1).")
        case .status(429):
            return LanguageModelError.rateLimited(
                .init(
                    resetDate: retryAfter.map { Date(timeIntervalSinceNow: $0) },
                    debugDescription: "The server at \(server) is rate limiting requests (HTTP 429: \(message)). "
                        + "Wait and try again, or send fewer requests at once."))
        case .status(let status) where status == 401 || status == 403:
            return ServerError(
                .unauthorized, url: url, statusCode: status,
                debugDescription:
                    "The server at \(server) refused the credentials (HTTP \(status): \(message)). Check the API key (OPENAI_API_KEY)."
            )
        case .status(404):
            return ServerError(
                .notFound, url: url, statusCode: 404,
                debugDescription:
                    "The server at \(server) has no such endpoint or model (HTTP 404: \(message)). Check the base URL and the model name."
            )
        case .status(let status) where status >= 500:
            return ServerError(
                .serverFailure, url: url, statusCode: status,
                debugDescription:
                    "The server at \(server) failed (HTTP \(status): \(message)). Check the server's log.")
        case .status(let status):
            return ServerError(
                .rejected, url: url, statusCode: status,
                debugDescription:
                    "The server at \(server) rejected the request (HTTP \(status): \(message)).")
        case .stream:
            return ServerError(
                .stream, url: url, statusCode: nil,
                debugDescription:
                    "The server at \(server) stopped with an error: \(message).")
        case .malformed:
            return ServerError(
                .malformed, url: url, statusCode: nil,
                debugDescription:
                    "The server at \(server) sent an answer this backend cannot read: \(message).")
        }
    }
}
