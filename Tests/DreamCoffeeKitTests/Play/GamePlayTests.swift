import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import DreamCoffeeKit

/// The rules both front ends share: what each screen allows, and refusals that change nothing.
@Suite("Play actions and their rules")
struct GamePlayTests {
    /// A game at the main menu on a scripted model.
    static func play(model: any LanguageModel = ScriptedModel(Canned.gameRule()), status: ModelStatus = .ready) throws
        -> GamePlay
    {
        GamePlay(game: try GameFixtures.game(model: model, customers: 1), modelStatus: status)
    }

    /// Expects a refusal whose message contains `words`, and that nothing changed.
    static func expectRefused(
        _ action: PlayAction, by play: GamePlay, saying words: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (screen, player, drink) = (play.state.screen, play.game.snapshot.shop.player, play.game.snapshot.drink)
        #expect(sourceLocation: sourceLocation) { try play.perform(action) } throws: { error in
            (error as? PlayError)?.message.contains(words) == true
        }
        #expect(play.state.screen == screen, sourceLocation: sourceLocation)
        #expect(play.game.snapshot.shop.player == player, sourceLocation: sourceLocation)
        #expect(play.game.snapshot.drink == drink, sourceLocation: sourceLocation)
    }

    @Test("Each screen refuses the actions of the others, and nothing changes")
    func screens() throws {
        let play = try Self.play()
        defer { play.game.stop() }
        Self.expectRefused(.walk(.up), by: play, saying: "Start a new game first")
        Self.expectRefused(.say("hi"), by: play, saying: "not talking to anyone")
        Self.expectRefused(.brew, by: play, saying: "No order is open")
        Self.expectRefused(.setDrink(Drink(kind: .latte)), by: play, saying: "No order is open")
        Self.expectRefused(.close, by: play, saying: "Nothing is open")
        try play.perform(.newGame)
        #expect(play.state.screen == .shop)
        Self.expectRefused(.newGame, by: play, saying: "already started")
        Self.expectRefused(.interact, by: play, saying: "Nobody is close enough")
        try play.perform(.walk(.up))
        #expect(play.game.snapshot.shop.player == Position(x: 16, y: 14))
    }

    @Test("Without a model, New Game is refused with the reason")
    func noModel() throws {
        let play = try Self.play(status: .missing("/x.gguf"))
        Self.expectRefused(.newGame, by: play, saying: "No model file found at /x.gguf")
        #expect(play.state.screen == .menu)
    }

    @Test("A line is refused while the reply to the last one is on its way; closing cancels it")
    func midReply() async throws {
        let slow = ScriptedModel(Canned.gameRule(chat: { _ in "Hello there, trainee." }, chatPace: .seconds(60)))
        let play = try Self.play(model: slow)
        defer { play.game.stop() }
        try play.perform(.newGame)
        for _ in 0..<11 { try play.perform(.walk(.up)) }
        for _ in 0..<9 { try play.perform(.walk(.left)) }
        try play.perform(.interact)
        #expect(play.state.screen == .dialog && play.state.dialog?.text == Barista().firstLine)
        Self.expectRefused(.say("   "), by: play, saying: "Type something")
        Self.expectRefused(.say(String(repeating: "a", count: 61)), by: play, saying: "at most 60 characters")
        try play.perform(.say("What do you brew?"))
        #expect(play.state.dialog?.isReplying == true && play.state.dialog?.lastInput == "What do you brew?")
        Self.expectRefused(.say("Hello?"), by: play, saying: "Barista is still answering")
        #expect(play.state.dialog?.lastInput == "What do you brew?")
        Self.expectRefused(.walk(.down), by: play, saying: "Close the conversation first")
        try play.perform(.close)
        #expect(play.state.screen == .shop && play.state.dialog == nil)
    }

    @Test("While a drink is judged, the order cannot change, be brewed again or be put aside")
    func midJudgement() async throws {
        let slow = ScriptedModel(Canned.gameRule(verdictPace: .milliseconds(20)))
        let play = try Self.play(model: slow)
        defer { play.game.stop() }
        try play.perform(.newGame)
        _ = await play.game.dreamCustomer(0)
        try play.perform(.goToCup(0))
        try play.perform(.interact)
        try play.perform(.setDrink(Drink(kind: .latte, temperature: .iced, flavors: [.vanilla])))
        try play.perform(.brew)
        #expect(play.state.encounter?.isBrewing == true)
        Self.expectRefused(.brew, by: play, saying: "being judged")
        Self.expectRefused(.setDrink(Drink()), by: play, saying: "being judged")
        Self.expectRefused(.close, by: play, saying: "being judged")
        while play.state.encounter?.result == nil { try await Task.sleep(for: .milliseconds(5)) }
        #expect(play.state.encounter?.result?.satisfaction == 4)
        Self.expectRefused(.brew, by: play, saying: "has been served already")
        try play.perform(.close)
        try play.perform(.endShift)
        guard case .summary(let lines) = play.state.screen else {
            Issue.record("expected the summary, got \(play.state.screen)")
            return
        }
        #expect(lines.first == "Shift 1 is over.")
        try play.perform(.close)
        #expect(play.state.screen == .shop && play.game.snapshot.shift.number == 2)
    }
}
