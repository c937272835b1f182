import Foundation
import FoundationModelsTestSupport
import Testing

@testable import GuidedGeneration

/// Runs the engine over a corpus of schemas with valid and invalid instances and prints the
/// agreement. Opt-in: set `GUIDED_GENERATION_CONFORMANCE` to a JSON-lines file whose lines are
/// `{"id", "root", "defs", "tests": [{"valid", "text", "strict"}]}`, nodes written as
/// `{"k": "object", "p": [[name, node, optional]]}`, `{"k": "string", "pattern": …}`, …
/// (`scripts/maskbench-ir.py` makes one from MaskBench). With `GUIDED_GENERATION_VOCAB` set too
/// (see ``MaskBenchmarkTests``), it also times a mask at every token of every valid instance.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["GUIDED_GENERATION_CONFORMANCE"] != nil))
struct ConformanceTests {
    struct Malformed: Error {}

    static func node(_ value: Any) throws -> JSONSchemaNode {
        guard let object = value as? [String: Any], let kind = object["k"] as? String else { throw Malformed() }
        switch kind {
        case "object":
            let properties = try (object["p"] as? [[Any]] ?? []).map { entry in
                JSONSchemaNode.Property(
                    name: entry[0] as! String, node: try node(entry[1]), isOptional: entry[2] as! Bool)
            }
            return .object(properties)
        case "string":
            if let constant = object["const"] as? String { return .string(.constant(constant)) }
            if let choices = object["choices"] as? [String] { return .string(.choices(choices)) }
            if let pattern = object["pattern"] as? String { return .string(.pattern(pattern)) }
            return .string(.free)
        case "integer":
            return .integer(
                minimum: (object["min"] as? NSNumber)?.intValue, maximum: (object["max"] as? NSNumber)?.intValue)
        case "number":
            return .number(
                minimum: (object["min"] as? NSNumber)?.doubleValue, maximum: (object["max"] as? NSNumber)?.doubleValue)
        case "boolean": return .boolean
        case "null": return .null
        case "array":
            return .array(
                try node(object["items"]!), minItems: (object["min"] as? NSNumber)?.intValue,
                maxItems: (object["max"] as? NSNumber)?.intValue)
        case "anyOf": return .anyOf(try (object["of"] as! [Any]).map(node))
        case "ref": return .ref(object["name"] as! String)
        default: throw Malformed()
        }
    }

    @Test func corpus() throws {
        let path = ProcessInfo.processInfo.environment["GUIDED_GENERATION_CONFORMANCE"]!
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var compiled = 0
        var errors: [String: Int] = [:]
        var validAccepted = 0
        var validRejected = 0
        var invalidAccepted = 0
        var invalidRejected = 0
        var shown = 0
        var looseValid = 0
        let clock = ContinuousClock()
        var compileTimes: [Duration] = []
        let vocabulary = try ProcessInfo.processInfo.environment["GUIDED_GENERATION_VOCAB"].map { _ in
            try MaskBenchmarkTests.loadVocabulary()
        }
        let tokenizer = vocabulary.map(GreedyTokenizer.init)
        var maskTimes: [Double] = []
        var slow: [(Double, String)] = []
        for line in text.split(separator: "\n") {
            let entry = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            let id = entry["id"] as! String
            let definitions = try (entry["defs"] as! [String: Any]).mapValues(Self.node)
            let root = try Self.node(entry["root"]!)
            var grammar: Grammar?
            do {
                let start = clock.now
                grammar = try Grammar(root: root, definitions: definitions)
                compileTimes.append(clock.now - start)
                compiled += 1
            } catch let error as GrammarError {
                errors["\(error.code)", default: 0] += 1
                if ProcessInfo.processInfo.environment["GUIDED_GENERATION_SHOW_ERRORS"] != nil {
                    print("  \(id): \(error.message)")
                }
                continue
            }
            let matcher = GrammarMatcher(grammar: grammar!, vocabulary: SyntheticVocabulary.shared)
            for test in entry["tests"] as! [[String: Any]] {
                let text = test["text"] as! String
                let valid = test["valid"] as! Bool
                // Loose instances need more than this engine's strict objects (extra keys, …).
                if valid, test["strict"] as? Bool == false {
                    looseValid += 1
                    continue
                }
                let accepted = matcher.acceptsDocument(text)
                if valid, accepted, let vocabulary, let tokenizer {
                    var timed = GrammarMatcher(grammar: grammar!, vocabulary: vocabulary)
                    for token in tokenizer.tokenize(Array(text.utf8)) {
                        var mask = TokenMask(capacity: 0)
                        let elapsed = clock.measure { timed.allowedTokens(into: &mask) }
                        maskTimes.append(
                            Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
                        if maskTimes.last! > 5_000 { slow.append((maskTimes.last!, id)) }
                        #expect(mask.contains(token))
                        try timed.advance(token: token)
                    }
                    #expect(timed.allowedTokens().contains(vocabulary.endOfSequenceTokens.first!))
                }
                switch (valid, accepted) {
                case (true, true): validAccepted += 1
                case (true, false): validRejected += 1
                case (false, true): invalidAccepted += 1
                case (false, false): invalidRejected += 1
                }
                if valid != accepted, shown < 60 {
                    shown += 1
                    print("  \(valid ? "valid rejected" : "INVALID ACCEPTED") \(id): \(text.prefix(300))")
                }
            }
        }
        compileTimes.sort()
        print("compiled \(compiled), errors \(errors)")
        print("compile p50 \(compileTimes[compileTimes.count / 2]) p99 \(compileTimes[compileTimes.count * 99 / 100])")
        print(
            "valid: \(validAccepted) accepted, \(validRejected) rejected, \(looseValid) skipped as loose; invalid: \(invalidRejected) rejected, \(invalidAccepted) accepted"
        )
        #expect(compiled > 0)
        let slowest = slow.sorted { $0.0 > $1.0 }.prefix(12).map { String(format: "%.0f µs %@", $0.0, $0.1) }
        if !slowest.isEmpty { print("slowest steps: \(slowest)") }
        if !maskTimes.isEmpty {
            let sorted = maskTimes.sorted()
            print(
                String(
                    format: "mask µs over %d steps: avg %.1f p50 %.1f p99 %.1f max %.1f", sorted.count,
                    sorted.reduce(0, +) / Double(sorted.count), sorted[sorted.count / 2],
                    sorted[sorted.count * 99 / 100], sorted.last!))
        }
    }
}
