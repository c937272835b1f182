import CommandLineSupport
import Evaluations
import Foundation
import FoundationModels
import Locking

/// `fm bench evaluations`: one evaluation of `samples` questions on the embedded model, run one
/// sample at a time (as Apple's Evaluations runs) and with every sample at once (this project's
/// `run(info:)`), beside the speed-up llama.cpp's own batched decoding gives the same prompts
/// and as many tokens (every prompt alone, one after another, against all of them in one batch,
/// `llama-batched-bench`'s way). Prints both runs' times and aggregates, and the ratio of the two
/// speed-ups (goal: at least 0.9). Greedy, so both runs must give the same aggregates.
struct EvaluationBenchmark {
    let modelURL: URL
    let threads: Int
    let samples: Int
    let maxTokens: Int

    func run() async throws {
        Terminal.write(
            "model: \(modelURL.lastPathComponent), threads: \(threads), \(samples) samples, greedy, "
                + "≤ \(maxTokens) tokens an answer, every sample with its own instructions\n\n")
        // Each run has a KV cache of its own (models with another cache size share no context)
        // and no prefix cache on disk, so neither finds the other's prompts decoded; a first
        // sample loads it.
        let (oneAtATime, allAtOnce) = (model(cacheOffset: 0), model(cacheOffset: 1))
        for model in [oneAtATime, allAtOnce] {
            _ = try await CapitalsEvaluation(model: model, count: 1, maxTokens: 4, firstIndex: 10_000).run()
        }
        let sequentialRun = CapitalsEvaluation(model: oneAtATime, count: samples, maxTokens: maxTokens)
        let (sequential, sequentialSeconds) = try await timed(sequentialRun, concurrency: 1)
        let concurrentRun = CapitalsEvaluation(model: allAtOnce, count: samples, maxTokens: maxTokens)
        let (concurrent, concurrentSeconds) = try await timed(concurrentRun, concurrency: samples)
        let tokens = concurrentRun.tokens.withLock { $0 }

        let decoder = try RawBatchDecoder(
            contentsOf: modelURL, cells: try allAtOnce.sharedCacheTokens(), sequences: samples, threads: threads)
        let prompts = concurrentRun.questions.map {
            decoder.chatTokens(instructions: $0.instructions, prompt: $0.question)
        }
        let steps = max(1, tokens / samples)
        var aloneSeconds = 0.0
        for prompt in prompts { aloneSeconds += try decoder.run(prompts: [prompt], steps: steps).whole }
        let batchedSeconds = try decoder.run(prompts: prompts, steps: steps).whole

        let ours = sequentialSeconds / concurrentSeconds
        let floor = aloneSeconds / batchedSeconds
        Terminal.write("run                      seconds   speed-up   mean correct\n")
        Terminal.write(Self.row("one sample at a time", sequentialSeconds, 1, sequential))
        Terminal.write(Self.row("all \(samples) at once", concurrentSeconds, ours, concurrent))
        Terminal.write(Self.row("llama_decode, alone", aloneSeconds, 1, nil))
        Terminal.write(Self.row("llama_decode, batched", batchedSeconds, floor, nil))
        Terminal.write(String(format: "\nspeed-up against llama.cpp's: %.2f (goal ≥ 0.90)\n", ours / floor))
        let same = sequential.summary == concurrent.summary
        Terminal.write("aggregates the same either way: \(same ? "yes" : "no")\n")
        Terminal.write(
            "\(tokens) response tokens, \(prompts.map(\.count).reduce(0, +)) prompt tokens; "
                + "raw decoding used \(steps) response tokens a sample\n")
    }

    /// The model with a KV cache of its own (`cacheOffset` bytes more than the default), without
    /// a prefix cache on disk.
    private func model(cacheOffset: Int) -> LlamaLanguageModel {
        var model = LlamaLanguageModel(
            contentsOf: modelURL, contextSize: 512, threads: threads,
            cacheMemory: LlamaLanguageModel.defaultCacheMemory + cacheOffset)
        model.prefixCacheDirectory = nil
        return model
    }

    private func timed(_ evaluation: CapitalsEvaluation, concurrency: Int) async throws -> (EvaluationResult, Double) {
        let start = ContinuousClock.now
        let result = try await EvaluationConcurrency.$maximumSamples.withValue(concurrency) {
            try await evaluation.run()
        }
        let elapsed = ContinuousClock.now - start
        return (result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    private static func row(_ name: String, _ seconds: Double, _ speedUp: Double, _ result: EvaluationResult?) -> String
    {
        let correct = result.map { String(format: "%.3f", $0.aggregateValue(.mean(of: CapitalsEvaluation.correct))) }
        return name.padding(toLength: 24, withPad: " ", startingAt: 0)
            + String(format: "%8.2f   %7.2f×", seconds, speedUp) + "   " + (correct ?? "") + "\n"
    }
}

/// Capitals of countries, asked of the embedded model with instructions of each sample's own;
/// the answer must name the capital.
struct CapitalsEvaluation: Evaluation {
    static let correct = Metric("Correct")
    private static let capitals = [
        ("France", "Paris"), ("Japan", "Tokyo"), ("Italy", "Rome"), ("Spain", "Madrid"), ("Germany", "Berlin"),
        ("Egypt", "Cairo"), ("Canada", "Ottawa"), ("Kenya", "Nairobi"), ("Peru", "Lima"), ("Norway", "Oslo"),
        ("Greece", "Athens"), ("Poland", "Warsaw"), ("Austria", "Vienna"), ("Portugal", "Lisbon"),
        ("Ireland", "Dublin"), ("Sweden", "Stockholm"), ("Finland", "Helsinki"), ("Denmark", "Copenhagen"),
        ("Hungary", "Budapest"), ("Chile", "Santiago"), ("Cuba", "Havana"), ("Thailand", "Bangkok"),
        ("Vietnam", "Hanoi"), ("Russia", "Moscow"), ("China", "Beijing"), ("India", "New Delhi"),
        ("Mexico", "Mexico City"), ("Argentina", "Buenos Aires"), ("Colombia", "Bogotá"), ("Turkey", "Ankara"),
        ("Iran", "Tehran"), ("Belgium", "Brussels"),
    ]

    let model: LlamaLanguageModel
    let questions: [(instructions: String, question: String, capital: String)]
    let maxTokens: Int
    /// The response tokens of every answer so far.
    let tokens = Locked(0)

    init(model: LlamaLanguageModel, count: Int, maxTokens: Int, firstIndex: Int = 0) {
        self.model = model
        self.maxTokens = maxTokens
        questions = (firstIndex..<(firstIndex + count)).map { index in
            let (country, capital) = Self.capitals[index % Self.capitals.count]
            let instructions = "You are quiz master number \(index + 1). Answer with the name of the city only."
            return (instructions, "What is the capital of \(country)?", capital)
        }
    }

    var dataset: ArrayLoader<ModelSample<String>> {
        ArrayLoader(
            samples: questions.map {
                ModelSample(prompt: $0.question, expected: $0.capital, instructions: $0.instructions)
            })
    }

    func subject(from sample: ModelSample<String>) async throws -> ModelSubject<String> {
        let session = LanguageModelSession(model: model, instructions: sample.instructions)
        let response = try await session.respond(
            to: sample.prompt, options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: maxTokens))
        tokens.withLock { $0 += GenerationStatistics(response.usage)?.responseTokens ?? 0 }
        return ModelSubject(value: response.content)
    }

    var evaluators: Evaluators {
        Evaluator { sample, subject in
            guard let capital = sample.expected else { return Self.correct.ignore() }
            return subject.value.localizedCaseInsensitiveContains(capital)
                ? Self.correct.passing() : Self.correct.failing(rationale: subject.value)
        }
    }

    func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        aggregator.computeMean(of: Self.correct)
    }
}
