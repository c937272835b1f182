import CommandLineSupport
import Foundation
import FoundationModels

/// `fm bench`: the runtime benchmarks, printed as tables.
package enum BenchCommand {
    static let parser = ArgumentParser(
        command: "fm bench",
        usage: [
            "fm bench [runtime|structured|tools|memory|window|sessions|serve] [--model PATH] [--threads N]",
            " [--no-server] [--turns N] [--first-step] [--max-tokens N] [--entries N] [--sessions N,N…]",
            "fm bench evaluations [--samples N] [--max-tokens N] [--model PATH] [--threads N]",
            "fm bench validity [--model PATH[,PATH…]] [--runs N] [--random-logits] [--types A,B] [--threads N]",
            "fm bench maskbench --input FILE --output FILE [--model PATH]",
            "fm bench guardrails [--unsafe FILE]… [--safe FILE]… [--answers N] [--cost N] [--model PATH]",
        ],
        overview: """
              runtime      prompt and generation speed of this library's runtime and sessions next to
                           llama.cpp's own llama-bench (same model, same threads), and time to first
                           token per turn of a 10-turn conversation (the default)
              structured   guided generation next to unconstrained decoding of the same length and
                           next to llama-server with the same JSON schema; engine time per token
              tools        --turns seeded tool turns (default 200) with five tools and questions that
                           need one or none: calls naming a tool, calls decoding into its Arguments,
                           right tool for the question, no call when none was needed, time per turn;
                           --first-step measures only the decision and the calls (no tool runs, no
                           answer), --max-tokens caps each answer (default 48)
              memory       a long conversation (--turns, default 200) condensed with the model's
                           summaries whenever it passes half the context; resident memory every 20 turns
              window       a conversation of --turns exchanges (default 30) side by side: whole, and
                           through a profile with a rolling window of --entries entries (default 6);
                           prompt tokens read and decoded per turn, time to first token
              sessions     --sessions N,N… (default 1,4,16,64) sessions at once on one model, each with
                           its own instructions, greedy, ≤ --max-tokens tokens (default 24): aggregate
                           tokens/s, time to first token and to the whole answer (p50/p95), peak
                           memory; next to the same prompts and tokens decoded by llama_decode alone
                           (what the hardware allows) and llama-server --parallel N (same KV cache)
              serve        --sessions N,N… (default 1,4,16) streamed chat requests at once with a strict
                           json_schema to fm serve and to llama-server --parallel N (same model,
                           threads, prompts; both started here; needs curl): valid answers, aggregate
                           tokens/s, p50/p95 time to first text, the server's peak memory;
                           ≤ --max-tokens tokens an answer (default 160). --api responses: the
                           same requests to fm serve's chat completions and Responses API, then a
                           previous_response_id continuation of ~1,000 tokens of instructions
                           beside the same follow-up in a conversation still open
              evaluations  an Evaluations run of --samples questions (default 32) on the embedded model,
                           one sample at a time (as Apple's) and all at once (this library's), greedy,
                           ≤ --max-tokens tokens (default 16): seconds, speed-up and aggregates of
                           each, next to llama_decode's speed-up for the same prompts and tokens
                           (each alone against all in one batch), and the ratio of the two
              validity     N seeded generations (default 10) of each validity type (the seed's types
                           and types using every guide) on each model (default: the Qwen and Gemma
                           models): every response must decode and satisfy every guide; prints each
                           invalid one and exits 1. --random-logits samples from uniform noise
                           instead of the model (the mask alone)
              maskbench    the engine on MaskBench instances over the model's vocabulary: compile
                           and mask times, instances accepted, one JSON line per schema (run it
                           through scripts/maskbench, which prepares the input, runs LLGuidance on
                           the same tokens and prints the table)
              guardrails   the default guardrails' classifier on labelled prompts (CSV files with
                           a goal, prompt or text column, and a label column if mixed): how many
                           --unsafe prompts it blocks and --safe ones it passes, the kinds named,
                           the time a check takes; --answers N safe prompts answered by the model
                           and the answers checked; then --cost N short prompts (default 8) on the
                           model without and with guardrails: time to first words and whole answer
            """,
        options: [
            .value("model", "PATH", help: "the GGUF model (validity: PATH,PATH… for several)"),
            .value("threads", "N", help: "threads to decode with (default: FM_THREADS, else the cores)"),
            .flag("no-server", help: "structured: skip llama-server"),
            .value("turns", "N", help: "tools, memory, window: how many turns"),
            .flag("first-step", help: "tools: only the decision and the calls"),
            .value("max-tokens", "N", help: "tools, sessions: the most tokens of each answer"),
            .value("entries", "N", help: "window: the entries the window keeps (default 6)"),
            .value("samples", "N", help: "evaluations: how many samples (default 32)"),
            .value("sessions", "N,N…", help: "sessions: how many at once (default 1,4,16,64)"),
            .value("runs", "N", help: "validity: generations per type and model (default 10)"),
            .flag("random-logits", help: "validity: sample from uniform noise instead of the model"),
            .value("types", "A,B", help: "validity: only these types"),
            .value("input", "FILE", help: "maskbench: the prepared instances"),
            .value("api", "chat|responses", help: "serve: beside llama-server (chat), or beside the Responses API"),
            .value("output", "FILE", help: "maskbench: where the JSON lines go"),
            .value("unsafe", "FILE", help: "guardrails: prompts that should be blocked (CSV; repeatable)"),
            .value("safe", "FILE", help: "guardrails: prompts that should pass (CSV; repeatable)"),
            .value("cost", "N", help: "guardrails: short prompts timed without and with guardrails (default 8)"),
            .value("answers", "N", help: "guardrails: safe prompts answered by the model, answers checked (default 0)"),
            .help,
        ],
        footer: "Build in release mode for real figures (scripts/fm does).")

    package static func run(_ arguments: [String]) async throws {
        guard let parsed = try parser.parseOrHelp(arguments) else { return }
        let url = parsed.string("model").map { URL(fileURLWithPath: $0) } ?? SystemLanguageModel.defaultModelURL
        let threads = try parsed.int("threads") ?? RawDecoder.defaultThreadCount
        guard threads >= 1 else { throw UsageError("--threads needs 1 or more") }
        switch parsed.positionals.first ?? "runtime" {
        case "runtime": try await RuntimeBenchmark(modelURL: url, threads: threads).run()
        case "structured":
            try await StructuredBenchmark(modelURL: url, threads: threads, withServer: !parsed.has("no-server")).run()
        case "tools":
            let turns = try parsed.int("turns") ?? 200
            let tokens = try parsed.int("max-tokens") ?? 48
            guard turns >= 1, tokens >= 1 else { throw UsageError("--turns and --max-tokens need 1 or more") }
            try await ToolBenchmark(
                modelURL: url, threads: threads, turns: turns, maximumResponseTokens: tokens,
                firstStepOnly: parsed.has("first-step")
            ).run()
        case "memory":
            let turns = try parsed.int("turns") ?? 200
            guard turns >= 1 else { throw UsageError("--turns needs 1 or more") }
            try await MemoryBenchmark(modelURL: url, threads: threads, turns: turns).run()
        case "window":
            let turns = try parsed.int("turns") ?? 30
            let entries = try parsed.int("entries") ?? 6
            guard turns >= 1, entries >= 1 else { throw UsageError("--turns and --entries need 1 or more") }
            try await WindowBenchmark(modelURL: url, threads: threads, turns: turns, entries: entries).run()
        case "sessions":
            let counts = try sessionCounts(parsed.string("sessions") ?? "1,4,16,64")
            let tokens = try parsed.int("max-tokens") ?? 24
            guard tokens >= 1 else { throw UsageError("--max-tokens needs 1 or more") }
            try await SessionsBenchmark(
                modelURL: url, threads: threads, counts: counts, maxTokens: tokens, withServer: !parsed.has("no-server")
            ).run()
        case "serve":
            let counts = try sessionCounts(parsed.string("sessions") ?? "1,4,16")
            let tokens = try parsed.int("max-tokens") ?? 160
            guard tokens >= 1 else { throw UsageError("--max-tokens needs 1 or more") }
            let api = parsed.string("api") ?? "chat"
            guard ["chat", "responses"].contains(api) else { throw UsageError("--api needs chat or responses") }
            try await ServeBenchmark(
                modelURL: url, threads: threads, counts: counts, maxTokens: tokens, responses: api == "responses"
            ).run()
        case "evaluations":
            let samples = try parsed.int("samples") ?? 32
            let tokens = try parsed.int("max-tokens") ?? 16
            guard samples >= 1, tokens >= 1 else { throw UsageError("--samples and --max-tokens need 1 or more") }
            try await EvaluationBenchmark(modelURL: url, threads: threads, samples: samples, maxTokens: tokens).run()
        case "guardrails":
            let files =
                parsed.strings("unsafe").map { GuardrailsBenchmark.LabelledFile(path: $0, unsafe: true) }
                + parsed.strings("safe").map { GuardrailsBenchmark.LabelledFile(path: $0, unsafe: false) }
            let cost = try parsed.int("cost") ?? 8
            let answers = try parsed.int("answers") ?? 0
            guard cost >= 0, answers >= 0 else { throw UsageError("--cost and --answers need 0 or more") }
            try await GuardrailsBenchmark(modelURL: url, files: files, costPrompts: cost, answers: answers).run()
        case "validity":
            let runs = try parsed.int("runs") ?? 10
            guard runs >= 1 else { throw UsageError("--runs needs 1 or more") }
            let folder = SystemLanguageModel.defaultModelURL.deletingLastPathComponent()
            let models =
                parsed.string("model").map { $0.split(separator: ",").map { URL(fileURLWithPath: String($0)) } }
                ?? [SystemLanguageModel.defaultModelURL, folder.appendingPathComponent("gemma-3-270m-q4_k_m.gguf")]
            let types = Set((parsed.string("types") ?? "").split(separator: ",").map(String.init))
            try await ValidityBenchmark(
                models: models, runs: runs, randomLogits: parsed.has("random-logits"),
                threads: threads, only: types
            ).run()
        case "maskbench":
            guard let input = parsed.string("input"), let output = parsed.string("output") else {
                throw UsageError("maskbench needs --input FILE and --output FILE (scripts/maskbench passes them)")
            }
            try MaskBenchBenchmark(
                modelURL: url, input: URL(fileURLWithPath: input), output: URL(fileURLWithPath: output)
            ).run()
        case let other:
            throw UsageError(
                "unknown benchmark '\(other)' (runtime, structured, tools, memory, window, sessions, serve, evaluations, validity or maskbench)"
            )
        }
    }

    /// The counts of `--sessions N,N…`.
    /// - Throws: `UsageError` when one is not a whole number of 1 or more.
    private static func sessionCounts(_ text: String) throws -> [Int] {
        try text.split(separator: ",").map {
            guard let count = Int($0), count >= 1 else { throw UsageError("--sessions needs counts such as 1,4,16") }
            return count
        }
    }
}
