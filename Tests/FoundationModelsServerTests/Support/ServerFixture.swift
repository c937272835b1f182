import Foundation
import FoundationModels
import FoundationModelsOpenAI
import FoundationModelsServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `ChatServer` on a free port of 127.0.0.1 for a test, and requests to it.
struct ServerFixture {
    let server: ChatServer
    let base: URL

    init<Model: LanguageModel>(
        _ model: Model, names: [String] = ["test-model"], contextSize: Int = 4096, apiKey: String? = nil,
        cors: String? = nil, maximumBodyBytes: Int = 4 << 20, streamPatience: Duration = .seconds(10)
    ) throws {
        try self.init(
            ChatServer(
                model: model, names: names, contextSize: contextSize,
                configuration: .init(
                    address: .tcp(host: "127.0.0.1", port: 0), apiKey: apiKey, corsOrigin: cors,
                    maximumBodyBytes: maximumBodyBytes, streamPatience: streamPatience)))
    }

    /// A fixture of a server made by the test (on a TCP port).
    init(_ server: ChatServer) throws {
        self.server = server
        guard case .tcp(_, let port) = server.address else { throw ServerError.notTCP }
        base = URL(string: "http://127.0.0.1:\(port)")!
    }

    enum ServerError: Error { case notTCP }

    var port: Int { base.port ?? 0 }

    /// A request; returns the status, the body and the headers.
    func send(
        _ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:]
    ) async throws -> (status: Int, body: String, headers: [String: String]) {
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.httpMethod = method
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let response = try await HTTPClient(requestTimeout: 300, resourceTimeout: 300).response(for: request)
        return (response.status, String(decoding: response.body, as: UTF8.self), response.headers)
    }

    /// A chat completion request body.
    static func chat(_ prompt: String, model: String = "test-model", extra: String = "") -> String {
        #"{"model": "\#(model)", "messages": [{"role": "user", "content": "\#(prompt)"}]\#(extra)}"#
    }

    /// The JSON of a body, as an object.
    static func object(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// The `data:` payloads of a server-sent-event body.
    static func events(_ text: String) -> [String] {
        text.components(separatedBy: "\n").filter { $0.hasPrefix("data: ") }.map { String($0.dropFirst(6)) }
    }
}
