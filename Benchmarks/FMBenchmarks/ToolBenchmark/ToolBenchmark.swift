import CommandLineSupport
import Evaluations
import Foundation
import FoundationModels

/// Tool calling, measured over many seeded turns: `ToolCallingEvaluation` run one turn at a
/// time, a fresh session per turn with five tools (weather, exchange rate, calendar,
/// calculator, stocks), a question that needs one of them or none, and sampling seeded by the
/// turn's number. Prints each turn as it ends, then the figures of the evaluation's result.
struct ToolBenchmark {
    let modelURL: URL
    let threads: Int
    let turns: Int
    var maximumResponseTokens = 48
    /// Measures only the model's first step of each turn (the decision and the calls; the calls
    /// are skipped, so no tool runs): the figures about calls are the same, at a fraction of
    /// the time.
    var firstStepOnly = false

    /// Runs the turns and prints the figures.
    func run() async throws {
        Terminal.write(
            "model: \(modelURL.lastPathComponent), threads: \(threads), \(turns) turns"
                + (firstStepOnly ? " (first step only)" : "")
                + ", top-40 sampling seeded by turn, at most \(maximumResponseTokens) answer tokens\n")
        let (evaluation, result) = try await measure { question, outcome in
            let number = String(question.seed + 1).leftPadded(to: 3)
            switch outcome {
            case .success(let subject):
                let called = subject.toolCalls.map(\.toolName)
                Terminal.write(
                    "\(number) \(question.isRight(called) ? "ok  " : "MISS") "
                        + "\(String(format: "%5.2f", subject.value.seconds))s  \(question.text) → "
                        + ToolCallingEvaluation.names(of: subject.toolCalls) + "\n")
            case .failure(let error):
                Terminal.write("\(number) FAIL  \(question.text)  failed: \(error.localizedDescription)\n")
            }
        }
        let report = ToolBenchmarkReport(result: result, evaluation: evaluation)
        Terminal.write("\n" + Table(header: ["figure", "value"], rows: report.summaryRows).render())
        Terminal.write(
            "\n" + Table(header: ["question needs", "turns", "right", "calls made"], rows: report.perToolRows).render())
    }

    /// Runs the evaluation one turn at a time (each turn's time is measured alone).
    /// - Parameter progress: Called after each turn with its subject or error.
    /// - Returns: The evaluation and its result.
    /// - Throws: Nothing in practice: a turn that fails is a row of the result.
    func measure(
        progress: (@Sendable (ToolQuestion, Result<ModelSubject<ToolTurn>, any Error>) -> Void)? = nil
    ) async throws -> (ToolCallingEvaluation, EvaluationResult) {
        // Every turn's session starts with the same instructions and tools; the model's context
        // keeps them, so they are decoded once.
        let model = LlamaLanguageModel(contentsOf: modelURL, contextSize: 4096, threads: threads)
        var evaluation = ToolCallingEvaluation(
            model: model, turns: turns, maximumResponseTokens: maximumResponseTokens, firstStepOnly: firstStepOnly)
        evaluation.onTurn = progress
        let result = try await EvaluationConcurrency.$maximumSamples.withValue(1) {
            try await evaluation.run(info: ["model": modelURL.lastPathComponent, "threads": "\(threads)"])
        }
        return (evaluation, result)
    }
}

extension String {
    /// The string with spaces in front, to at least `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
