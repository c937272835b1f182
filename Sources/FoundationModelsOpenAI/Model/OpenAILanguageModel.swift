import Foundation
import FoundationModelsCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A model served over HTTP by any server that speaks the OpenAI chat-completions protocol:
/// llama.cpp's `llama-server`, vLLM, Ollama, or OpenAI itself. Extension of this project.
///
/// Responses stream as server-sent events; a response schema is sent as a JSON-schema
/// `response_format` (or, for servers without it, shown in the prompt and checked afterwards);
/// tools are sent in the `tools` field and the model's calls come back to the session;
/// `reasoning_content` becomes reasoning entries, and the server's usage the response's usage.
///
/// Only `FoundationModelsCore` is needed to build it, not llama.cpp.
///
/// ```swift
/// let model = OpenAILanguageModel(baseURL: URL(string: "http://127.0.0.1:8080/v1")!, model: "qwen")
/// let session = LanguageModelSession(model: model)
/// let answer = try await session.respond(to: "What is the capital of France?")
/// ```
public struct OpenAILanguageModel: Sendable, Hashable {
    /// How a response schema is sent to the server.
    public enum StructuredOutput: Sendable, Hashable {
        /// As `response_format: {type: json_schema, json_schema: {name, schema, strict: true}}`,
        /// which constrains the server's decoding. When a server rejects the field, the request is
        /// sent again as ``promptOnly``.
        case jsonSchema
        /// Only in the prompt; the answer is checked against the schema afterwards (a mismatch is
        /// `decodingFailure`). For servers without JSON-schema output.
        case promptOnly
    }

    /// The server's API base, e.g. `http://127.0.0.1:8080/v1`; requests go to
    /// `<baseURL>/chat/completions`.
    public var baseURL: URL
    /// The model's name on the server.
    public var model: String
    /// The API key sent as `Authorization: Bearer <key>`; nil sends none.
    public var apiKey: String?
    /// The most seconds to wait for the server's next byte.
    public var requestTimeout: TimeInterval
    /// The most seconds one response may take in all.
    public var resourceTimeout: TimeInterval
    /// Headers added to every request (e.g. an organization or a proxy's token).
    public var headers: [String: String]
    /// The context window of the served model, in tokens (see ``withServerContextSize()``).
    public var contextSize: Int
    /// Whether responses stream as server-sent events (default true).
    public var streaming: Bool = true
    /// How a response schema is sent.
    public var structuredOutput: StructuredOutput = .jsonSchema
    /// Whether the server accepts `top_k` (llama-server, vLLM and Ollama do; OpenAI does not).
    public var sendsTopK: Bool = false
    /// Whether the served model reads images (`image_url` content parts); when false, a prompt
    /// with an image throws `unsupportedCapability` before anything is sent.
    public var readsImages: Bool = true
    /// How failed requests that are safe to repeat are retried.
    public var retryPolicy: RetryPolicy = .default

    /// The environment variable the API key is read from by default.
    public static let apiKeyVariable = "OPENAI_API_KEY"

    /// Describes a served model; nothing is sent until a session responds.
    /// - Parameters:
    ///   - baseURL: the API base, e.g. `http://127.0.0.1:8080/v1` (llama-server),
    ///     `http://localhost:11434/v1` (Ollama), `http://localhost:8000/v1` (vLLM).
    ///   - model: the model's name on the server.
    ///   - apiKey: the API key (default: the `OPENAI_API_KEY` environment variable).
    ///   - contextSize: the served model's context window in tokens (default 4096).
    ///   - requestTimeout: the most seconds to wait for the next byte (default 600, as OpenAI's
    ///     Python client: a server on a CPU may send nothing while it reads a long prompt).
    ///   - resourceTimeout: the most seconds one response may take (default 3600).
    ///   - headers: headers added to every request.
    public init(
        baseURL: URL, model: String,
        apiKey: String? = ProcessInfo.processInfo.environment[OpenAILanguageModel.apiKeyVariable],
        contextSize: Int = 4096, requestTimeout: TimeInterval = 600, resourceTimeout: TimeInterval = 3600,
        headers: [String: String] = [:]
    ) {
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        self.contextSize = contextSize
        self.requestTimeout = requestTimeout
        self.resourceTimeout = resourceTimeout
        self.headers = headers
    }

    /// The URL of an endpoint under the base URL.
    func endpoint(_ path: String) -> URL {
        baseURL.appendingPathComponent(path)
    }

    /// The URL of an endpoint at the server's root (the base URL without a trailing `/v1`),
    /// where llama-server has `/props`, `/tokenize` and `/health`.
    func rootEndpoint(_ path: String) -> URL {
        var root = baseURL
        if root.lastPathComponent == "v1" { root.deleteLastPathComponent() }
        return root.appendingPathComponent(path)
    }

    /// A request with the headers every request carries.
    func urlRequest(_ url: URL, method: String = "GET", body: String? = nil) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.timeoutInterval = requestTimeout
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        request.setValue(
            streaming ? "text/event-stream, application/json" : "application/json", forHTTPHeaderField: "Accept")
        if let apiKey { request.setValue("Bearer " + apiKey, forHTTPHeaderField: "Authorization") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }

    /// The HTTP client with this model's timeouts.
    var client: HTTPClient { HTTPClient(requestTimeout: requestTimeout, resourceTimeout: resourceTimeout) }
}
