import DreamCoffeeKit
import Foundation
import FoundationModels
import MenuMakerKit

/// `dream-coffee --bench-quality`: what a player reads, scored. For each installed model (the
/// 0.5B fast tier and the 1.5B) and each seed it runs the seed's own prompts and this game's
/// and menu-maker's prompts, checks the output as a player would (QualityCheck), and prints one
/// table with the models side by side, then a few failures of each check.
///
/// Extension of this project.
enum QualityBenchmark {
    /// The lines a player says to a character; the last two are off-topic.
    static let playerLines = [
        "Hi! What should I do first?", "What is your favourite drink here?", "Can you help me with my math homework?",
        "What do you think about the election?",
    ]

    /// The lines about something else than coffee.
    static let offTopicLines = Set(playerLines.suffix(2))

    /// Runs the benchmark and prints the table.
    /// - Parameters:
    ///   - models: Short names and model files.
    ///   - seeds: The seeds.
    /// - Returns: The exit status.
    static func run(models: [(name: String, url: URL)], seeds: [UInt64]) async -> Int32 {
        var tally = QualityTally()
        for (name, url) in models {
            let model = SystemLanguageModel(url: url)
            guard model.isAvailable else {
                print("\(name): not installed at \(url.path); run scripts/setup")
                continue
            }
            for seed in seeds {
                let start = ContinuousClock.now
                var run = Run(model: model, name: name, seed: seed, tally: tally)
                await run.all()
                tally = run.tally
                print("\(name) seed \(seed): done in \(ContinuousClock.now - start)")
            }
        }
        let names = models.map(\.name)
        print("Dream Coffee quality (\(seeds.count) seed\(seeds.count == 1 ? "" : "s"))")
        for line in tally.table(models: names) { print(line) }
        print("Failures (up to 3 per check and model):")
        for line in tally.failures(models: names) { print("  " + line) }
        return 0
    }

    /// One model and seed.
    struct Run {
        let model: SystemLanguageModel
        let name: String
        let seed: UInt64
        var tally: QualityTally

        var sampling: GenerationOptions.SamplingMode { .random(probabilityThreshold: 0.9, seed: seed) }

        mutating func check(_ passed: Bool, _ what: String, _ section: String, _ sample: String) {
            tally.record(passed, what, in: section, model: name, sample: sample)
        }

        mutating func all() async {
            await seedCustomers()
            await seedDialog()
            await gameCustomers()
            await gameDialog()
            await judging()
            await menu()
        }

        mutating func customers(_ section: String, _ people: [(name: String, order: String, picture: String)]) {
            for person in people {
                check(QualityCheck.isName(person.name), "customer name is a name", section, person.name)
                check(QualityCheck.isCoffeeOrder(person.order), "order is a coffee drink", section, person.order)
                let fields = [person.name, person.order, person.picture]
                check(
                    fields.allSatisfy(QualityCheck.endsCleanly), "customer fields end cleanly", section,
                    fields.joined(separator: " | "))
            }
            let names = people.map { $0.name.lowercased() }
            check(
                Set(names).count == names.count, "distinct names in a shift", section,
                people.map(\.name).joined(separator: ", "))
        }

        mutating func seedCustomers() async {
            var people: [(String, String, String)] = []
            for customer in 0..<4 {
                // The seed samples without a seed; each customer gets its own, or all four would be one.
                let options = GenerationOptions(
                    samplingMode: .random(probabilityThreshold: 0.9, seed: seed &* 100 &+ UInt64(customer)),
                    temperature: 0.9, maximumResponseTokens: 120)
                let session = LanguageModelSession(model: model, instructions: SeedPrompts.customerInstructions)
                do {
                    let npc = try await session.respond(
                        to: SeedPrompts.customerPrompt, generating: SeedNPC.self, options: options
                    ).content
                    people.append((npc.name, npc.coffeeOrder, npc.picture.imageDescription))
                } catch {
                    people.append(("(error)", "\(error)", ""))
                }
            }
            customers("seed prompts", people)
        }

        mutating func seedDialog() async {
            let barista = Barista()
            let session = LanguageModelSession(
                model: model,
                instructions: SeedPrompts.dialogInstructions(
                    name: barista.displayName, persona: barista.persona, firstLine: barista.firstLine))
            let options = GenerationOptions(samplingMode: sampling, temperature: 0.7, maximumResponseTokens: 60)
            for line in QualityBenchmark.playerLines {
                let reply: String
                do {
                    reply = try await session.respond(to: line, options: options).content
                } catch {
                    reply = "(error) \(error)"
                }
                dialogChecks("seed prompts", line: line, reply: reply)
            }
        }

        mutating func dialogChecks(_ section: String, line: String, reply: String) {
            check(QualityCheck.isInCharacter(reply), "dialog in character, ends cleanly", section, reply)
            if QualityBenchmark.offTopicLines.contains(line) {
                check(QualityCheck.mentionsCoffee(reply), "off-topic steered back to coffee", section, reply)
            }
        }

        mutating func gameCustomers() async {
            let engine = EncounterEngine(
                model: model,
                options: GenerationOptions(samplingMode: sampling, temperature: 0.9, maximumResponseTokens: 120))
            var generator = SeededGenerator(seed: seed)
            var people: [(String, String, String)] = []
            for _ in 0..<4 {
                let creature = Creature.allCases.randomElement(using: &generator)?.rawValue
                do {
                    // As the game does: the names in the shop are taken.
                    let npc = try await engine.generateNPC(
                        inspiration: creature, avoiding: ["Chike", "Lisa"] + people.map(\.0))
                    people.append((npc.name, npc.coffeeOrder, npc.picture.imageDescription))
                } catch {
                    people.append(("(error)", "\(error)", ""))
                }
            }
            customers("game prompts", people)
        }

        mutating func gameDialog() async {
            let dialog = DialogEngine(
                model: model,
                options: GenerationOptions(samplingMode: sampling, temperature: 0.7, maximumResponseTokens: 60))
            for character in [Barista(), Lisa()] as [any Character] {
                dialog.startConversation(with: character)
                for line in QualityBenchmark.playerLines {
                    dialogChecks("game prompts", line: line, reply: await dialog.reply(to: line, from: character))
                }
            }
        }

        mutating func judging() async {
            let engine = EncounterEngine(
                model: model,
                options: GenerationOptions(samplingMode: sampling, temperature: 0.9, maximumResponseTokens: 120))
            let cases: [(order: String, match: Drink, mismatch: Drink)] = [
                (
                    "an iced oat latte with vanilla",
                    Drink(kind: .latte, temperature: .iced, milk: .oat, flavors: [.vanilla]),
                    Drink(kind: .dripCoffee)
                ),
                (
                    "a hot caramel macchiato", Drink(kind: .macchiato, flavors: [.caramel]),
                    Drink(kind: .tea, temperature: .iced)
                ),
            ]
            for (index, item) in cases.enumerated() {
                let looks = ["a small grey owl with a blue scarf", "a green frog in a straw hat"][index]
                guard
                    let npc = try? NPC(
                        GeneratedContent(
                            properties: [
                                "name": ["Luna", "Bramble"][index], "coffeeOrder": item.order,
                                "picture": GeneratedContent(properties: ["imageDescription": looks]),
                            ]))
                else { continue }
                let good = await engine.judgeDrink(drink: item.match, for: npc)
                let bad = await engine.judgeDrink(drink: item.mismatch, for: npc)
                check(
                    good.satisfaction > bad.satisfaction, "judging: matching drink scores higher", "game prompts",
                    "\(item.order): \(good.satisfaction) for \(item.match), \(bad.satisfaction) for \(item.mismatch)")
                for verdict in [good, bad] {
                    check(
                        QualityCheck.isInCharacter(verdict.feedback), "judge's feedback in character", "game prompts",
                        verdict.feedback)
                }
            }
        }

        mutating func menu() async {
            let menus: [(String, MealType, [String])] = [
                (
                    "Italian", .dinner,
                    [
                        "tomato", "basil", "mozzarella", "garlic", "olive oil", "pasta", "parmesan",
                        "mushrooms", "chicken", "lemon",
                    ]
                ),
                (
                    "Mexican", .lunch,
                    [
                        "tortillas", "black beans", "avocado", "lime", "cilantro", "chicken", "cheese",
                        "tomato", "jalapeño", "rice",
                    ]
                ),
                (
                    "Japanese", .dinner,
                    [
                        "rice", "salmon", "tofu", "miso", "seaweed", "ginger", "soy sauce",
                        "scallions", "sesame", "egg",
                    ]
                ),
            ]
            let (cuisine, meal, ingredients) = menus[Int(seed % UInt64(menus.count))]
            let maker = MenuMaker(model: model, options: GenerationOptions(samplingMode: sampling))
            do {
                let items = try await maker.menu(meal: meal, cuisine: cuisine, ingredients: ingredients).collect()
                    .content.menu
                let names = items.map { $0.name.lowercased() }
                check(
                    Set(names).count == names.count, "menu items distinct", "menu",
                    items.map(\.name).joined(separator: ", "))
                let costs = Set(items.map(\.cost))
                check(
                    costs.count * 2 >= items.count && costs.count > 1, "menu costs vary with the dish", "menu",
                    items.map { "\($0.cost)" }.joined(separator: ", "))
                for item in items {
                    let clean =
                        QualityCheck.endsCleanly(item.name) && QualityCheck.endsCleanly(item.description)
                        && item.ingredients.allSatisfy(QualityCheck.endsCleanly)
                    check(
                        clean, "menu item fields end cleanly", "menu",
                        "\(item.name): \(item.description) [\(item.ingredients.joined(separator: ", "))]")
                }
            } catch {
                check(false, "menu items distinct", "menu", "\(error)")
            }
        }
    }
}
