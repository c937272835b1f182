import DreamCoffeeWeb
import Foundation
import FoundationModelsTestSupport
import Testing

@testable import DreamCoffeeKit

/// The page's protocol without HTTP, on a scripted model: events, actions, refusals.
@Suite("Web protocol")
struct WebGameTests {
    /// A web game whose tab has connected, with its customers arrived (so the world holds still).
    struct Connected {
        let web: WebGame
        let tab: String
        let events: Task<Void, Never>
        let states: AsyncStream<WebView>

        static func start(newGame: Bool = true, chatPace: Duration? = nil) async throws -> Connected {
            let model = ScriptedModel(Canned.gameRule(chatPace: chatPace))
            let play = GamePlay(game: try GameFixtures.game(model: model, customers: 1), modelStatus: .ready)
            let web = WebGame(play: play, refreshInterval: .milliseconds(5))
            let (hello, helloSent) = AsyncStream.makeStream(of: String.self)
            let (states, stateSent) = AsyncStream.makeStream(of: WebView.self)
            let events = Task {
                for await event in web.connect() {
                    if event.name == "hello", let object = try? JSONSerialization.jsonObject(with: event.data) {
                        helloSent.yield((object as? [String: Any])?["tab"] as? String ?? "")
                    }
                    if event.name == "state" { stateSent.yield(web.view) }
                }
            }
            var tab = ""
            for await id in hello {
                tab = id
                break
            }
            let connected = Connected(web: web, tab: tab, events: events, states: states)
            if newGame {
                _ = try connected.act(#""action": "newGame""#)
                _ = await play.game.dreamCustomer(0)
                _ = await play.game.contactsCustomer()
            }
            return connected
        }

        /// Sends an action's fields (without braces; the tab is added).
        func act(_ fields: String) throws(WebError) -> WebView {
            try web.act(Data(#"{"tab": "\#(tab)", \#(fields)}"#.utf8))
        }

        func disconnect() {
            events.cancel()
            web.play.game.stop()
        }
    }

    /// What a refusal must leave as it was (the view without the clock's progress line).
    static func still(_ view: WebView) -> WebView {
        var view = view
        view.progress = nil
        return view
    }

    static func expectRefused(
        _ body: String, by web: WebGame, _ kind: WebError.Kind, saying words: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = still(web.view)
        #expect(sourceLocation: sourceLocation) { try web.act(Data(body.utf8)) } throws: { error in
            guard let error = error as? WebError else { return false }
            return error.kind == kind && error.message.contains(words)
                && String(decoding: error.json, as: UTF8.self).contains(#""type":"\#(kind.rawValue)""#)
        }
        #expect(still(web.view) == before, "a refused request changed the game", sourceLocation: sourceLocation)
    }

    @Test("Malformed JSON, unknown actions and bad fields are refused with what is wrong, and change nothing")
    func badInput() async throws {
        let game = try await Connected.start()
        defer { game.disconnect() }
        let tab = game.tab
        let cases: [(String, String)] = [
            ("", "not JSON"),
            ("{\"tab\": ", "not JSON"),
            ("[1, 2]", "must be a JSON object"),
            (#"{"tab": "\#(tab)"}"#, "No action given"),
            (#"{"tab": "\#(tab)", "action": "fly"}"#, "Unknown action 'fly'"),
            (#"{"tab": "\#(tab)", "action": 7}"#, #""action" must be a string"#),
            (#"{"tab": "\#(tab)", "action": "walk"}"#, #"needs "direction""#),
            (#"{"tab": "\#(tab)", "action": "walk", "direction": "north"}"#, "Unknown direction 'north'"),
            (#"{"tab": "\#(tab)", "action": "goToCup", "cup": "one"}"#, #""cup" must be a whole number"#),
            (#"{"tab": "\#(tab)", "action": "goToCup", "cup": 9}"#, "There is no cup 9"),
            (#"{"tab": "\#(tab)", "action": "say"}"#, #"needs "text""#),
            (
                #"{"tab": "\#(tab)", "action": "setDrink", "drink": {"kind": "beer", "temperature": "hot", "milk": "none"}}"#,
                "Unknown drink 'beer'"
            ),
            (
                #"{"tab": "\#(tab)", "action": "setDrink", "drink": {"kind": "latte", "temperature": "hot"}}"#,
                #""drink.milk" is missing"#
            ),
            (
                #"{"tab": "\#(tab)", "action": "setDrink", "drink": {"kind": "latte", "temperature": "hot", "milk": "oat", "flavors": ["bacon"]}}"#,
                "Unknown flavour 'bacon'"
            ),
        ]
        for (body, words) in cases {
            Self.expectRefused(body, by: game.web, .invalidRequest, saying: words)
        }
        #expect(WebError(.invalidRequest, "x").status == 400)
    }

    @Test("An action that does not fit the screen is refused by the game's rules, and changes nothing")
    func notNow() async throws {
        let game = try await Connected.start()
        defer { game.disconnect() }
        let tab = game.tab
        Self.expectRefused(
            #"{"tab": "\#(tab)", "action": "newGame"}"#, by: game.web, .notNow, saying: "already started")
        Self.expectRefused(#"{"tab": "\#(tab)", "action": "brew"}"#, by: game.web, .notNow, saying: "No order is open")
        Self.expectRefused(
            #"{"tab": "\#(tab)", "action": "say", "text": "hi"}"#, by: game.web, .notNow,
            saying: "not talking to anyone")
        Self.expectRefused(#"{"tab": "\#(tab)", "action": "close"}"#, by: game.web, .notNow, saying: "Nothing is open")
        #expect(WebError(.notNow, "x").status == 409)
    }

    @Test("A reply streams into the state events; a line sent mid-reply is refused")
    func midGeneration() async throws {
        // The reply comes a character every 0.2 s, so that the line below is sent mid-reply.
        let game = try await Connected.start(chatPace: .milliseconds(200))
        defer { game.disconnect() }
        for _ in 0..<11 { _ = try game.act(#""action": "walk", "direction": "up""#) }
        for _ in 0..<9 { _ = try game.act(#""action": "walk", "direction": "left""#) }
        #expect(game.web.view.near == "Chike")
        let opened = try game.act(#""action": "interact""#)
        #expect(opened.screen == "dialog" && opened.dialog?.text == Barista().firstLine)
        let sent = try game.act(#""action": "say", "text": "hello""#)
        #expect(sent.dialog?.said == "hello")
        // The reply goes on streaming meanwhile: the refused line changes nothing it would have.
        #expect { try game.act(#""action": "say", "text": "again""#) } throws: { error in
            (error as? WebError)?.kind == .notNow && (error as? WebError)?.message.contains("still answering") == true
        }
        #expect(game.web.view.dialog?.said == "hello")
        var reply: String?
        for await state in game.states where state.dialog?.waiting == false && state.dialog?.arriving == false {
            if state.dialog?.text == "You said: hello" {
                reply = state.dialog?.text
                break
            }
        }
        #expect(reply == "You said: hello")
        _ = try game.act(#""action": "close""#)
        #expect(game.web.view.screen == "shop")
    }

    @Test("Serving through the protocol: the order sheet, its portrait, the verdict with stars, the summary")
    func serve() async throws {
        let game = try await Connected.start()
        defer { game.disconnect() }
        #expect(game.web.portrait() == nil)
        _ = try game.act(#""action": "goToCup", "cup": 1"#)
        let sheet = try game.act(#""action": "interact""#)
        let order = try #require(sheet.order)
        #expect(sheet.screen == "encounter" && order.name == "Moonmoth" && order.order == "an iced vanilla latte")
        #expect(order.portrait.hasPrefix("/portrait.png?cup=1&name=Moonmoth"))
        #expect(Array(game.web.portrait()?.prefix(8) ?? []) == PNGEncoder.signature)
        let drink = #"{"kind": "latte", "temperature": "iced", "milk": "none", "flavors": ["vanilla"]}"#
        let set = try game.act(#""action": "setDrink", "drink": \#(drink)"#)
        #expect(set.drink.text == "an iced latte with vanilla")
        _ = try game.act(#""action": "brew""#)
        var verdict: WebView.Verdict?
        for await state in game.states {
            if let made = state.order?.verdict {
                verdict = made
                break
            }
        }
        #expect(verdict?.stars == "★★★★☆" && verdict?.satisfaction == 4 && verdict?.name == "Moonmoth")
        _ = try game.act(#""action": "close""#)
        let summary = try game.act(#""action": "endShift""#)
        #expect(summary.screen == "summary" && summary.summary?.first == "Shift 1 is over.")
        #expect(summary.summary?.contains { $0.contains("Moonmoth") } == true)
    }

    @Test("One tab plays: a second one is told so, a request from it is refused, and a closed tab frees the game")
    func secondTab() async throws {
        let game = try await Connected.start(newGame: false)
        var second: [WebEvent] = []
        for await event in game.web.connect() { second.append(event) }
        #expect(second.map(\.name) == ["occupied"])
        let message = String(decoding: second.first?.data ?? Data(), as: UTF8.self)
        #expect(message.contains("another tab"))
        Self.expectRefused(#"{"tab": "other", "action": "newGame"}"#, by: game.web, .otherTab, saying: "another tab")
        Self.expectRefused(#"{"action": "newGame"}"#, by: game.web, .otherTab, saying: #"Send the tab's id as "tab""#)
        game.web.leave(Data(#"{"tab": "\#(game.tab)"}"#.utf8))
        var next: [String] = []
        for await event in game.web.connect() {
            next.append(event.name)
            break
        }
        #expect(next == ["hello"])
        game.disconnect()
    }
}
