import CommandLineSupport
import Foundation
import FoundationModels

/// `fm bench validity`: seeded guided generations of every validity case on each model; every
/// response must decode into its Swift type and satisfy every guide. With random logits, the
/// model's scores are replaced by uniform noise, so only the grammar's mask keeps output valid.
struct ValidityBenchmark {
    let models: [URL]
    let runs: Int
    let randomLogits: Bool
    let threads: Int
    /// Case names to run; empty for all.
    let only: Set<String>

    /// The tally of one case on one model.
    struct Tally {
        var runs = 0
        var valid = 0
        var tokens = 0
        var overBudget = 0
        var seconds = 0.0
    }

    /// Runs everything and prints a table. Seeds are the outer loop, so a run stopped early
    /// has covered every type and model alike; each response prints one progress line.
    /// - Throws: a failure naming the count of invalid responses, after printing them.
    func run() async throws {
        let cases = try ValidityCase.all().filter { only.isEmpty || only.contains($0.name) }
        let mode = randomLogits ? "random logits (the mask alone)" : "model logits"
        Terminal.write("validity: \(runs) seeded generations per type and model, \(mode), \(cases.count) types\n")
        var lanes: [Lane] = []
        for url in models {
            let model = LlamaLanguageModel(contentsOf: url, contextSize: 2048, threads: threads)
            let generator = randomLogits ? try RandomLogitsGenerator(model: model) : nil
            for validityCase in cases {
                lanes.append(
                    Lane(
                        validityCase: validityCase, model: url.deletingPathExtension().lastPathComponent,
                        languageModel: model, generator: generator))
            }
        }
        for seed in 0..<runs {
            for index in lanes.indices {
                let line = try await lanes[index].generate(seed: seed)
                if !randomLogits || line.hasPrefix("INVALID") { Terminal.write(line + "\n") }
            }
        }
        let rows = lanes.map { lane in
            [
                lane.validityCase.name, lane.model, "\(lane.tally.runs)", "\(lane.tally.valid)",
                "\(lane.tally.overBudget)",
                String(format: "%.1f", Double(lane.tally.tokens) / Double(max(1, lane.tally.runs))),
                String(format: "%.1f", lane.tally.seconds),
                String(format: "%.2f", lane.tally.seconds / Double(max(1, lane.tally.runs))),
            ]
        }
        Terminal.write(
            "\n"
                + Table(
                    header: ["type", "model", "runs", "valid", "over budget", "avg tokens", "s", "s/run"],
                    rows: rows
                ).render())
        let total = lanes.reduce(0) { $0 + $1.tally.runs }
        let invalid = total - lanes.reduce(0) { $0 + $1.tally.valid }
        Terminal.write("\n\(total - invalid)/\(total) responses valid\n")
        if invalid > 0 { throw ValidityFailure(count: invalid) }
    }

    /// One type on one model and its tally (the model's context keeps the case's prompt, so it
    /// is decoded once).
    private struct Lane {
        let validityCase: ValidityCase
        let model: String
        let languageModel: LlamaLanguageModel
        let generator: RandomLogitsGenerator?
        var tally = Tally()

        /// Generates and checks the response of one seed.
        /// - Returns: a line for the log: the figures, or INVALID with the problems and the text.
        mutating func generate(seed: Int) async throws -> String {
            let options = ValidityCase.options(seed: seed, budget: validityCase.budget)
            let clock = ContinuousClock()
            let start = clock.now
            let text: String
            let tokens: Int
            tally.runs += 1
            do {
                if let generator {
                    (text, tokens) = try generator.respond(
                        schema: validityCase.schema, options: options, logitSeed: UInt64(seed))
                } else {
                    (text, tokens) = try await ValidityBenchmark.respond(
                        validityCase, options: options, model: languageModel)
                }
            } catch {
                return "INVALID \(validityCase.name) on \(model), seed \(seed): \(error)"
            }
            let seconds = (clock.now - start).seconds
            tally.seconds += seconds
            tally.tokens += tokens
            var problems = validityCase.problems(text)
            if tokens > validityCase.budget {
                tally.overBudget += 1
                problems.append("\(tokens) tokens, over the budget of \(validityCase.budget)")
            }
            guard !problems.isEmpty else {
                tally.valid += 1
                return String(
                    format: "ok %@ on %@, seed %d: %d tokens, %.1f s", validityCase.name, model, seed, tokens, seconds)
            }
            return
                "INVALID \(validityCase.name) on \(model), seed \(seed): \(problems.joined(separator: "; ")) in \(text)"
        }
    }

    /// One response from the model in a fresh session.
    fileprivate static func respond(
        _ validityCase: ValidityCase, options: GenerationOptions,
        model: LlamaLanguageModel
    ) async throws -> (String, Int) {
        let response = try await LanguageModelSession(model: model).respond(
            to: validityCase.prompt, schema: validityCase.schema, options: options)
        return (response.rawContent.jsonString, response.usage.output.totalTokenCount)
    }
}

/// Invalid responses were found (they are printed above).
struct ValidityFailure: Error, CustomStringConvertible {
    let count: Int
    var description: String { "\(count) invalid responses" }
}
