import Foundation
@_spi(Validity) import FoundationModels

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
        var failures: [String] = []
    }

    /// Runs everything and prints a table.
    /// - Throws: a failure naming the count of invalid responses, after printing them.
    func run() async throws {
        let cases = try ValidityCase.all().filter { only.isEmpty || only.contains($0.name) }
        let mode = randomLogits ? "random logits (the mask alone)" : "model logits"
        Terminal.write("validity: \(runs) seeded generations per type and model, \(mode), \(cases.count) types\n")
        var rows: [[String]] = []
        var invalid = 0
        var total = 0
        for url in models {
            let model = LlamaLanguageModel(contentsOf: url, contextSize: 2048, threads: threads)
            let generator = randomLogits ? try RandomLogitsGenerator(model: model) : nil
            for validityCase in cases {
                let tally = try await run(validityCase, model: model, generator: generator)
                invalid += tally.runs - tally.valid
                total += tally.runs
                for failure in tally.failures { Terminal.write("INVALID \(validityCase.name) on \(url.lastPathComponent): \(failure)\n") }
                rows.append([validityCase.name, url.deletingPathExtension().lastPathComponent, "\(tally.runs)", "\(tally.valid)",
                             "\(tally.overBudget)", String(format: "%.1f", Double(tally.tokens) / Double(max(1, tally.runs))),
                             String(format: "%.1f", tally.seconds), String(format: "%.2f", tally.seconds / Double(max(1, tally.runs)))])
                Terminal.write(rows.last!.joined(separator: "  ") + "\n")
            }
        }
        Terminal.write("\n" + Table(header: ["type", "model", "runs", "valid", "over budget", "avg tokens", "s", "s/run"],
                                    rows: rows).render())
        Terminal.write("\n\(total - invalid)/\(total) responses valid\n")
        if invalid > 0 { throw ValidityFailure(count: invalid) }
    }

    private func run(_ validityCase: ValidityCase, model: LlamaLanguageModel,
                     generator: RandomLogitsGenerator?) async throws -> Tally {
        var tally = Tally()
        let conversation = try model.makeConversation()
        let clock = ContinuousClock()
        for seed in 0..<runs {
            let options = ValidityCase.options(seed: seed, budget: validityCase.budget)
            let start = clock.now
            let text: String
            let tokens: Int
            do {
                if let generator {
                    (text, tokens) = try generator.respond(schema: validityCase.schema, options: options, logitSeed: UInt64(seed))
                } else {
                    (text, tokens) = try await respond(validityCase, options: options, conversation: conversation)
                }
            } catch {
                tally.runs += 1
                tally.failures.append("seed \(seed): \(error)")
                continue
            }
            tally.seconds += (clock.now - start).seconds
            tally.runs += 1
            tally.tokens += tokens
            var problems = validityCase.problems(text)
            if tokens > validityCase.budget {
                tally.overBudget += 1
                problems.append("\(tokens) tokens, over the budget of \(validityCase.budget)")
            }
            if problems.isEmpty {
                tally.valid += 1
            } else {
                tally.failures.append("seed \(seed): \(problems.joined(separator: "; ")) in \(text)")
            }
        }
        return tally
    }

    /// One response from the model, in a conversation kept for the case so the prompt is decoded once.
    private func respond(_ validityCase: ValidityCase, options: GenerationOptions,
                         conversation: any LanguageModelConversation) async throws -> (String, Int) {
        let prompt = Transcript.Entry.prompt(.init(segments: [.text(.init(content: validityCase.prompt))],
                                                   responseFormat: .init(schema: validityCase.schema)))
        let request = ModelRequest(transcript: Transcript(entries: [prompt]), schema: validityCase.schema, options: options)
        var text = ""
        var tokens = 0
        for try await event in conversation.respond(to: request) {
            switch event {
            case .text(let soFar): text = soFar
            case .statistics(let statistics): tokens = statistics.responseTokens
            case .toolCalls: break
            }
        }
        return (text, tokens)
    }
}

/// Invalid responses were found (they are printed above).
struct ValidityFailure: Error, CustomStringConvertible {
    let count: Int
    var description: String { "\(count) invalid responses" }
}
