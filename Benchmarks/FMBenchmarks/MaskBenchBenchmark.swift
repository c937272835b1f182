import CommandLineSupport
import Foundation
import FoundationModels
import GuidedGeneration

/// `fm bench maskbench`: the engine over MaskBench instances on one model's vocabulary. Reads
/// the instances that `scripts/maskbench` prepares (one JSON object a line: `id`, `subset`,
/// `schema` as text, `valid` and `invalid` instance texts), and writes one result line per
/// schema, with the instances' tokens, so that LLGuidance can be run on the very same tokens.
/// Extension of this project.
struct MaskBenchBenchmark {
    let modelURL: URL
    let input: URL
    let output: URL

    /// One schema's outcome.
    private struct Result: Encodable {
        var id: String
        var subset: String
        var error: String?
        var compileMicroseconds: Double?
        /// Per instance: whether it was accepted, and its tokens.
        var valid: [Bool] = []
        var invalid: [Bool] = []
        var validTokens: [[Int]] = []
        var invalidTokens: [[Int]] = []
        var maskMicroseconds: [Double] = []
    }

    private struct Entry: Decodable {
        var id: String
        var subset: String
        var schema: String
        var valid: [String]
        var invalid: [String]
    }

    func run() throws {
        let llama = try ModelVocabulary(contentsOf: modelURL)
        let vocabulary = llama.engine
        guard let reader = FileHandle(forReadingAtPath: input.path) else {
            throw UsageError("cannot read \(input.path); run scripts/maskbench, which prepares it")
        }
        let text = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
            let writer = FileHandle(forWritingAtPath: output.path)
        else {
            throw UsageError("cannot write \(output.path); check the folder exists")
        }
        defer { try? writer.close() }
        let encoder = JSONEncoder()
        var count = 0
        for line in text.split(separator: "\n") {
            let entry = try JSONDecoder().decode(Entry.self, from: Data(line.utf8))
            var result = Result(id: entry.id, subset: entry.subset)
            result.validTokens = entry.valid.map { llama.tokenize($0) }
            result.invalidTokens = entry.invalid.map { llama.tokenize($0) }
            let start = ContinuousClock.now
            do {
                let schema = try GenerationSchema(jsonSchema: entry.schema)
                let (root, definitions) = try schema.grammarSchema()
                let grammar = try Grammar(root: root, definitions: definitions)
                result.compileMicroseconds = Self.microseconds(ContinuousClock.now - start)
                let matcher = GrammarMatcher(grammar: grammar, vocabulary: vocabulary)
                result.valid = result.validTokens.map { Self.accepts($0, matcher, &result.maskMicroseconds) }
                result.invalid = result.invalidTokens.map { Self.accepts($0, matcher, &result.maskMicroseconds) }
            } catch {
                result.error = Self.message(error)
            }
            writer.write(try encoder.encode(result) + Data("\n".utf8))
            count += 1
            if count % 1000 == 0 { Terminal.write("  \(count) schemas\n") }
        }
    }

    /// Walks the tokens, computing the whole mask at each step as a decoder would.
    private static func accepts(_ tokens: [Int], _ start: GrammarMatcher, _ times: inout [Double]) -> Bool {
        var matcher = start
        for token in tokens {
            let begin = ContinuousClock.now
            let mask = matcher.allowedTokens()
            times.append(microseconds(ContinuousClock.now - begin))
            guard mask.contains(token), (try? matcher.advance(token: token)) != nil else { return false }
        }
        return matcher.canEnd
    }

    private static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    private static func message(_ error: any Error) -> String {
        if let error = error as? GrammarError { return error.message }
        if let error = error as? LocalizedError, let text = error.errorDescription { return text }
        return "\(error)"
    }
}
