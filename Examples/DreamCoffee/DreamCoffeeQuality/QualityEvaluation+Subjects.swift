import DreamCoffeeKit
import FoundationModels
import MenuMakerKit

extension QualityEvaluation {
    /// Sampling seeded by the sample, as the benchmark has always sampled.
    private func sampling(_ seed: UInt64) -> GenerationOptions.SamplingMode {
        .random(probabilityThreshold: 0.9, seed: seed)
    }

    /// Runs a sample's prompt the way its section does.
    /// - Parameter sample: The sample.
    /// - Returns: What the model wrote.
    /// - Throws: What the model throws.
    func output(for sample: QualitySample) async throws -> QualityOutput {
        switch (sample.section, sample.task) {
        case (.seedPrompts, .customers): return .customers(try await seedCustomers(seed: sample.seed))
        case (_, .customers): return .customers(try await gameCustomers(seed: sample.seed))
        case (.seedPrompts, .dialog(_, let line)):
            let session = LanguageModelSession(model: model, instructions: sample.input.instructions)
            let options = GenerationOptions(
                samplingMode: sampling(sample.seed), temperature: 0.7, maximumResponseTokens: 60)
            return .reply(try await session.respond(to: line, options: options).content)
        case (_, .dialog(let name, let line)):
            let dialog = DialogEngine(
                model: model,
                options: GenerationOptions(
                    samplingMode: sampling(sample.seed), temperature: 0.7, maximumResponseTokens: 60))
            let character = QualitySample.character(named: name)
            dialog.startConversation(with: character)
            return .reply(await dialog.reply(to: line, from: character))
        case (_, .judging(let index)): return try await verdicts(JudgingCase.all[index], seed: sample.seed)
        case (_, .menu(let item)): return .menu(try await menu(item, seed: sample.seed))
        }
    }

    /// Four customers from the seed's own prompt, each with a seed of its own (the seed's
    /// session samples without one, so four with the same seed would be one customer).
    private func seedCustomers(seed: UInt64) async throws -> [QualityOutput.Customer] {
        var people: [QualityOutput.Customer] = []
        for customer in 0..<4 {
            let options = GenerationOptions(
                samplingMode: sampling(seed &* 100 &+ UInt64(customer)), temperature: 0.9, maximumResponseTokens: 120)
            let session = LanguageModelSession(model: model, instructions: SeedPrompts.customerInstructions)
            let npc = try await session.respond(
                to: SeedPrompts.customerPrompt, generating: SeedNPC.self, options: options
            )
            .content
            people.append(.init(name: npc.name, order: npc.coffeeOrder, picture: npc.picture.imageDescription))
        }
        return people
    }

    /// Four customers of one shift from the game's engine, each inspired by a creature the seed
    /// picks; as in the game, the names in the shop are taken.
    private func gameCustomers(seed: UInt64) async throws -> [QualityOutput.Customer] {
        let engine = EncounterEngine(
            model: model,
            options: GenerationOptions(samplingMode: sampling(seed), temperature: 0.9, maximumResponseTokens: 120))
        var generator = SeededGenerator(seed: seed)
        var people: [QualityOutput.Customer] = []
        for _ in 0..<4 {
            let creature = Creature.allCases.randomElement(using: &generator)?.rawValue
            let npc = try await engine.generateNPC(
                inspiration: creature, avoiding: ["Chike", "Lisa"] + people.map(\.name))
            people.append(.init(name: npc.name, order: npc.coffeeOrder, picture: npc.picture.imageDescription))
        }
        return people
    }

    /// The customer's verdicts on the drink they ordered and on another.
    private func verdicts(_ item: JudgingCase, seed: UInt64) async throws -> QualityOutput {
        let engine = EncounterEngine(
            model: model,
            options: GenerationOptions(samplingMode: sampling(seed), temperature: 0.9, maximumResponseTokens: 120))
        let customer = try item.customer()
        let ordered = await engine.judgeDrink(drink: item.match, for: customer)
        let other = await engine.judgeDrink(drink: item.mismatch, for: customer)
        return .verdicts(
            ordered: .init(satisfaction: ordered.satisfaction, feedback: ordered.feedback),
            other: .init(satisfaction: other.satisfaction, feedback: other.feedback))
    }

    /// menu-maker's menu of a case.
    private func menu(_ item: MenuCase, seed: UInt64) async throws -> [QualityOutput.Dish] {
        let maker = MenuMaker(model: model, options: GenerationOptions(samplingMode: sampling(seed)))
        let items = try await maker.menu(meal: item.meal, cuisine: item.cuisine, ingredients: item.ingredients)
            .collect().content.menu
        return items.map {
            .init(name: $0.name, description: $0.description, ingredients: $0.ingredients, cost: $0.cost)
        }
    }
}
