import Foundation
import FoundationModels

/// `dream-coffee --bench`: how long the player waits, measured on the real model with the
/// game's own engines, each wait beside its floor — the time llama.cpp alone (plain
/// `llama_decode`, same model and threads, measured in the same run) takes for the wait's own
/// tokens — and beside the same work done alone. The waits: the first dream customer with
/// nothing decoded before; the main menu's prewarm (waited for, not assumed); a shift's
/// customers, all summoned at once as the game does (the first at a higher priority), while
/// the player talks to the barista at once; one customer alone; the same reply alone and more
/// replies; judgements. Each wait summons creatures of its own, so no customer's prompt is
/// found decoded by an earlier one.
///
/// Extension of this project.
enum LatencyBenchmark {
    /// A measured wait: its time and the tokens it decoded (of the response only the first,
    /// for a wait for the first words).
    struct Wait {
        var seconds: Double
        var prompt = 0
        var response = 0
        var firstWords = false
    }

    /// Runs the benchmark and prints the figures.
    /// - Parameters:
    ///   - model: The model the game plays with.
    ///   - url: The model's file, for the floor.
    ///   - customers: How many dream customers a shift starts with.
    /// - Returns: The exit status.
    static func run(model: any LanguageModel, url: URL, customers: Int) async -> Int32 {
        let encounters = EncounterEngine(model: model)
        let dialog = DialogEngine(model: model)
        let print = { (line: String) in DreamCoffeeProgram.emit([line]) }
        do {
            // Loads the weights and, with one guided token, the vocabulary's index for guided
            // generation, as the game's main menu does before the first customer.
            let load = try await measure {
                _ = try await LanguageModelSession(model: model).respond(
                    to: "Hi", generating: Bool.self,
                    options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 4))
            }
            let floor = try DecodeFloor.measure(url: url, threads: RawDecoder.defaultThreadCount)
            print("Dream Coffee latency (model loaded in \(format(load.seconds)))")
            print(describe(floor))
            // × alone compares × floor with the same work's alone, so that customers who say
            // more or less, and prompts a few tokens longer, compare.
            print(row("what", "time", "tokens decoded", "floor", "× floor", "× alone"))
            let response = { (wait: Wait) in wait.firstWords ? 1 : wait.response }
            let overFloor = { (wait: Wait) in
                wait.seconds / max(floor.seconds(prompt: wait.prompt, response: response(wait)), 1e-6)
            }
            func report(_ what: String, _ wait: Wait, alone: Wait? = nil) {
                let floorSeconds = floor.seconds(prompt: wait.prompt, response: response(wait))
                print(
                    row(
                        what, format(wait.seconds), "\(wait.prompt) + \(response(wait))", format(floorSeconds),
                        ratio(wait.seconds, floorSeconds), alone.map { ratio(overFloor(wait), overFloor($0)) } ?? ""))
            }

            // Every wait summons creatures of its own, so no customer finds its prompt decoded.
            var creatures = Creature.allCases[...]
            func take(_ count: Int) -> [Creature] {
                defer { creatures = creatures.dropFirst(count) }
                return Array(creatures.prefix(count))
            }
            // On a second launch the openings come from the disk's prefix cache.
            let cold = try await measure { _ = try await encounters.generateNPC(inspiration: take(1)[0].rawValue) }
            // The main menu: the game decodes the customers', judges' and barista's openings.
            let prewarm = await measure {
                encounters.prewarm()
                dialog.prewarm([Barista()])
                await TokenTally.current?.waitUntilIdle()
            }
            let quiet = try await shiftStart(encounters, creatures: take(customers), player: nil)
            let greeting = "Hi! What should I do first?"
            let shift = try await shiftStart(encounters, creatures: take(customers)) {
                dialog.startConversation(with: Barista())
                return await replyTimes(dialog, greeting)
            }
            guard let reply = shift.reply else { return 1 }
            var alone: [Wait] = []
            var npc: NPC?
            for creature in take(2) {
                alone.append(
                    try await measure { npc = try await encounters.generateNPC(inspiration: creature.rawValue) })
            }
            // The same reply alone: the same line, first in a new conversation.
            dialog.startConversation(with: Barista())
            let replies = [
                await replyTimes(dialog, greeting), await replyTimes(dialog, "And after that?"),
                await replyTimes(dialog, "Thanks!"),
            ]
            let oneAlone = alone.min { overFloor($0) < overFloor($1) }
            report("first customer, nothing decoded before", cold, alone: oneAlone)
            report("main-menu prewarm", prewarm)
            report("first of \(customers) customers at shift start", quiet.customers[0], alone: oneAlone)
            report("all \(customers) customers at shift start", quiet.all)
            report("first of \(customers), the player talking", shift.customers[0], alone: oneAlone)
            report("reply meanwhile: first words", reply.first, alone: replies[0].first)
            report("reply meanwhile: whole", reply.whole, alone: replies[0].whole)
            for (index, wait) in alone.enumerated() { report("one customer alone (\(index + 1))", wait) }
            for (index, reply) in replies.enumerated() {
                report("dialog reply \(index + 1): first words", reply.first)
                report("dialog reply \(index + 1): whole", reply.whole)
            }
            if let npc {
                for drink in [Drink(kind: .latte, milk: .oat), Drink()] {
                    report("judgement", await measure { _ = await encounters.judgeDrink(drink: drink, for: npc) })
                }
            }
            return 0
        } catch {
            DreamCoffeeProgram.printError("dream-coffee --bench: \(error)")
            return 1
        }
    }

    /// `dream-coffee --floor`: measures llama.cpp's own rates for the model and prints them.
    /// - Parameter url: The model's file.
    /// - Returns: The exit status.
    static func printFloor(url: URL) -> Int32 {
        do {
            let floor = try DecodeFloor.measure(url: url, threads: RawDecoder.defaultThreadCount)
            DreamCoffeeProgram.emit([describe(floor)])
            return 0
        } catch {
            DreamCoffeeProgram.printError("dream-coffee --floor: \(error)")
            return 1
        }
    }

    private static func describe(_ floor: DecodeFloor) -> String {
        "floor: llama.cpp alone on this machine, \(RawDecoder.defaultThreadCount) threads: prompt "
            + String(format: "%.1f tok/s, generation %.1f tok/s", floor.promptRate, floor.generationRate)
    }

    /// Summons a shift's customers at once, as the game does (the first one the player will see
    /// at a higher priority), while `player`, if any, talks (at the priority of a person waiting).
    /// - Returns: Each customer's wait from the start (in order of arrival), all of them
    ///   together, and what `player` returned.
    private static func shiftStart(
        _ encounters: EncounterEngine, creatures: [Creature],
        player: (@Sendable () async -> (first: Wait, whole: Wait))?
    ) async throws -> (customers: [Wait], all: Wait, reply: (first: Wait, whole: Wait)?) {
        let start = ContinuousClock.now
        let arrivals = creatures.enumerated().map { index, creature in
            Task(priority: index == 0 ? .medium : .utility) {
                try await measure(since: start) { _ = try await encounters.generateNPC(inspiration: creature.rawValue) }
            }
        }
        var reply: (first: Wait, whole: Wait)?
        if let player { reply = await Task(priority: .userInitiated, operation: player).value }
        var waits: [Wait] = []
        for arrival in arrivals { waits.append(try await arrival.value) }
        let all = Wait(
            seconds: waits.map(\.seconds).max() ?? 0, prompt: waits.reduce(0) { $0 + $1.prompt },
            response: waits.reduce(0) { $0 + $1.response })
        return (waits.sorted { $0.seconds < $1.seconds }, all, reply)
    }

    /// The wait for the first words of the barista's reply and for the whole reply.
    private static func replyTimes(_ dialog: DialogEngine, _ line: String) async -> (first: Wait, whole: Wait) {
        var first: Wait?
        let start = ContinuousClock.now
        let whole = await measure {
            for await _ in dialog.replyStream(to: line, from: Barista()) where first == nil {
                first = Wait(seconds: seconds(since: start), firstWords: true)
            }
        }
        // The prompt is counted when the reply ends; the first words came after all of it.
        first?.prompt = whole.prompt
        return (first ?? whole, whole)
    }

    /// Runs work with a tally of its own and measures it.
    private static func measure(
        since start: ContinuousClock.Instant = .now, tally: TokenTally = TokenTally(),
        _ body: () async throws -> Void
    ) async rethrows -> Wait {
        try await TokenTally.$current.withValue(tally) { try await body() }
        return Wait(seconds: seconds(since: start), prompt: tally.promptTokens, response: tally.responseTokens)
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private static func format(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }

    private static func ratio(_ value: Double, _ reference: Double) -> String {
        String(format: "%.2f×", value / max(reference, 1e-6))
    }

    private static func row(_ cells: String...) -> String {
        zip(cells, [44, 10, 16, 10, 9, 8]).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
            .joined().trimmingCharacters(in: .whitespaces)
    }
}
