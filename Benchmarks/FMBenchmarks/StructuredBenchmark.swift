import CommandLineSupport
import Foundation
import FoundationModels

/// Structured generation, measured three ways on the same model, prompt and threads: ours
/// (grammar-guided, forced text in batches), unconstrained decoding of the same number of
/// tokens, and llama-server with the same JSON schema (`response_format`).
struct StructuredBenchmark {
    let modelURL: URL
    let threads: Int
    let withServer: Bool

    static let cases: [(name: String, prompt: String, schema: String)] = [
        (
            "NPC", "Generate a fun dream-realm coffee shop customer.",
            """
            {"type":"object","title":"NPC","properties":{"name":{"type":"string"},"coffeeOrder":{"type":"string"},
            "picture":{"type":"object","properties":{"imageDescription":{"type":"string"}},"required":["imageDescription"]}},
            "required":["name","coffeeOrder","picture"]}
            """
        ),
        (
            "Customer", "Invent a coffee shop customer.",
            """
            {"type":"object","title":"Customer","properties":{"name":{"type":"string"},"age":{"type":"integer","minimum":18,"maximum":99},
            "drink":{"enum":["latte","espresso","mocha","cortado"]},"temperature":{"enum":["hot","iced"]},
            "tags":{"type":"array","items":{"enum":["sassy","tired","hungry","excited","nervous"]},"minItems":2,"maxItems":2},
            "rating":{"type":"number","minimum":0.5,"maximum":5}},"required":["name","age","drink","temperature","tags","rating"]}
            """
        ),
        (
            "Menu", "Create a lunch menu for an Italian restaurant.",
            """
            {"type":"object","title":"RestaurantMenu","properties":{"type":{"enum":["breakfast","lunch","dinner","dessert"]},
            "menu":{"type":"array","minItems":4,"maxItems":8,"items":{"type":"object","properties":{"name":{"type":"string"},
            "description":{"type":"string"},"ingredients":{"type":"array","items":{"type":"string"},"minItems":2,"maxItems":5},
            "cost":{"type":"number","minimum":1,"maximum":40}},"required":["name","description","ingredients","cost"]}}},
            "required":["type","menu"]}
            """
        ),
    ]

    func run() async throws {
        let maxTokens = 320
        let model = LlamaLanguageModel(contentsOf: modelURL, contextSize: 4096, threads: threads)
        let server = withServer ? try await ServerProcess.llamaServer(model: modelURL, threads: threads) : nil
        defer { server?.stop() }
        Terminal.write(
            "model: \(modelURL.lastPathComponent), threads: \(threads), greedy, at most \(maxTokens) tokens\n\n")
        try await warmUp(model)
        var rows: [[String]] = []
        var engine: [Double] = []
        for (name, prompt, schemaText) in Self.cases {
            let schema = try GenerationSchema(jsonSchema: schemaText)
            // Ours: a fresh conversation, so the prompt is decoded as in the other two, and the
            // same user message (the schema shown as written).
            let message = prompt + "\n\n" + Self.instruction(schemaText)
            let clock = ContinuousClock()
            let start = clock.now
            let response = try await LanguageModelSession(model: model).respond(
                to: message, schema: schema,
                options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: maxTokens),
                contextOptions: ContextOptions(includeSchemaInPrompt: false))
            let ours = clock.now - start
            let text = response.rawContent.jsonString
            let stats = GenerationStatistics(response.usage) ?? GenerationStatistics()
            let valid = (try? GeneratedContent(json: text))?.isComplete == true
            engine += stats.engineMicroseconds
            let plain = try unconstrained(prompt: message, tokens: stats.responseTokens)
            var serverTime = "n/a"
            var serverTokens = ""
            var serverValid = ""
            var ratio = ""
            if let server {
                let body: [String: Any] = [
                    "messages": [["role": "user", "content": message]],
                    "response_format": [
                        "type": "json_schema",
                        "json_schema": [
                            "name": name, "strict": true,
                            "schema": try JSONSerialization.jsonObject(with: Data(schemaText.utf8)),
                        ],
                    ],
                    "temperature": 0, "max_tokens": maxTokens, "cache_prompt": false,
                ]
                let serverStart = clock.now
                let (reply, tokens, _) = try await server.complete(body)
                let elapsed = clock.now - serverStart
                serverTime = format(elapsed.seconds)
                serverTokens = "\(tokens)"
                serverValid = (try? GeneratedContent(json: reply))?.isComplete == true ? "yes" : "NO"
                ratio = String(format: "%.2f×", ours.seconds / elapsed.seconds)
            }
            rows.append([
                name, format(ours.seconds), "\(stats.responseTokens)",
                String(format: "%.0f%%", 100 * Double(stats.forcedTokens) / Double(max(1, stats.responseTokens))),
                valid ? "yes" : "NO", format(plain.seconds), serverTime, serverTokens, serverValid, ratio,
            ])
        }
        Terminal.write(
            Table(
                header: [
                    "schema", "ours s", "tokens", "forced", "valid", "unconstrained s (same tokens)",
                    "llama-server s", "tokens", "valid", "ours/server",
                ], rows: rows
            ).render())
        Terminal.write(
            "\nengine time per sampled token (check first, full mask only on a rejection): "
                + summary(engine) + " µs\n")
    }

    /// Loads the weights and indexes the vocabulary for the grammar engine once, so the first
    /// case does not pay for it.
    private func warmUp(_ model: LlamaLanguageModel) async throws {
        let schema = try GenerationSchema(jsonSchema: #"{"type":"boolean"}"#)
        _ = try await LanguageModelSession(model: model).respond(
            to: "Hi", schema: schema, options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 2))
    }

    /// The instruction our sessions append to a prompt that asks for structured output, with
    /// the schema as written (on one line), so all three runs read the same text.
    static func instruction(_ schema: String) -> String {
        "Respond with a JSON object only, no other text, that follows this JSON schema:\n"
            + schema.replacingOccurrences(of: "\n", with: "")
    }

    /// Greedy decoding of exactly `tokens` tokens after the same prompt, with no grammar.
    private func unconstrained(prompt: String, tokens: Int) throws -> Duration {
        let decoder = try RawDecoder(contentsOf: modelURL, contextLength: 4096, threads: threads)
        return try ContinuousClock().measure {
            try decoder.append(decoder.chatTokens(prompt))
            try decoder.decodeGreedily(tokens)
        }
    }

    private func format(_ seconds: Double) -> String { String(format: "%.2f", seconds) }

    private func summary(_ values: [Double]) -> String {
        guard !values.isEmpty else { return "n/a" }
        let sorted = values.sorted()
        func at(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))] }
        return String(
            format: "avg %.1f, p50 %.1f, p99 %.1f, max %.1f over %d tokens",
            values.reduce(0, +) / Double(values.count), at(0.5), at(0.99), sorted.last!, values.count)
    }
}
