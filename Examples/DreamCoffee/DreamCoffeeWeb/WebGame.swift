import DreamCoffeeKit
import Foundation

/// The game as the web page talks to it, without HTTP: a tab connects and gets a stream of
/// events, sends actions as JSON, and leaves. One tab plays at a time; the rules are
/// `GamePlay`'s, shared with the terminal.
///
/// Extension of this project. `WebServer` puts it on HTTP; the tests call it directly.
public final class WebGame: Sendable {
    /// The game as the player sees it.
    public let play: GamePlay
    /// Who plays.
    let seat = PlayerSeat()
    /// How often a connected tab's view is compared with the last one sent.
    let refreshInterval: Duration

    /// Wraps a game.
    /// - Parameters:
    ///   - play: The game.
    ///   - refreshInterval: How often to look for changes to send (the model streams replies
    ///     and customers arrive in the background).
    public init(play: GamePlay, refreshInterval: Duration = .milliseconds(40)) {
        self.play = play
        self.refreshInterval = refreshInterval
    }

    /// What the page shows now.
    public var view: WebView {
        WebView(ui: play.state, world: play.game.snapshot, modelStatus: play.modelStatus)
    }

    /// Connects a tab: `hello` with its id, then a `state` event whenever the view changes,
    /// until the stream is dropped (which frees the game for another tab). When another tab
    /// plays, one `occupied` event and the end.
    /// - Returns: The events.
    public func connect() -> AsyncStream<WebEvent> {
        AsyncStream { continuation in
            guard let tab = seat.take() else {
                continuation.yield(
                    WebEvent(
                        "occupied",
                        [
                            "message":
                                "Dream Coffee is already open in another tab: one player at a time. "
                                + "Close that tab, then press Try again here."
                        ]))
                continuation.finish()
                return
            }
            continuation.yield(WebEvent("hello", WebHello(tab: tab, map: play.game.snapshot.shop.map)))
            let task = Task { [self] in
                var last: WebView?
                while !Task.isCancelled {
                    let view = self.view
                    if view != last {
                        continuation.yield(WebEvent("state", view))
                        last = view
                    }
                    try? await Task.sleep(for: refreshInterval)
                }
            }
            continuation.onTermination = { [seat] _ in
                task.cancel()
                seat.leave(tab)
            }
        }
    }

    /// Runs an action a tab sent.
    /// - Parameter body: The request's JSON, e.g. `{"tab": "…", "action": "walk", "direction": "up"}`.
    /// - Returns: The view after the action.
    /// - Throws: `WebError`: the request is not an action (`invalidRequest`), it does not come
    ///   from the tab that plays (`otherTab`), or the game refused it (`notNow`). Either way
    ///   nothing changed.
    public func act(_ body: Data) throws(WebError) -> WebView {
        let (tab, action) = try ActionRequest.read(body)
        guard seat.isHeld(by: tab) else {
            throw WebError(
                .otherTab,
                tab == nil
                    ? #"Send the tab's id as "tab": the page gets it in the hello event of GET /events."#
                    : "This tab does not hold the game: it is played in another tab. Close that one and reload.")
        }
        do {
            try play.perform(action)
        } catch {
            throw WebError(.notNow, error.message)
        }
        return view
    }

    /// A tab leaves (its page is closing): the game is free for another.
    /// - Parameter body: `{"tab": "…"}`; anything else is ignored.
    public func leave(_ body: Data) {
        struct Leaving: Decodable { var tab: String }
        if let leaving = try? JSONDecoder().decode(Leaving.self, from: body) { seat.leave(leaving.tab) }
    }

    /// The open order's portrait, as a PNG.
    /// - Returns: The file's bytes, or nil when no order is open.
    public func portrait() -> [UInt8]? {
        play.state.encounter?.npc.picture.portrait.pngData()
    }
}
