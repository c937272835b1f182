import CommandLineSupport
import Foundation
import Synchronization

/// Turns keys into game actions for the terminal UI; model work runs in tasks that update
/// the UI when they finish, so the screen never blocks.
///
/// Extension of this project.
public final class GameController: Sendable {
    /// The game.
    public let game: DreamCoffeeGame
    /// Whether the model can be used (New Game is offered only then).
    public let modelStatus: ModelStatus
    private let ui = Mutex(GameUI())

    /// Creates a controller at the main menu.
    /// - Parameters:
    ///   - game: The game.
    ///   - modelStatus: The model check's result.
    public init(game: DreamCoffeeGame, modelStatus: ModelStatus) {
        self.game = game
        self.modelStatus = modelStatus
    }

    /// The UI now.
    public var state: GameUI { ui.withLock { $0 } }

    /// Advances the animations by one frame (about 25 ms): types the dialog text, drifts the
    /// cups every 20 frames.
    public func tick() {
        let drift = ui.withLock { ui -> Bool in
            ui.frame += 1
            ui.now = .now
            ui.dialog?.type(1)
            return ui.frame % 20 == 0
        }
        if drift { game.update { $0.shop.advance() } }
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
            if key == .enter { ui.withLock { $0.screen = .shop } }
            if key == .character("q") { quit() }
        case .help:
            ui.withLock { $0.screen = $0.beforeHelp }
        }
    }

    private func handleMenu(_ key: Key) {
        switch key {
        case .enter, .character(" "):
            guard modelStatus == .ready else { return }
            game.startShift()
            ui.withLock { $0.screen = .shop }
        case .character("q"), .escape, .endOfInput: quit()
        default: break
        }
    }

    private func handleShop(_ key: Key) {
        if let direction = key.direction {
            game.update { $0.shop.walk(direction) }
            return
        }
        switch key {
        case .enter, .character(" "), .character("t"), .character("e"): interact()
        case .character("x"): endShift()
        case .character(let digit) where (1...4).contains(digit.wholeNumberValue ?? 0):
            let slot = (digit.wholeNumberValue ?? 1) - 1
            let reached = game.update { $0.shop.go(to: .dreamCustomer(slot)) != nil }
            if !reached { setStatus("Cup \(slot + 1) is not in the shop yet.") }
        case .character("?"), .character("h"): showHelp()
        case .character("q"), .endOfInput: quit()
        default: break
        }
    }

    /// Talks to or serves whoever is within reach.
    public func interact() {
        let world = game.snapshot
        guard let who = world.shop.nearestCharacter else {
            return setStatus("Nobody is close enough. Walk up to someone first.")
        }
        if case .dreamCustomer(let slot) = who {
            guard let npc = world.dreamCustomers[slot] else { return }
            ui.withLock {
                $0.encounter = EncounterView(slot: slot, npc: npc)
                $0.screen = .encounter
            }
            return
        }
        guard let character = game.character(for: who) else { return setStatus("They are not ready to talk yet.") }
        let line = game.dialog.startConversation(with: character)
        ui.withLock {
            $0.dialog = DialogBox(who: who, name: character.displayName, text: line)
            $0.screen = .dialog
        }
    }

    private func handleDialog(_ key: Key) {
        switch key {
        case .escape, .endOfInput: closeDialog()
        case .enter:
            let sent = ui.withLock { ui -> (String, MapCharacter)? in
                guard var dialog = ui.dialog else { return nil }
                defer { ui.dialog = dialog }
                guard let line = dialog.send() else {
                    if !dialog.isTyped { dialog.shown = dialog.text.count }
                    return nil
                }
                return (line, dialog.who)
            }
            guard let (line, who) = sent, let character = game.character(for: who) else { return }
            let dialog = game.dialog
            Task(priority: .userInitiated) { [weak self] in
                var reply = character.errorResponse
                for await part in dialog.replyStream(to: line, from: character) {
                    reply = part
                    self?.ui.withLock { ui in
                        if ui.dialog?.who == who { ui.dialog?.receive(part, isComplete: false) }
                    }
                }
                self?.ui.withLock { ui in
                    if ui.dialog?.who == who { ui.dialog?.receive(reply) }
                }
            }
        case .backspace:
            ui.withLock { ui in if ui.dialog?.input.isEmpty == false { ui.dialog?.input.removeLast() } }
        case .character(let character):
            ui.withLock { ui in
                if ui.dialog?.acceptsInput == true, (ui.dialog?.input.count ?? 0) < 60 {
                    ui.dialog?.input.append(character)
                }
            }
        default: break
        }
    }

    /// Closes the conversation: cancels a reply in progress and condenses the session.
    public func closeDialog() {
        let who = ui.withLock { ui -> MapCharacter? in
            defer {
                ui.dialog = nil
                ui.screen = .shop
            }
            return ui.dialog?.who
        }
        if let who, let character = game.character(for: who) { game.dialog.endConversation(with: character) }
    }

    private func handleEncounter(_ key: Key) {
        if state.encounter?.result != nil {
            if [.enter, .escape, .character(" ")].contains(key) {
                ui.withLock {
                    $0.encounter = nil
                    $0.screen = .shop
                }
            }
            return
        }
        guard state.encounter?.isBrewing == false else { return }
        switch key {
        case .escape, .character("q"):
            ui.withLock {
                $0.encounter = nil
                $0.screen = .shop
            }
        case .up, .character("w"): ui.withLock { $0.encounter?.builder.moveFocus(-1) }
        case .down, .character("s"): ui.withLock { $0.encounter?.builder.moveFocus(1) }
        case .tab: ui.withLock { $0.encounter?.builder.moveFocus(1, boxByBox: false) }
        case .left, .character("a"): step(-1)
        case .right, .character("d"): step(1)
        case .enter, .character(" "):
            guard let encounter = state.encounter else { return }
            switch encounter.builder.row {
            case .flavors: game.update { $0.drink.toggle(encounter.builder.flavor) }
            case .brew: brew(encounter.slot)
            default: ui.withLock { $0.encounter?.builder.moveFocus(1) }
            }
        default: break
        }
    }

    private func step(_ direction: Int) {
        guard let builder = state.encounter?.builder else { return }
        if builder.row == .flavors {
            ui.withLock { $0.encounter?.builder.moveFlavor(direction) }
        } else {
            game.update { builder.change(direction, &$0.drink) }
        }
    }

    private func brew(_ slot: Int) {
        ui.withLock { $0.encounter?.isBrewing = true }
        let game = self.game
        Task(priority: .userInitiated) { [weak self] in
            let served = await game.serve(slot: slot)
            self?.ui.withLock { ui in
                ui.encounter?.isBrewing = false
                ui.encounter?.result = served
                if let served { ui.status = "\(served.customerName) left. A new dream customer is on the way." }
            }
        }
    }

    private func endShift() {
        do {
            let summary = try game.endShift()
            ui.withLock { $0.screen = .summary(summary) }
        } catch {
            setStatus("\(error)")
        }
    }

    private func showHelp() {
        ui.withLock {
            $0.beforeHelp = $0.screen
            $0.screen = .help
        }
    }

    /// Saves and asks the loop to stop.
    public func quit() {
        game.stop()
        try? game.saveProgress()
        ui.withLock { $0.quitting = true }
    }

    private func setStatus(_ text: String) {
        ui.withLock { $0.status = text }
    }
}
