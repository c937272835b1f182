import Foundation
import FoundationModels

/// An OpenAI-compatible server of language models: `POST /v1/chat/completions` and
/// `POST /v1/responses` (whole or streamed as server-sent events; responses kept for
/// `previous_response_id`, `GET`, `DELETE` and `input_items`), `GET /v1/models` and
/// `GET /health`, with schemas and tool calls enforced by the model's engine. Requests run concurrently; on the embedded model they
/// are decoded together in batches. Extension of this project.
///
/// ```swift
/// let server = try ChatServer(model: LlamaLanguageModel(contentsOf: url), names: ["qwen"], contextSize: 4096,
///                             configuration: .init(address: .tcp(host: "127.0.0.1", port: 8080)))
/// ```
public final class ChatServer: Sendable {
    /// How a server runs.
    public struct Configuration: Sendable {
        /// Where it listens.
        public var address: ListeningSocket.Address
        /// The key clients must send as `Authorization: Bearer KEY`; nil accepts every request.
        public var apiKey: String?
        /// The origin allowed to call from a browser (`*` for any); nil sends no CORS headers.
        public var corsOrigin: String?
        /// The most requests generating at once; more wait in arrival order.
        public var parallel: Int
        /// The largest request body, in bytes.
        public var maximumBodyBytes: Int
        /// How long a streamed response waits for the model's first output before it begins
        /// anyway. Until then a failure gets an error status; after, the response is open and
        /// sends keep-alive comments every second, so that clients and proxies with an idle
        /// timeout (often 60 s) keep waiting for a long prompt or a full queue, and a failure
        /// comes as an error event in the stream.
        public var streamPatience: Duration
        /// The most responses of the Responses API kept (`store`) for `GET`, `input_items` and
        /// `previous_response_id`; the least recently used go first.
        public var storedResponses: Int
        /// Where stored responses are kept between launches (one JSON file each); nil keeps
        /// them in memory only.
        public var responsesDirectory: URL?

        /// Creates a configuration.
        public init(
            address: ListeningSocket.Address, apiKey: String? = nil, corsOrigin: String? = nil, parallel: Int = 8,
            maximumBodyBytes: Int = 4 << 20, streamPatience: Duration = .seconds(10), storedResponses: Int = 1000,
            responsesDirectory: URL? = nil
        ) {
            self.storedResponses = storedResponses
            self.responsesDirectory = responsesDirectory
            self.address = address
            self.apiKey = apiKey
            self.corsOrigin = corsOrigin
            self.parallel = parallel
            self.maximumBodyBytes = maximumBodyBytes
            self.streamPatience = streamPatience
        }
    }

    /// The models served, in the order `/v1/models` lists them.
    public let models: [ServedModel]
    /// Every name a model is served under, the first model's first.
    public var names: [String] { models.flatMap(\.names) }
    let configuration: Configuration
    let gate: AdmissionGate
    /// The responses kept for the Responses API.
    let responses: ResponseStore
    private let created = Int(Date().timeIntervalSince1970)
    private let http: HTTPServerBox

    /// The address the server listens on (with the port chosen, when 0 was asked for).
    public var address: ListeningSocket.Address { http.server.address }

    /// Starts serving one model.
    /// - Parameters:
    ///   - model: the model.
    ///   - names: the names clients use for it in `model` (at least one).
    ///   - contextSize: the model's context window, reported in `/v1/models`.
    ///   - configuration: where and how to serve.
    /// - Throws: `ServerError` when the address cannot be listened on, or what making the
    ///   model's executor throws.
    public convenience init<Model: LanguageModel>(
        model: Model, names: [String], contextSize: Int, configuration: Configuration
    ) throws {
        try self.init(
            models: [ServedModel(model, names: names, contextSize: contextSize)], configuration: configuration)
    }

    /// Starts serving several models; each request goes to the one its `model` names.
    /// - Parameters:
    ///   - models: the models (at least one); where two share a name, the first has it.
    ///   - configuration: where and how to serve.
    /// - Throws: `ServerError` when the address cannot be listened on.
    public init(models: [ServedModel], configuration: Configuration) throws {
        precondition(!models.isEmpty, "a server needs a model")
        self.models = models
        self.configuration = configuration
        gate = AdmissionGate(limit: configuration.parallel)
        responses = ResponseStore(capacity: configuration.storedResponses, directory: configuration.responsesDirectory)
        http = HTTPServerBox()
        let limit = configuration.maximumBodyBytes
        let cors = configuration.corsOrigin
        http.server = try HTTPServer(
            listeningOn: configuration.address, maximumBodyBytes: limit,
            tooLarge: { Self.error(.tooLarge(limit: limit), cors: cors) },
            handler: { [weak self] request in
                guard let self else { return Self.error(.server("The server is stopping."), cors: cors) }
                return await self.respond(to: request)
            })
    }

    /// The model a request names.
    /// - Throws: `APIError.unknownModel` (404) listing the names served.
    func model(named name: String) throws(APIError) -> ServedModel {
        guard let model = models.first(where: { $0.names.contains(name) }) else {
            throw .unknownModel(name, served: names)
        }
        return model
    }

    /// The requests being read or answered.
    public var activeRequests: Int { http.server.activeRequests }

    /// Stops accepting connections, lets the requests in flight finish (at most `timeout`),
    /// and stops.
    public func stop(drainingFor timeout: Duration = .seconds(60)) async {
        await http.server.stop(drainingFor: timeout)
    }

    /// Answers one request.
    func respond(to request: HTTPRequest) async -> HTTPResponse {
        if request.method == "OPTIONS" {
            return withCORS(HTTPResponse(status: 204, body: .bytes(Data())))
        }
        let route = (request.method, request.path.hasSuffix("/") ? String(request.path.dropLast()) : request.path)
        if route == ("GET", "/health") {
            return withCORS(.json(200, Data(#"{"status":"ok"}"#.utf8)))
        }
        if let key = configuration.apiKey, request.header("authorization") != "Bearer \(key)" {
            return Self.error(.unauthorized, cors: configuration.corsOrigin)
        }
        switch route {
        case ("GET", "/v1/models"), ("GET", "/models"):
            let entries = models.flatMap { model in
                model.names.map {
                    CompletionWire.ModelList.Entry(id: $0, created: created, maxModelLen: model.contextSize)
                }
            }
            return withCORS(.json(200, WireJSON.encode(CompletionWire.ModelList(data: entries))))
        case ("POST", "/v1/chat/completions"), ("POST", "/chat/completions"):
            do {
                return withCORS(try await complete(request))
            } catch {
                return Self.error(error, cors: configuration.corsOrigin)
            }
        case ("POST", "/v1/responses"), ("POST", "/responses"):
            do {
                return withCORS(try await createResponse(request))
            } catch {
                return Self.error(error, cors: configuration.corsOrigin)
            }
        default:
            do {
                if let response = try storedResponse(route.0, route.1) { return withCORS(response) }
            } catch {
                return Self.error(error, cors: configuration.corsOrigin)
            }
            return Self.error(.notFound(request.method, request.path), cors: configuration.corsOrigin)
        }
    }

    /// Adds the CORS headers, when an origin is allowed.
    func withCORS(_ response: HTTPResponse) -> HTTPResponse {
        Self.withCORS(response, origin: configuration.corsOrigin)
    }

    private static func withCORS(_ response: HTTPResponse, origin: String?) -> HTTPResponse {
        guard let origin else { return response }
        var response = response
        response.headers += [
            ("Access-Control-Allow-Origin", origin),
            ("Access-Control-Allow-Headers", "Authorization, Content-Type"),
            ("Access-Control-Allow-Methods", "GET, POST, DELETE, OPTIONS"),
        ]
        return response
    }

    /// An error response.
    static func error(_ error: APIError, cors: String?) -> HTTPResponse {
        withCORS(.json(error.status, error.json), origin: cors)
    }
}

/// Holds the HTTP server, which is made after the rest of the `ChatServer` it calls back.
///
/// `@unchecked Sendable`: `server` is set once in `ChatServer.init`, before any request can
/// reach the handler that reads it, and never changes after.
final class HTTPServerBox: @unchecked Sendable {
    var server: HTTPServer!
}
