import Foundation
import FoundationModels

/// `dream-coffee --bench`: how long the player waits, measured on the real model with the
/// game's own engines: the first dream customer with nothing decoded before (the most a player
/// who starts the shift at once waits; the game decodes the customers' prompt at the main
/// menu), the first of a shift's customers (all generated at once, as the game does) while the
/// player talks to the barista (whose opening, and the judges', the game decodes at the main
/// menu, where the player spends 5 s), one customer alone, dialog replies (first words and whole
/// reply) and a drink's judgement. Each figure is printed next to its goal.
///
/// Extension of this project.
enum LatencyBenchmark {
    /// Runs the benchmark and prints the figures.
    /// - Parameters:
    ///   - model: The model the game plays with.
    ///   - customers: How many dream customers a shift starts with.
    /// - Returns: The exit status.
    static func run(model: any LanguageModel, customers: Int) async -> Int32 {
        let encounters = EncounterEngine(model: model)
        let print = { (line: String) in DreamCoffeeProgram.emit([line]) }
        do {
            let load = try await measure {
                _ = try await LanguageModelSession(model: model)
                    .respond(to: "Hi", options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 1))
            }
            print("Dream Coffee latency (model loaded in \(format(load)))")
            print(row("what", "time", "goal"))

            let first = try await measure { _ = try await encounters.generateNPC(inspiration: Creature.cat.rawValue) }
            print(row("first customer, nothing decoded before", format(first), "≤ 4 s"))
            // As the game does at the main menu, where the player spends a few seconds.
            let dialog = DialogEngine(model: model)
            encounters.prewarm()
            dialog.prewarm([Barista()])
            try await Task.sleep(for: .seconds(5))
            let shift = try await shiftStart(encounters, customers: customers) {
                try await Task.sleep(for: .seconds(1))  // the player walks to the barista and talks
                dialog.startConversation(with: Barista())
                try await Task.sleep(for: .seconds(2))  // and types a line
                return await replyTimes(dialog, "Hi! What should I do first?")
            }
            print(row("first of \(customers) customers at shift start", format(shift.times[0]), "≤ 4 s"))
            print(row("all \(customers) customers at shift start", format(shift.times[shift.times.count - 1]), ""))
            print(row("dialog reply meanwhile: first words / whole", shift.reply, "≤ 1 s"))

            var alone: [Duration] = []
            var npc: NPC?
            for creature in [Creature.fox, .owl] {
                alone.append(
                    try await measure { npc = try await encounters.generateNPC(inspiration: creature.rawValue) })
            }
            print(row("one customer, alone (2 runs)", alone.map(format).joined(separator: ", "), "≤ 4 s"))
            for line in ["And after that?", "Thanks!"] {
                print(row("dialog reply: first words / whole", await replyTimes(dialog, line), "≤ 1 s"))
            }

            if let npc {
                var judgements: [Duration] = []
                for drink in [Drink(kind: .latte, milk: .oat), Drink()] {
                    judgements.append(await measure { _ = await encounters.judgeDrink(drink: drink, for: npc) })
                }
                print(row("judgement (2 drinks)", judgements.map(format).joined(separator: ", "), ""))
            }
            return 0
        } catch {
            DreamCoffeeProgram.printError("dream-coffee --bench: \(error)")
            return 1
        }
    }

    /// Generates a shift's customers at once, as the game summons them, while `player` plays.
    /// - Returns: When each customer was ready after the start, in order, and what `player` returned.
    private static func shiftStart(
        _ encounters: EncounterEngine, customers: Int,
        player: @escaping @Sendable () async throws -> String
    ) async throws -> (times: [Duration], reply: String) {
        let start = ContinuousClock.now
        let arrivals = Task(priority: .utility) {
            try await withThrowingTaskGroup(of: Duration.self) { group in
                for creature in Creature.allCases.prefix(customers) {
                    group.addTask {
                        _ = try await encounters.generateNPC(inspiration: creature.rawValue)
                        return ContinuousClock.now - start
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }.sorted()
            }
        }
        let reply = try await Task(priority: .userInitiated, operation: player).value
        return (try await arrivals.value, reply)
    }

    /// The time to the first words of the barista's reply and to the whole reply.
    private static func replyTimes(_ dialog: DialogEngine, _ line: String) async -> String {
        var first: Duration?
        let whole = await measure {
            let start = ContinuousClock.now
            for await _ in dialog.replyStream(to: line, from: Barista()) where first == nil {
                first = ContinuousClock.now - start
            }
        }
        return "\(format(first ?? whole)) / \(format(whole))"
    }

    private static func measure(_ body: () async throws -> Void) async rethrows -> Duration {
        let start = ContinuousClock.now
        try await body()
        return ContinuousClock.now - start
    }

    private static func format(_ duration: Duration) -> String {
        String(format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    private static func row(_ what: String, _ time: String, _ goal: String) -> String {
        what.padding(toLength: 50, withPad: " ", startingAt: 0)
            + time.padding(toLength: 22, withPad: " ", startingAt: 0) + goal
    }
}
