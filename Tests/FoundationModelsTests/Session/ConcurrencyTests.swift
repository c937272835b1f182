import Foundation
import FoundationModelsTestSupport
import Synchronization
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// A counter shared between tasks.
final class Counter: Sendable {
    private let atomic = Atomic<Int>(0)
    var value: Int { atomic.load(ordering: .relaxed) }
    func increment() { atomic.add(1, ordering: .relaxed) }
}

/// A weather tool whose first call waits (cancellably) until the test cancels the turn.
struct SlowWeatherTool: Tool {
    let name = "getWeather"
    let description = "Get the current weather in a city."
    let started = Counter()

    @Generable
    struct Arguments {
        @Guide(description: "The city name, e.g. Paris")
        var city: String
    }

    /// Whether the first call waits (later calls answer at once).
    var waits = true

    func call(arguments: Arguments) async throws -> String {
        started.increment()
        if waits, started.value == 1 { try await Task.sleep(for: .seconds(60)) }
        return "It is 31°C and sunny in \(arguments.city)."
    }
}

/// Cancellation at every stage of a turn, and many sessions at once. `scripts/sanitize` runs
/// this suite under Thread Sanitizer.
@Suite(.serialized, .tags(.model), .needsModel) struct ConcurrencyTests {
    static let short = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 8)
    static let question = "What is the capital of France?"

    /// What a fresh session answers to the question (greedy): a session whose cache is
    /// consistent answers the same after a cancelled turn.
    static func freshAnswer() async throws -> String {
        try await LanguageModelSession(model: TestModels.qwen).respond(to: question, options: short).content
    }

    /// Cancels a stream's task once `when` says so, and waits until the session is idle.
    static func cancel<Content>(
        _ stream: sending LanguageModelSession.ResponseStream<Content>, of session: LanguageModelSession,
        when ready: @escaping @Sendable (Int) -> Bool
    ) async throws -> Int {
        let seen = Counter()
        let task = Task {
            for try await _ in stream { seen.increment() }
        }
        while !ready(seen.value) { try await Task.sleep(for: .milliseconds(2)) }
        task.cancel()
        _ = try? await task.value
        while session.isResponding { try await Task.sleep(for: .milliseconds(5)) }
        return seen.value
    }

    @Test func manySessionsOnOneModelFromManyTasksAnswerAlike() async throws {
        let prompts = ["Hello!", "What is the capital of Italy?"]
        let alone = LanguageModelSession(model: TestModels.qwen, instructions: "Answer in a few words.")
        var expected: [String] = []
        for prompt in prompts { expected.append(try await alone.respond(to: prompt, options: Self.short).content) }
        let answers = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<6 {
                group.addTask {
                    let session = LanguageModelSession(model: TestModels.qwen, instructions: "Answer in a few words.")
                    var answers: [String] = []
                    for prompt in prompts {
                        answers.append(try await session.respond(to: prompt, options: Self.short).content)
                    }
                    #expect(session.transcript.count == 5)
                    return answers
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 6)
        #expect(answers.allSatisfy { $0 == expected }, "greedy answers differ from one session's alone: \(answers)")
        #expect(expected[1].contains("Rome"))
    }

    @Test func manyTasksAskingOneSessionAtOnceGetOneAnswerAndConcurrentRequests() async throws {
        let session = LanguageModelSession(model: ScriptedModel(replies: [.slow("only one", delay: .milliseconds(5))]))
        let outcomes = await withTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask {
                    do { return try await session.respond(to: "ask \(index)").content } catch LanguageModelSession.Error
                        .concurrentRequests
                    {
                        return "busy"
                    } catch { return "\(error)" }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 == "only one" }.count == 1, "\(outcomes)")
        #expect(outcomes.allSatisfy { ["only one", "(no more replies)", "busy"].contains($0) }, "\(outcomes)")
        #expect(session.transcript.count == 2 * outcomes.filter { $0 != "busy" }.count)
        #expect(!session.isResponding)
    }

    @Test func cancellingMidTokenKeepsCacheAndTranscriptConsistent() async throws {
        let expected = try await Self.freshAnswer()
        let session = LanguageModelSession(model: TestModels.qwen)
        let stream = session.streamResponse(
            to: "Count from 1 to 300, separated by commas.",
            options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 600))
        let seen = try await Self.cancel(stream, of: session) { $0 >= 5 }
        #expect(seen < 600)
        #expect(session.transcript.isEmpty)
        #expect(try await session.respond(to: Self.question, options: Self.short).content == expected)
        #expect(session.transcript.count == 2)
    }

    @Test func cancellingGuidedGenerationMidForcedBatchKeepsCacheAndTranscriptConsistent() async throws {
        let schema = try GenerationSchema(
            jsonSchema: """
                {"type":"object","properties":{
                  "theFullNameOfTheCustomerAsWrittenOnTheLoyaltyCard":{"type":"string"},
                  "theDrinkTheCustomerOrderedMostOftenDuringTheLastTwelveMonths":{"enum":["latte","espresso"]},
                  "aListOfEveryPastryTheCustomerHasEverTriedInTheShop":{"type":"array","items":{"type":"string"},"minItems":20}
                },"required":["theFullNameOfTheCustomerAsWrittenOnTheLoyaltyCard",
                  "theDrinkTheCustomerOrderedMostOftenDuringTheLastTwelveMonths","aListOfEveryPastryTheCustomerHasEverTriedInTheShop"]}
                """)
        let session = LanguageModelSession(model: TestModels.qwen, instructions: "Answer in a few words.")
        let stream = session.streamResponse(
            to: "Invent a customer.", schema: schema,
            options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 400))
        let seen = try await Self.cancel(stream, of: session) { $0 >= 2 }
        #expect(seen >= 2)
        #expect(session.transcript.count == 1)
        let after = try await session.respond(to: Self.question, options: Self.short).content
        let reference = try await LanguageModelSession(model: TestModels.qwen, instructions: "Answer in a few words.")
            .respond(to: Self.question, options: Self.short).content
        #expect(after == reference)
        #expect(after.contains("Paris"))
        #expect(session.transcript.count == 3)
    }

    @Test func cancellingMidToolCallKeepsCacheAndTranscriptConsistent() async throws {
        let tool = SlowWeatherTool()
        let instructions = "You are a helpful assistant. Use tools when they help."
        let session = LanguageModelSession(model: TestModels.qwen, tools: [tool], instructions: instructions)
        let task = Task {
            try await session.respond(
                to: "What is the weather like in Lisbon right now?",
                options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 60))
        }
        let deadline = ContinuousClock.now + .seconds(120)
        while tool.started.value == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(tool.started.value == 1, "the model did not call the tool")
        task.cancel()  // the tool is waiting in its call
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(!session.isResponding)
        #expect(session.transcript.count == 1)
        let after = try await session.respond(to: Self.question, options: Self.short).content
        let reference = try await LanguageModelSession(
            model: TestModels.qwen, tools: [SlowWeatherTool(waits: false)], instructions: instructions
        )
        .respond(to: Self.question, options: Self.short).content
        #expect(after == reference)
    }
}
