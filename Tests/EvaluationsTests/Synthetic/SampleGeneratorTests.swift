import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Locking
import Testing

@testable import Evaluations

@Suite struct SampleGeneratorTests {
    @Generable
    struct TaskItem: Codable, Sendable, Equatable {
        var title: String
        var isUrgent: Bool
    }

    typealias Sample = ModelSample<TaskItem>

    static let seeds: [Sample] = ["Buy milk", "Call the dentist", "File the report"].map {
        ModelSample(prompt: $0, expected: TaskItem(title: $0, isUrgent: false))
    }

    /// How many samples a request asks for: its schema's `minItems`.
    static func count(of request: LanguageModelExecutorGenerationRequest) -> Int {
        guard let schema = try? GeneratedContent(json: request.schema?.jsonSchema ?? ""),
            case .number(let count)? = schema["minItems"]?.kind
        else { return 0 }
        return Int(count)
    }

    /// A model that answers each request with `count` samples of the given prompts.
    static func model(_ prompts: @escaping @Sendable (_ request: Int, _ count: Int) -> [String]) -> ScriptedModel {
        let requests = Locked(0)
        return ScriptedModel { request in
            let number = requests.withLock { count in
                defer { count += 1 }
                return count
            }
            let items = prompts(number, count(of: request)).map { prompt in
                GeneratedContent(properties: [
                    "prompt": prompt, "expected": GeneratedContent(properties: ["title": prompt, "isUrgent": true]),
                ])
            }
            return .text(GeneratedContent(items).jsonString)
        }
    }

    /// A model whose every sample is new.
    static func freshModel() -> ScriptedModel {
        model { request, count in (0..<count).map { "Task \(request)-\($0)" } }
    }

    func collect(_ generator: SampleGenerator<Sample>) async throws -> [Sample] {
        var generated: [Sample] = []
        for try await sample in generator.run() { generated.append(sample) }
        return generated
    }

    @Test func batchesOfUpToTenUntilTheTargetCountWhichCountsTheInitialSamples() async throws {
        let model = Self.freshModel()
        let generator = SampleGenerator(
            Prompt("Generate to-do items."), samples: Self.seeds, targetCount: 25,
            sessionProvider: { LanguageModelSession(model: model) })
        let generated = try await collect(generator)
        #expect(generated.count == 22)
        #expect(model.requests.map(Self.count) == [10, 10, 2])
        #expect(generated.first?.promptDescription == "Task 0-0")
        #expect(generated.first?.expected == TaskItem(title: "Task 0-0", isUrgent: true))
        let samples = await generator.samples
        #expect(
            samples.map(\.promptDescription) == Self.seeds.map(\.promptDescription) + generated.map(\.promptDescription)
        )
    }

    @Test func eachSampleIsAPromptThenItsExpectedValueAndTheExamplesAreShown() async throws {
        let model = Self.freshModel()
        let generator = SampleGenerator(
            Prompt("Generate to-do items."), samples: Self.seeds, targetCount: 5,
            sessionProvider: { LanguageModelSession(model: model, instructions: "You write test data.") })
        _ = try await collect(generator)
        let request = try #require(model.requests.first)
        #expect(request.instructionsText == "You write test data.")
        let schema = try GeneratedContent(json: try #require(request.schema).jsonSchema)
        let item = try #require(schema["items"]?.resolved(in: schema))
        #expect(item["x-order"] == GeneratedContent(["prompt", "expected"]))
        let prompt = request.lastPromptText
        #expect(prompt.hasPrefix("Generate to-do items.\n\n"))
        #expect(prompt.contains(#"{"prompt":"Buy milk","expected":{"title":"Buy milk","isUrgent":false}}"#))
        #expect(prompt.contains("Write 2 new samples as a JSON array"))
    }

    @Test func repeatedPromptsAreDroppedAndFruitlessBatchesRetriedUpToTheLimit() async throws {
        // Every batch repeats a seed (in other case and spacing) and one sample of its own.
        let model = Self.model { _, _ in ["  buy   MILK ", "Water the plants"] }
        let generator = SampleGenerator(
            Prompt("Generate to-do items."), samples: Self.seeds, targetCount: 10,
            sessionProvider: { LanguageModelSession(model: model) }, samplingStrategy: .random(retries: 2))
        let generated = try await collect(generator)
        #expect(generated.map(\.promptDescription) == ["Water the plants"])
        #expect(model.requests.count == 4)  // one that adds a sample, then one try and two retries
    }

    @Test func withoutAStrategyNoExamplesAreShownAndAFruitlessBatchEndsTheRun() async throws {
        let model = Self.model { _, _ in ["Buy milk"] }
        let generator = SampleGenerator(
            Prompt("Generate to-do items."), samples: Self.seeds, targetCount: 10,
            sessionProvider: { LanguageModelSession(model: model) }, samplingStrategy: nil)
        let generated = try await collect(generator)
        #expect(generated.isEmpty)
        #expect(model.requests.count == 1)
        #expect(!(model.requests.first?.lastPromptText.contains("Examples:") ?? true))
    }

    @Test func samplesTheValidatorRejectsGoToInvalidSamples() async throws {
        let model = Self.freshModel()
        let generator = SampleGenerator(
            Prompt("Generate to-do items."), samples: Self.seeds, targetCount: 8,
            sessionProvider: { LanguageModelSession(model: model) },
            validator: { sample in
                !sample.promptDescription.hasSuffix("-1") && !sample.promptDescription.hasSuffix("-3")
            })
        let generated = try await collect(generator)
        #expect(generated.map(\.promptDescription) == ["Task 0-0", "Task 0-2", "Task 0-4", "Task 1-0", "Task 2-0"])
        #expect(await generator.invalidSamples.map(\.promptDescription) == ["Task 0-1", "Task 0-3", "Task 1-1"])
        #expect(await generator.samples.count == 8)
    }

    @Test func aTargetTheInitialSamplesAlreadyMeetAsksNothing() async throws {
        let model = Self.freshModel()
        let generator = SampleGenerator(
            Prompt("Generate to-do items."), samples: Self.seeds, targetCount: 3,
            sessionProvider: { LanguageModelSession(model: model) })
        #expect(try await collect(generator).isEmpty)
        #expect(model.requests.isEmpty)
    }

    @Test func makeSamplesStreamsTheValidNewSamples() async throws {
        let model = Self.freshModel()
        var generated: [Sample] = []
        for try await sample in Self.seeds.makeSamples(
            Prompt("Generate to-do items."), targetCount: 6, sessionProvider: { LanguageModelSession(model: model) },
            validator: { $0.promptDescription != "Task 0-0" })
        {
            generated.append(sample)
        }
        #expect(generated.map(\.promptDescription) == ["Task 0-1", "Task 0-2", "Task 1-0"])
    }

    @Test func modelErrorsEndTheStream() async throws {
        struct Unreachable: Error {}
        let model = ScriptedModel { _ in .failure(Unreachable()) }
        let generator = SampleGenerator(
            Prompt("Generate to-do items."), samples: Self.seeds, targetCount: 5,
            sessionProvider: { LanguageModelSession(model: model) })
        await #expect(throws: (any Error).self) { try await collect(generator) }
    }
}
