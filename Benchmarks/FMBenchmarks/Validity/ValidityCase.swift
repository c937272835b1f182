import Foundation
import FoundationModels
import ValidityTypes

/// One type of the validity runs: its schema, a prompt, a token budget, and a check that decodes
/// a response into the Swift type and tests every guide.
struct ValidityCase: Sendable {
    /// The case's name in reports.
    let name: String
    /// The prompt the model answers.
    let prompt: String
    /// The response schema.
    let schema: GenerationSchema
    /// `maximumResponseTokens` of each generation.
    let budget: Int
    /// The problems of a response: empty when it decodes and satisfies every guide.
    let problems: @Sendable (String) -> [String]

    /// A case for a generated Swift type.
    init<Value: Generable & GuideChecked>(_ type: Value.Type, prompt: String, budget: Int) {
        name = String(describing: type)
        self.prompt = prompt
        schema = Value.generationSchema
        self.budget = budget
        problems = { text in
            do {
                let content = try GeneratedContent(json: text)
                guard content.isComplete else { return ["the JSON is cut off: \(text)"] }
                return try Value(content).guideProblems
            } catch {
                return ["does not decode into \(Value.self): \(error)"]
            }
        }
    }

    /// A case for a JSON Schema document checked by hand.
    init(
        name: String, schemaText: String, prompt: String, budget: Int,
        problems: @escaping @Sendable (String) -> [String]
    ) throws {
        self.name = name
        self.prompt = prompt
        schema = try GenerationSchema(jsonSchema: schemaText)
        self.budget = budget
        self.problems = problems
    }

    /// The seed's types and this program's types, which together use every guide. Each budget
    /// is a few tokens above the shortest valid response in spaced JSON (OrderTicket's: 69 of
    /// 79 tokens), so that the budget must act.
    static func all() throws -> [ValidityCase] {
        [
            ValidityCase(
                SeedTypes.RestaurantMenu.self, prompt: "Create a lunch menu for an Italian restaurant.", budget: 142),
            ValidityCase(
                SeedTypes.GeneratedCustomer.self, prompt: "Create a customer for a dream-realm coffee shop.", budget: 76
            ),
            ValidityCase(SeedTypes.NPC.self, prompt: "Generate a fun fantasy coffee shop customer.", budget: 54),
            ValidityCase(OrderTicket.self, prompt: "Fill in a coffee order ticket.", budget: 79),
            ValidityCase(Measurements.self, prompt: "Record the café's measurements.", budget: 99),
            ValidityCase(Pantry.self, prompt: "Describe a tiny coffee pantry.", budget: 96),
            try ValidityCase(
                name: "Bounds", schemaText: BoundsDocument.schemaText,
                prompt: "Score a coffee and sketch a small family tree of its beans.", budget: 65,
                problems: BoundsDocument.problems),
        ]
    }

    /// The sampling of generation `seed`: temperature 1 or more, alternating top-k and top-p,
    /// so that unlikely tokens are tried.
    static func options(seed: Int, budget: Int) -> GenerationOptions {
        switch seed % 3 {
        case 0:
            GenerationOptions(
                samplingMode: .random(top: 40, seed: UInt64(seed)), temperature: 1.0, maximumResponseTokens: budget)
        case 1:
            GenerationOptions(
                samplingMode: .random(probabilityThreshold: 0.95, seed: UInt64(seed)), temperature: 1.3,
                maximumResponseTokens: budget)
        default:
            GenerationOptions(
                samplingMode: .random(top: 200, seed: UInt64(seed)), temperature: 1.6, maximumResponseTokens: budget)
        }
    }
}
