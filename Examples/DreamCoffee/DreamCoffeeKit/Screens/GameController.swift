import CommandLineSupport
import Foundation
import Synchronization

/// Turns keys into the player's actions for the terminal UI, and keeps what only the terminal
/// has: the animation frame, the text being typed, the drink builder's focus and the help
/// screen. The rules are `GamePlay`'s, shared with the web page.
///
/// Extension of this project.
public final class GameController: Sendable {
    /// The game as the player sees it.
    public let play: GamePlay

    /// Creates a controller at the main menu.
    /// - Parameters:
    ///   - game: The game.
    ///   - modelStatus: The model check's result.
    public init(game: DreamCoffeeGame, modelStatus: ModelStatus) {
        play = GamePlay(game: game, modelStatus: modelStatus)
    }

    /// The game.
    public var game: DreamCoffeeGame { play.game }
    /// Whether the model can be used (New Game is offered only then).
    public var modelStatus: ModelStatus { play.modelStatus }
    /// The UI now.
    public var state: GameUI { play.state }

    /// Advances the animations by one frame (about 25 ms): types the dialog text, drifts the
    /// cups every `GamePlay.driftInterval`.
    public func tick() {
        let framesPerDrift = Int(GamePlay.driftInterval / .milliseconds(DialogBox.millisecondsPerCharacter))
        let drift = play.updateView { ui -> Bool in
            ui.frame += 1
            ui.now = .now
            ui.dialog?.type(1)
            return ui.frame % framesPerDrift == 0
        }
        if drift { play.drift() }
    }

    /// Handles one key.
    /// - Parameter key: The key.
    public func handle(_ key: Key) {
        if key == .interrupt { return quit() }
        switch state.screen {
        case .menu: handleMenu(key)
        case .shop: handleShop(key)
        case .dialog: handleDialog(key)
        case .encounter: handleEncounter(key)
        case .summary:
            if key == .enter { perform(.close) }
            if key == .character("q") { quit() }
        case .help:
            play.updateView { $0.screen = $0.beforeHelp }
        }
    }

    private func handleMenu(_ key: Key) {
        switch key {
        case .enter, .character(" "):
            guard modelStatus == .ready else { return }
            perform(.newGame)
        case .character("q"), .escape, .endOfInput: quit()
        default: break
        }
    }

    private func handleShop(_ key: Key) {
        if let direction = key.direction { return perform(.walk(direction)) }
        switch key {
        case .enter, .character(" "), .character("t"), .character("e"): interact()
        case .character("x"): perform(.endShift)
        case .character(let digit) where (1...4).contains(digit.wholeNumberValue ?? 0):
            perform(.goToCup((digit.wholeNumberValue ?? 1) - 1))
        case .character("?"), .character("h"): showHelp()
        case .character("q"), .endOfInput: quit()
        default: break
        }
    }

    /// Talks to or serves whoever is within reach.
    public func interact() {
        perform(.interact)
    }

    private func handleDialog(_ key: Key) {
        switch key {
        case .escape, .endOfInput: closeDialog()
        case .enter:
            guard let dialog = state.dialog else { return }
            guard dialog.isTyped else {
                play.updateView { $0.dialog?.shown = dialog.text.count }
                return
            }
            guard dialog.acceptsInput, !dialog.input.trimmingCharacters(in: .whitespaces).isEmpty else { return }
            perform(.say(dialog.input))
        case .backspace:
            play.updateView { ui in if ui.dialog?.input.isEmpty == false { ui.dialog?.input.removeLast() } }
        case .character(let character):
            play.updateView { ui in
                if ui.dialog?.acceptsInput == true, (ui.dialog?.input.count ?? 0) < DialogBox.maximumInput {
                    ui.dialog?.input.append(character)
                }
            }
        default: break
        }
    }

    /// Closes the conversation: cancels a reply in progress and condenses the session.
    public func closeDialog() {
        perform(.close)
    }

    private func handleEncounter(_ key: Key) {
        guard let encounter = state.encounter, !encounter.isBrewing else { return }
        if encounter.result != nil {
            if [.enter, .escape, .character(" ")].contains(key) { perform(.close) }
            return
        }
        switch key {
        case .escape, .character("q"): perform(.close)
        case .up, .character("w"): play.updateView { $0.encounter?.builder.moveFocus(-1) }
        case .down, .character("s"): play.updateView { $0.encounter?.builder.moveFocus(1) }
        case .tab: play.updateView { $0.encounter?.builder.moveFocus(1, boxByBox: false) }
        case .left, .character("a"): step(-1)
        case .right, .character("d"): step(1)
        case .enter, .character(" "):
            switch encounter.builder.row {
            case .flavors:
                var drink = game.snapshot.drink
                drink.toggle(encounter.builder.flavor)
                perform(.setDrink(drink))
            case .brew: perform(.brew)
            default: play.updateView { $0.encounter?.builder.moveFocus(1) }
            }
        default: break
        }
    }

    private func step(_ direction: Int) {
        guard let builder = state.encounter?.builder else { return }
        if builder.row == .flavors {
            play.updateView { $0.encounter?.builder.moveFlavor(direction) }
        } else {
            var drink = game.snapshot.drink
            builder.change(direction, &drink)
            perform(.setDrink(drink))
        }
    }

    private func showHelp() {
        play.updateView {
            $0.beforeHelp = $0.screen
            $0.screen = .help
        }
    }

    /// Saves and asks the loop to stop.
    public func quit() {
        play.quit()
    }

    /// Performs an action; a refusal shows on the status line.
    private func perform(_ action: PlayAction) {
        do {
            try play.perform(action)
        } catch {
            play.updateView { $0.status = error.message }
        }
    }
}
