import DreamCoffeeKit
import DreamCoffeeWeb
import Foundation
import FoundationModelsOpenAI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The protocol over HTTP on 127.0.0.1: the page, refusals as JSON with their status, the
/// events as server-sent events.
@Suite("Web server")
struct WebServerTests {
    static func send(_ method: String, _ url: URL, body: String? = nil) async throws -> (Int, String, String?) {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        let response = try await HTTPClient(requestTimeout: 60, resourceTimeout: 60).response(for: request)
        return (response.status, String(decoding: response.body, as: UTF8.self), response.headers["content-type"])
    }

    @Test("The page, a refused action, an unknown path and a missing portrait")
    func routes() async throws {
        let play = GamePlay(game: try GameFixtures.game(customers: 1), modelStatus: .ready)
        let server = try WebServer(game: WebGame(play: play), port: 0)
        let base = try #require(URL(string: server.address))
        #expect(server.address.hasPrefix("http://127.0.0.1:") && server.port > 0)
        let (status, page, type) = try await Self.send("GET", base)
        #expect(status == 200 && type == "text/html; charset=utf-8")
        #expect(page.contains("<canvas id=\"shop\"") && page.contains("new EventSource(\"/events\")"))
        let (refused, error, errorType) = try await Self.send("POST", base.appendingPathComponent("action"), body: "{")
        #expect(refused == 400 && errorType == "application/json")
        #expect(error.contains(#""type":"invalid_request""#) && error.contains("not JSON"))
        let (notFound, _, _) = try await Self.send("GET", base.appendingPathComponent("nope"))
        #expect(notFound == 404)
        let (noPortrait, _, _) = try await Self.send("GET", base.appendingPathComponent("portrait.png"))
        #expect(noPortrait == 404)
        #expect(play.state.screen == .menu)
        await server.stop()
    }
}
