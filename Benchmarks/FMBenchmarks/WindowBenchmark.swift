import CommandLineSupport
import Foundation
import FoundationModels

/// `fm bench window`: one conversation of `turns` short exchanges run twice, turn by turn side by
/// side, on the embedded model: once with the whole transcript, once through a dynamic profile
/// whose history transform keeps a rolling window of the last `entries` entries. Prints, per turn,
/// the prompt tokens the model reads, those it actually decodes (the rest comes from the KV
/// cache) and the time to first token.
struct WindowBenchmark {
    let modelURL: URL
    let threads: Int
    let turns: Int
    let entries: Int

    private static let instructions = """
        You are Mika, the barista of a small coffee shop in Lisbon. You know every drink on the menu: \
        espresso, cortado, flat white, cappuccino, latte, mocha, iced latte, cold brew and a galão, \
        the local milky coffee served in a glass. Pastries: pastel de nata, croissant, banana bread. \
        Answer the customer in one short, friendly sentence, and never list the whole menu.
        """

    private static let prompts = [
        "Hi! What do you recommend this morning?", "Is a cortado strong?", "What is a galão?",
        "Which pastry goes with a flat white?", "Do you have anything cold?", "How big is a latte here?",
        "What is your favourite drink?", "Can I have oat milk?", "Is the cold brew sweet?", "Thanks, see you tomorrow!",
    ]

    private struct Turn {
        var read = 0, decoded = 0
        var firstToken: Double = 0
    }

    func run() async throws {
        let model = LlamaLanguageModel(contentsOf: modelURL, contextSize: 4096, threads: threads)
        let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 24)
        let whole = LanguageModelSession(model: model, instructions: Instructions(Self.instructions))
        let profile = LanguageModelSession.Profile { Instructions(Self.instructions) }
            .historyTransform { RollingWindow(entries: entries).apply(to: $0) }
            .model(model)
        let windowed = LanguageModelSession(profile: profile)
        Terminal.write(
            "model: \(modelURL.lastPathComponent), threads: \(threads), turns: \(turns), greedy, ≤ 24 tokens a reply\n")
        Terminal.write("prompt tokens the model reads / decodes (the rest is cached), and time to first token\n\n")
        Terminal.write("turn   whole: read  decoded  first ms   window of \(entries): read  decoded  first ms\n")
        var totals = (whole: Turn(), window: Turn())
        for turn in 1...turns {
            let prompt = Self.prompts[(turn - 1) % Self.prompts.count]
            let a = try await Self.measure(whole, prompt, options)
            let b = try await Self.measure(windowed, prompt, options)
            totals.whole.read += a.read
            totals.whole.decoded += a.decoded
            totals.whole.firstToken += a.firstToken
            totals.window.read += b.read
            totals.window.decoded += b.decoded
            totals.window.firstToken += b.firstToken
            Terminal.write(Self.row(String(turn), a, b) + "\n")
        }
        totals.whole.firstToken /= Double(turns)
        totals.window.firstToken /= Double(turns)
        Terminal.write(Self.row("all", totals.whole, totals.window) + "   (first ms: the mean)\n")
        Terminal.write(
            "transcript entries: whole \(whole.transcript.count), windowed \(windowed.transcript.count) (both keep every entry)\n"
        )
    }

    /// One turn: the prompt tokens from the response's statistics, the time to the first
    /// snapshot by the wall clock (prompt decoding included).
    private static func measure(_ session: LanguageModelSession, _ prompt: String, _ options: GenerationOptions)
        async throws -> Turn
    {
        let clock = ContinuousClock()
        let start = clock.now
        var first: Duration?
        let stream = session.streamResponse(to: prompt, options: options)
        for try await _ in stream where first == nil { first = clock.now - start }
        let response = try await stream.collect()
        guard let figures = GenerationStatistics(response.usage) else {
            throw RuntimeError("the response has no statistics")
        }
        return Turn(
            read: figures.promptTokens, decoded: figures.decodedPromptTokens,
            firstToken: (first ?? clock.now - start).seconds * 1000)
    }

    private static func row(_ label: String, _ a: Turn, _ b: Turn) -> String {
        func cells(_ t: Turn) -> String {
            [
                String(t.read).leftPadded(to: 11), String(t.decoded).leftPadded(to: 8),
                String(format: "%.0f", t.firstToken).leftPadded(to: 9),
            ]
            .joined(separator: " ")
        }
        return label.leftPadded(to: 4) + "  " + cells(a) + "  " + String(repeating: " ", count: 10) + cells(b)
    }
}
