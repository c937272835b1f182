import CommandLineSupport
import Foundation
import FoundationModels
import Locking

/// Tool calling, measured over many seeded turns: a fresh session per turn with five tools
/// (weather, exchange rate, calendar, calculator, stocks), a question that needs one of them
/// or none, and sampling seeded by the turn's number. Every call is checked: does it name a
/// tool, and do its arguments decode into that tool's `Arguments`?
struct ToolBenchmark {
    let modelURL: URL
    let threads: Int
    let turns: Int
    var maximumResponseTokens = 48
    /// Measures only the model's first step of each turn (the decision and the calls, no tool
    /// runs and no answer after them): the figures about calls are the same, at a fraction of
    /// the time.
    var firstStepOnly = false

    static let instructions = "You are a helpful assistant. Use tools when they help."

    /// Runs the turns and prints the figures.
    func run() async throws {
        Terminal.write(
            "model: \(modelURL.lastPathComponent), threads: \(threads), \(turns) turns"
                + (firstStepOnly ? " (first step only)" : "")
                + ", top-40 sampling seeded by turn, at most \(maximumResponseTokens) answer tokens\n")
        let report = try await measure { index, turn in
            let called = turn.calls.map(\.toolName).joined(separator: ",")
            let number = String(index + 1).leftPadded(to: 3)
            Terminal.write(
                "\(number) \(turn.isRight ? "ok  " : "MISS") \(String(format: "%5.2f", turn.seconds))s  "
                    + "\(turn.question.text) → \(called.isEmpty ? "(no call)" : called)"
                    + (turn.failure.map { "  failed: \($0)" } ?? "") + "\n")
        }
        Terminal.write("\n" + Table(header: ["figure", "value"], rows: report.summaryRows).render())
        Terminal.write(
            "\n" + Table(header: ["question needs", "turns", "right", "calls made"], rows: report.perToolRows).render())
    }

    /// Runs the turns one after another.
    /// - Parameter progress: called after each turn with its index.
    /// - Returns: the report.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` when the model cannot be loaded.
    func measure(progress: (Int, ToolBenchmarkReport.Turn) -> Void = { _, _ in }) async throws -> ToolBenchmarkReport {
        // Every turn's session starts with the same instructions and tools; the model's context
        // keeps them, so they are decoded once.
        let model = LlamaLanguageModel(contentsOf: modelURL, contextSize: 4096, threads: threads)
        var report = ToolBenchmarkReport()
        for index in 0..<turns {
            let question = Self.question(at: index)
            let turn = await self.turn(question, seed: UInt64(index), model: model, firstStepOnly: firstStepOnly)
            report.turns.append(turn)
            progress(index, turn)
        }
        return report
    }

    /// One turn in a fresh session; the reviewer records each call and lets it run, or, for the
    /// first step only, records the calls and skips them (the model then answers without their
    /// results, which are not measured).
    private func turn(
        _ question: Question, seed: UInt64, model: LlamaLanguageModel,
        firstStepOnly: Bool = false
    ) async -> ToolBenchmarkReport.Turn {
        let tools = BenchmarkTools.all
        let session = LanguageModelSession(model: model, tools: tools, instructions: Self.instructions)
        let calls = Locked<[ToolBenchmarkReport.Call]>([])
        session.toolCallReviewer = { call in
            let tool = tools.first { $0.name == call.toolName }
            let decodes = tool.map { Self.decodes(call.arguments, for: $0) } ?? false
            calls.withLock { $0.append(.init(toolName: call.toolName, namesATool: tool != nil, decodes: decodes)) }
            return firstStepOnly ? .skip(output: "") : .run
        }
        let options = options(seed: seed)
        let clock = ContinuousClock()
        let start = clock.now
        var answer = ""
        var failure: String?
        do {
            answer = try await session.respond(to: question.text, options: options).content
        } catch {
            failure = error.localizedDescription
        }
        let seconds = (clock.now - start).seconds
        return .init(
            question: question, seed: seed, calls: calls.withLock { $0 }, answer: answer, failure: failure,
            seconds: seconds)
    }

    private func options(seed: UInt64) -> GenerationOptions {
        GenerationOptions(
            samplingMode: .random(top: 40, seed: seed), temperature: 0.7, maximumResponseTokens: maximumResponseTokens)
    }

    /// Whether arguments decode into a tool's `Arguments` type.
    private static func decodes<T: Tool>(_ arguments: GeneratedContent, for tool: T) -> Bool {
        (try? T.Arguments(arguments)) != nil
    }
}

extension String {
    /// The string with spaces in front, to at least `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
