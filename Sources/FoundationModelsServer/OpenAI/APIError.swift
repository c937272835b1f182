import Foundation

/// An error as OpenAI's API sends it: a status and `{"error": {"message", "type", "param",
/// "code"}}`. Extension of this project.
public struct APIError: Error, Sendable, Equatable {
    /// The HTTP status.
    public var status: Int
    /// What went wrong and what to do.
    public var message: String
    /// OpenAI's error type, e.g. `invalid_request_error`.
    public var type: String
    /// The request field at fault, if any (e.g. `messages[2].content`).
    public var param: String?
    /// A machine-readable code, if any (e.g. `context_length_exceeded`).
    public var code: String?

    /// A 400 for a request that cannot be served as it is.
    static func invalid(_ message: String, param: String? = nil, code: String? = nil) -> APIError {
        APIError(status: 400, message: message, type: "invalid_request_error", param: param, code: code)
    }

    /// A field of the wrong type.
    static func type(_ param: String, _ expected: String) -> APIError {
        invalid("'\(param)' must be \(expected).", param: param, code: "invalid_type")
    }

    /// A body that is not JSON.
    static func malformed(_ detail: String) -> APIError {
        invalid(
            "The request body is not valid JSON (\(detail)). Send a JSON object with Content-Type: application/json.",
            code: "invalid_json")
    }

    /// A model the server does not serve.
    static func unknownModel(_ name: String, served: [String]) -> APIError {
        APIError(
            status: 404,
            message: "The model '\(name)' does not exist. This server serves "
                + served.map { "'\($0)'" }.joined(separator: ", ") + " (see GET /v1/models).",
            type: "invalid_request_error", param: "model", code: "model_not_found")
    }

    /// A `previous_response_id` the server does not keep (never stored, deleted or evicted).
    static func previousResponseNotFound(_ id: String) -> APIError {
        APIError(
            status: 404,
            message: "Previous response with id '\(id)' not found. It was not stored (\"store\": false), was "
                + "deleted, or was evicted (the server keeps its most recently used responses); send the whole "
                + "conversation as 'input' instead.",
            type: "invalid_request_error", param: "previous_response_id", code: "previous_response_not_found")
    }

    /// A response id the server does not keep.
    static func responseNotFound(_ id: String) -> APIError {
        APIError(
            status: 404, message: "Response with id '\(id)' not found.", type: "invalid_request_error", param: nil,
            code: nil)
    }

    /// A missing or wrong API key.
    static let unauthorized = APIError(
        status: 401,
        message:
            "Incorrect or missing API key. Send it as 'Authorization: Bearer KEY' (the key fm serve was started with).",
        type: "invalid_request_error", param: nil, code: "invalid_api_key")

    /// A body over the size limit.
    static func tooLarge(limit: Int) -> APIError {
        APIError(
            status: 413, message: "The request body is larger than this server's limit of \(limit) bytes.",
            type: "invalid_request_error", param: nil, code: "request_too_large")
    }

    /// A path the server does not have.
    static func notFound(_ method: String, _ path: String) -> APIError {
        APIError(
            status: 404,
            message: "There is no \(method) \(path). This server has POST /v1/chat/completions, POST /v1/responses, "
                + "GET and DELETE /v1/responses/{id}, GET /v1/responses/{id}/input_items, GET /v1/models and GET /health.",
            type: "invalid_request_error", param: nil, code: "unknown_url")
    }

    /// A prompt that does not fit the context window.
    static func contextLength(_ contextSize: Int, tokens: Int) -> APIError {
        invalid(
            "This model's maximum context length is \(contextSize) tokens. However, your messages resulted in "
                + "\(tokens) tokens. Shorten the messages, or start fm serve with a larger --context.",
            param: "messages", code: "context_length_exceeded")
    }

    /// A failure of the server itself.
    static func server(_ message: String) -> APIError {
        APIError(status: 500, message: message, type: "server_error", param: nil, code: nil)
    }

    /// The error as JSON text.
    var json: Data {
        struct Body: Encodable {
            struct Inner: Encodable {
                let message: String
                let type: String
                let param: String?
                let code: String?

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(message, forKey: .message)
                    try container.encode(type, forKey: .type)
                    try container.encode(param, forKey: .param)
                    try container.encode(code, forKey: .code)
                }

                enum CodingKeys: String, CodingKey { case message, type, param, code }
            }
            let error: Inner
        }
        return WireJSON.encode(Body(error: .init(message: message, type: type, param: param, code: code)))
    }
}
