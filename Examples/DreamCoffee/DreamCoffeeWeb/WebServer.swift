import DreamCoffeeKit
import Foundation
import FoundationModelsServer

/// Dream Coffee over HTTP: the page at `/`, its events at `GET /events` (server-sent events),
/// actions at `POST /action`, `POST /leave` when a tab closes, and the open order's portrait at
/// `/portrait.png`. While it runs, the cups drift.
///
/// Extension of this project.
public final class WebServer: Sendable {
    /// The game it serves.
    public let game: WebGame
    private let http: HTTPServer
    private let drifting: Task<Void, Never>

    /// Starts serving.
    /// - Parameters:
    ///   - game: The game.
    ///   - host: The address to listen on (the game is for this machine: 127.0.0.1).
    ///   - port: The port; 0 lets the system choose.
    /// - Throws: `ServerError` when the port cannot be listened on.
    public init(game: WebGame, host: String = "127.0.0.1", port: Int) throws(ServerError) {
        self.game = game
        http = try HTTPServer(
            listeningOn: .tcp(host: host, port: port), maximumBodyBytes: 64 << 10,
            tooLarge: { Self.response(WebError(.invalidRequest, "The request is too large for an action.")) },
            handler: { request in await Self.respond(to: request, game: game) })
        let play = game.play
        drifting = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: GamePlay.driftInterval)
                play.drift()
            }
        }
    }

    /// Where the page is, e.g. `http://127.0.0.1:8080/`.
    public var address: String { "\(http.address)/" }

    /// The port listened on.
    public var port: Int {
        if case .tcp(_, let port) = http.address { return port }
        return 0
    }

    /// Stops the cups and the server (open event streams are closed).
    public func stop() async {
        drifting.cancel()
        await http.stop(drainingFor: .seconds(1))
    }

    /// Answers one request.
    static func respond(to request: HTTPRequest, game: WebGame) async -> HTTPResponse {
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/index.html"):
            return HTTPResponse(
                status: 200, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
                body: .bytes(Data(WebPage.html.utf8)))
        case ("GET", "/events"):
            return events(game)
        case ("POST", "/action"):
            do {
                return .json(200, WebJSON.encode(["state": try game.act(request.body)]))
            } catch {
                return response(error)
            }
        case ("POST", "/leave"):
            game.leave(request.body)
            return HTTPResponse(status: 204, body: .bytes(Data()))
        case ("GET", "/portrait.png"):
            guard let png = game.portrait() else {
                return response(WebError(.notFound, "No order is open, so there is no portrait to show."))
            }
            return HTTPResponse(
                status: 200, headers: [("Content-Type", "image/png"), ("Cache-Control", "no-store")],
                body: .bytes(Data(png)))
        default:
            return response(
                WebError(
                    .notFound,
                    "There is no \(request.method) \(request.path): the page is GET /, its events GET /events, "
                        + "and actions are POSTed to /action."))
        }
    }

    /// The event stream of a tab; dropping the connection frees the game for another.
    private static func events(_ game: WebGame) -> HTTPResponse {
        let body = ResponseBodyStream(heartbeat: Data(": keep-alive\n\n".utf8))
        let task = Task {
            for await event in game.connect() {
                body.write(event.bytes)
            }
            body.finish()
        }
        body.onClose { task.cancel() }
        return HTTPResponse(
            status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
            body: .stream(body))
    }

    private static func response(_ error: WebError) -> HTTPResponse {
        .json(error.status, error.json)
    }
}
