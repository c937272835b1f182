import CommandLineSupport
import Foundation
import FoundationModels

/// `fm bench guardrails`: the default guardrails' classifier on labelled prompts, and what the
/// guardrails cost the person waiting.
///
/// Each `--unsafe` and `--safe` file is a CSV file with a header (AdvBench's `goal` column,
/// XSTest's `prompt` and `label` columns, or a `text` column); a file with a `label` column
/// gives only its rows of that label; AdvBench's `target` column (the opening of the answer a
/// behaviour asks for) is checked as output. `answers` safe prompts are answered by the model
/// without guardrails and the answers checked as output. Prints, per set, how many texts were
/// blocked (and at other thresholds, to show the margin), the kinds of harm named, and the time
/// a check takes; then the time to the first words and to the whole answer of short prompts on `modelURL`
/// without guardrails (`LlamaLanguageModel`) and with them (`SystemLanguageModel`), one after
/// the other, as ratios. Extension of this project.
struct GuardrailsBenchmark {
    struct LabelledFile {
        var path: String
        var unsafe: Bool
    }

    let modelURL: URL
    let files: [LabelledFile]
    let costPrompts: Int
    let answers: Int

    func run() async throws {
        _ = try await ModelContentClassifier.shared.classify("Hello there.", from: .input)
        var table: [(unsafe: Bool, total: Int, blocked: Int)] = []
        var safePrompts: [String] = []
        for file in files {
            let name = URL(fileURLWithPath: file.path).lastPathComponent
            let prompts = try Self.texts(in: file, columns: ["goal", "prompt", "text"])
            table.append(
                try await measure(
                    prompts, from: prompts.map { _ in .input }, "\(name), \(file.unsafe ? "unsafe" : "safe") prompts",
                    unsafe: file.unsafe))
            if file.unsafe, let targets = try? Self.texts(in: file, columns: ["target"]) {
                // AdvBench's targets: the opening of the answer each behaviour asks for.
                table.append(
                    try await measure(
                        targets, from: prompts.map { .output(request: $0) }, "\(name), opening of harmful answers",
                        unsafe: true))
            }
            if !file.unsafe { safePrompts += prompts }
        }
        if answers > 0, !safePrompts.isEmpty {
            let asked = Array(safePrompts.prefix(answers))
            table.append(
                try await measure(
                    try await answersOf(asked), from: asked.map { .output(request: $0) },
                    "the model's answers to \(asked.count) safe prompts", unsafe: false))
        }
        if !table.isEmpty {
            Terminal.write("\nconfusion        blocked   passed\n")
            for unsafe in [true, false] {
                let rows = table.filter { $0.unsafe == unsafe }
                let (total, blocked) = (rows.map(\.total).reduce(0, +), rows.map(\.blocked).reduce(0, +))
                Terminal.write(
                    String(format: "%@ %9d %8d\n", unsafe ? "harmful texts" : "safe texts   ", blocked, total - blocked)
                )
            }
        }
        if costPrompts > 0 { try await cost() }
    }

    /// Classifies texts and prints the figures; the safe texts blocked are listed.
    private func measure(
        _ texts: [String], from sources: [GuardedSource], _ name: String, unsafe: Bool
    ) async throws -> (unsafe: Bool, total: Int, blocked: Int) {
        var probabilities: [Double] = []
        var flagged: [Bool] = []
        var kinds: [String: Int] = [:]
        var seconds: [Double] = []
        for (text, source) in zip(texts, sources) {
            let start = ContinuousClock.now
            let verdict = try await ModelContentClassifier.shared.classify(text, from: source)
            seconds.append((ContinuousClock.now - start).seconds)
            probabilities.append(verdict.probability)
            flagged.append(verdict.isHarmful)
            if let kind = verdict.category { kinds[kind, default: 0] += 1 }
        }
        let blocked = kinds.values.reduce(0, +)
        Terminal.write("\n\(name): \(blocked) of \(texts.count) blocked (\(percent(blocked, texts.count)))\n")
        let sweep = [0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95].map { line in
            "\(line): \(percent(probabilities.filter { $0 > line }.count, texts.count))"
        }
        Terminal.write("  blocked at other thresholds: \(sweep.joined(separator: ", "))\n")
        Terminal.write(
            "  kinds: \(kinds.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))\n"
        )
        seconds.sort()
        Terminal.write(
            String(
                format: "  check time p50 %.3f s, p95 %.3f s\n", seconds[seconds.count / 2],
                seconds[seconds.count * 95 / 100]))
        if !unsafe {
            for (index, text) in texts.enumerated() where flagged[index] {
                let probability = probabilities[index]
                Terminal.write(
                    "  blocked \(String(format: "%.2f", probability)): \(text.replacingOccurrences(of: "\n", with: " "))\n"
                )
            }
        }
        return (unsafe, texts.count, blocked)
    }

    /// The model's answers to prompts, without guardrails (greedy, at most 64 tokens each).
    private func answersOf(_ prompts: [String]) async throws -> [String] {
        let model = LlamaLanguageModel(contentsOf: modelURL)
        var answers: [String] = []
        for prompt in prompts {
            let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 64)
            answers.append(try await LanguageModelSession(model: model).respond(to: prompt, options: options).content)
        }
        return answers
    }

    /// Time to the first words and to the whole answer, without and with guardrails.
    private func cost() async throws {
        let plain = LlamaLanguageModel(contentsOf: modelURL)
        let guarded = SystemLanguageModel(url: modelURL)
        let topics = ["otters", "lighthouses", "volcanoes", "tea", "comets", "bicycles", "owls", "maple syrup"]
        let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 32)
        // Loads both models and the classifier's instructions.
        for model in [plain, guarded] as [any LanguageModel] {
            _ = try await LanguageModelSession(model: model).respond(to: "Hi", options: options)
        }
        var times: [[(first: Double, whole: Double)]] = [[], []]
        for index in 0..<costPrompts {
            for (slot, model) in ([plain, guarded] as [any LanguageModel]).enumerated() {
                let prompt = "Tell me one fun fact about \(topics[index % topics.count]). (\(index * 2 + slot))"
                let start = ContinuousClock.now
                var first: Double?
                for try await _ in LanguageModelSession(model: model).streamResponse(to: prompt, options: options) {
                    if first == nil { first = (ContinuousClock.now - start).seconds }
                }
                times[slot].append((first ?? 0, (ContinuousClock.now - start).seconds))
            }
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        let rows = times.map { (median($0.map(\.first)), median($0.map(\.whole))) }
        Terminal.write(
            "\n\(modelURL.lastPathComponent), \(costPrompts) short prompts each, ≤ 32 tokens, greedy (medians)\n")
        Terminal.write("guardrails   first words   whole answer\n")
        Terminal.write(String(format: "off          %9.3f s   %10.3f s\n", rows[0].0, rows[0].1))
        Terminal.write(String(format: "on           %9.3f s   %10.3f s\n", rows[1].0, rows[1].1))
        Terminal.write(
            String(
                format: "on ÷ off     %9.2f×    %10.2f×   (goal for first words ≤ 1.2×)\n", rows[1].0 / rows[0].0,
                rows[1].1 / rows[0].1))
    }

    private func percent(_ count: Int, _ total: Int) -> String {
        String(format: "%.1f%%", 100 * Double(count) / Double(max(total, 1)))
    }

    /// A column of a CSV file (the first of `columns` it has), only the rows of the file's label
    /// when it has a `label` column.
    static func texts(in file: LabelledFile, columns: [String]) throws -> [String] {
        let rows = try CSVRows.parse(String(contentsOfFile: file.path, encoding: .utf8))
        guard let header = rows.first, let column = columns.compactMap(header.firstIndex(of:)).first else {
            throw UsageError("\(file.path) needs a header with a \(columns.joined(separator: ", ")) column")
        }
        let label = header.firstIndex(of: "label")
        return rows.dropFirst().filter { row in
            row.count > column && label.map { row.count > $0 && row[$0] == (file.unsafe ? "unsafe" : "safe") } ?? true
        }.map { $0[column] }
    }
}

/// Rows of a CSV text (RFC 4180: quoted fields, doubled quotes, newlines inside quotes).
enum CSVRows {
    static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = text.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" {
                        field.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                row.append(field)
                field = ""
            } else if character == "\n" || character == "\r\n" {
                row.append(field)
                rows.append(row)
                (row, field) = ([], "")
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !row.isEmpty { rows.append(row + [field]) }
        return rows
    }
}
