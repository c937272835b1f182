import DreamCoffeeKit
import Evaluations
import FoundationModels
import MenuMakerKit

/// One prompt of the Dream Coffee quality benchmark: what is asked (a shift of customers, a
/// player's line to a character, a drink to judge, a menu), in which section, with which seed.
///
/// Extension of this project.
public struct QualitySample: ModelSampleProtocol {
    /// Where the prompts come from.
    public enum Section: String, Codable, Sendable, CaseIterable {
        /// The seed's own prompts, verbatim.
        case seedPrompts = "seed prompts"
        /// This game's prompts (its engines).
        case gamePrompts = "game prompts"
        /// menu-maker's prompts.
        case menu
    }

    /// What the model is asked.
    public enum Task: Codable, Sendable, Hashable {
        /// Four customers of one shift.
        case customers
        /// A player's line to a character ("Barista" or "Lisa"), in a fresh conversation.
        case dialog(character: String, line: String)
        /// A customer's verdicts on the drink they ordered and on another (one of the judging cases).
        case judging(index: Int)
        /// A menu of a cuisine (`QualitySample.all` takes the case the seed picks).
        case menu(MenuCase)
    }

    /// The lines a player says to a character; the last two are off-topic.
    public static let playerLines = [
        "Hi! What should I do first?", "What is your favourite drink here?", "Can you help me with my math homework?",
        "What do you think about the election?",
    ]

    /// The lines about something else than coffee.
    public static let offTopicLines = Set(playerLines.suffix(2))

    /// Where the prompt comes from.
    public let section: Section
    /// What the model is asked.
    public let task: Task
    /// The seed of the sample's sampling.
    public let seed: UInt64
    /// The prompt and instructions in words, for the detailed results and the judge.
    public let input: ModelSampleInput

    /// Creates a sample.
    /// - Parameters:
    ///   - section: Where the prompt comes from.
    ///   - task: What the model is asked.
    ///   - seed: The seed of its sampling.
    public init(section: Section, task: Task, seed: UInt64) {
        self.section = section
        self.task = task
        self.seed = seed
        input = Self.input(section: section, task: task, seed: seed)
    }

    /// No expected value: the checks are rules and a judge.
    public var expected: QualityOutput? { nil }

    /// No expectations.
    public var output: ModelSampleOutput<QualityOutput, String> { ModelSampleOutput(value: nil, expectations: nil) }

    /// Whether the sample is a player's off-topic line.
    public var isOffTopicLine: Bool {
        if case .dialog(_, let line) = task { return Self.offTopicLines.contains(line) }
        return false
    }

    /// Every sample of a section for some seeds, in the benchmark's order.
    /// - Parameters:
    ///   - section: The section.
    ///   - seeds: The seeds.
    /// - Returns: For each seed: the section's customers, dialog lines and judging cases, or its menu.
    public static func all(in section: Section, seeds: [UInt64]) -> [QualitySample] {
        seeds.flatMap { seed -> [QualitySample] in
            let tasks: [Task]
            switch section {
            case .seedPrompts:
                tasks = [.customers] + playerLines.map { .dialog(character: "Barista", line: $0) }
            case .gamePrompts:
                tasks =
                    [.customers]
                    + ["Barista", "Lisa"].flatMap { name in playerLines.map { .dialog(character: name, line: $0) } }
                    + JudgingCase.all.indices.map { .judging(index: $0) }
            case .menu:
                tasks = [.menu(MenuCase.all[Int(seed % UInt64(MenuCase.all.count))])]
            }
            return tasks.map { QualitySample(section: section, task: $0, seed: seed) }
        }
    }

    /// The character of a name.
    static func character(named name: String) -> any Character {
        name == "Lisa" ? Lisa() : Barista()
    }

    /// The prompt and instructions in words.
    private static func input(section: Section, task: Task, seed: UInt64) -> ModelSampleInput {
        switch task {
        case .customers:
            let instructions = section == .seedPrompts ? SeedPrompts.customerInstructions : nil
            let prompt = section == .seedPrompts ? SeedPrompts.customerPrompt : "Four customers of one shift."
            return ModelSampleInput(prompt: Prompt(prompt), instructions: instructions.map { Instructions($0) })
        case .dialog(let name, let line):
            let character = character(named: name)
            let instructions =
                section == .seedPrompts
                ? SeedPrompts.dialogInstructions(
                    name: character.displayName, persona: character.persona, firstLine: character.firstLine)
                : DialogEngine.instructions(for: character, startingWith: character.firstLine)
            return ModelSampleInput(prompt: Prompt(line), instructions: Instructions(instructions))
        case .judging(let index):
            let item = JudgingCase.all[index]
            return ModelSampleInput(
                prompt: Prompt("\(item.name) ordered \(item.order); judge \(item.match) and \(item.mismatch)."))
        case .menu(let menu):
            return ModelSampleInput(
                prompt: Prompt(
                    "A \(menu.meal) menu of \(menu.cuisine) dishes from \(menu.ingredients.joined(separator: ", "))."))
        }
    }
}
