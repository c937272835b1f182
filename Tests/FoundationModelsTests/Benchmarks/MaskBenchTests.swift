import Foundation
import FoundationModelsTestSupport
import GuidedGeneration
import LlamaRuntime
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// MaskBench through the whole path: JSON Schema → `GenerationSchema` → grammar → token masks on
/// the real Qwen and Gemma vocabularies, over every subset (also schemas with formats, `oneOf`,
/// `allOf`, maps and lengths). CI runs one schema in 40; `FM_MASKBENCH_FULL=1` runs all (the
/// comparison with LLGuidance is `scripts/maskbench`)
/// (build in release for the timing figures:
/// `swift test -c release -Xswiftc -enable-testing --filter MaskBenchTests`).
@Suite(.serialized, .tags(.model), .needsModel) struct MaskBenchTests {
    @Test(.enabled(if: MaskBench.isAvailable), arguments: ["qwen", "gemma"])
    func masksAcceptValidAndRejectInvalidInstances(vocabulary name: String) throws {
        let url = name == "qwen" ? TestModels.qwenURL : TestModels.gemmaURL
        let model = try LlamaModel(contentsOf: url, vocabularyOnly: true)
        let vocabulary = Vocabulary(model)
        let entries = MaskBench.sampledEntries
        var stats = Stats()
        for entry in entries {
            let compileStart = ContinuousClock.now
            let matcher: GrammarMatcher
            let schema: GenerationSchema
            do {
                schema = try GenerationSchema(jsonSchema: entry.schema.jsonString)
                matcher = try GuidedConstraint.matcher(for: schema, vocabulary: vocabulary)
            } catch {
                stats.notCompiled.append("\(entry.id): \(error.localizedDescription)")
                continue
            }
            stats.compile.append((ContinuousClock.now - compileStart).microseconds)
            for instance in entry.validInstances {
                let text = Self.canonical(instance, schema)
                switch Self.walk(text, matcher, model, &stats.mask) {
                case .accepted: stats.validAccepted += 1
                case .rejected(let at): stats.validMissed.append("\(entry.id): \(text.prefix(120)) — rejected at \(at)")
                }
            }
            for instance in entry.invalidInstances {
                let text = Self.canonical(instance, schema)
                if case .accepted = Self.walk(text, matcher, model, &stats.mask) {
                    stats.invalidAccepted.append("\(entry.id): \(text.prefix(120))")
                } else {
                    stats.invalidRejected += 1
                }
            }
        }
        print(stats.report(name: name, schemas: entries.count))
        #expect(stats.invalidAccepted.isEmpty)
        #expect(stats.validAccepted > 0)
        // Misses are printed with every one; among schemas that compile, almost all valid instances pass.
        #expect(Double(stats.validAccepted) >= 0.85 * Double(stats.validAccepted + stats.validMissed.count))
    }

    enum Outcome {
        case accepted
        case rejected(String)
    }

    /// Walks an instance's tokens, computing the full mask at each step like a decoder would.
    static func walk(_ text: String, _ start: GrammarMatcher, _ model: LlamaModel, _ times: inout [Double]) -> Outcome {
        var matcher = start
        for token in model.vocabulary.tokenize(text) {
            let begin = ContinuousClock.now
            let mask = matcher.allowedTokens()
            times.append((ContinuousClock.now - begin).microseconds)
            guard mask.contains(token), (try? matcher.advance(token: token)) != nil else {
                return .rejected(
                    "token \(token) \(String(decoding: model.vocabulary.piece(token), as: UTF8.self).debugDescription)")
            }
        }
        return matcher.canEnd ? .accepted : .rejected("the end")
    }

    /// The instance as the engine writes it: spaced JSON, properties in the schema's order.
    static func canonical(_ json: String, _ schema: GenerationSchema) -> String {
        guard let content = try? GeneratedContent(json: json) else { return json }
        return reorder(content, schema.root, schema).spacedJSONString
    }

    static func reorder(_ content: GeneratedContent, _ node: SchemaNode, _ schema: GenerationSchema) -> GeneratedContent
    {
        switch (content.kind, node.kind) {
        case (_, .reference(let name)):
            guard let target = schema.definition(named: name) else { return content }
            return reorder(content, target, schema)
        case (.structure(let properties, let keys), .object(let shape)):
            let order = shape.properties.map(\.name)
            let sorted = keys.sorted { (order.firstIndex(of: $0) ?? Int.max) < (order.firstIndex(of: $1) ?? Int.max) }
            var reordered: [String: GeneratedContent] = [:]
            for key in keys {
                guard let value = properties[key] else { continue }
                reordered[key] =
                    shape.properties.first { $0.name == key }.map { reorder(value, $0.node, schema) } ?? value
            }
            return GeneratedContent(kind: .structure(properties: reordered, orderedKeys: sorted))
        case (.array(let items), .array(let shape)):
            return GeneratedContent(kind: .array(items.map { reorder($0, shape.items, schema) }))
        case (.structure(_, let keys), .anyOf(let choices)):
            let fitting = choices.first { choice in
                let resolved =
                    if case .reference(let name) = choice.kind { schema.definition(named: name) ?? choice } else {
                        choice
                    }
                guard case .object(let shape) = resolved.kind else { return false }
                return Set(keys).isSubset(of: Set(shape.properties.map(\.name)))
            }
            return fitting.map { reorder(content, $0, schema) } ?? content
        case (.array, .anyOf(let choices)):
            let fitting = choices.first { if case .array = $0.kind { true } else { false } }
            return fitting.map { reorder(content, $0, schema) } ?? content
        default:
            return content
        }
    }

    struct Stats {
        var compile: [Double] = []
        var mask: [Double] = []
        var validAccepted = 0
        var validMissed: [String] = []
        var invalidRejected = 0
        var invalidAccepted: [String] = []
        var notCompiled: [String] = []

        func report(name: String, schemas: Int) -> String {
            var lines = ["MaskBench (\(name) vocabulary, \(schemas) schemas\(MaskBench.full ? "" : ", 1 in 40"))"]
            lines.append("  compiled \(compile.count), not compiled \(notCompiled.count)")
            lines.append("  compile µs: \(Self.summary(compile))")
            lines.append("  mask µs:    \(Self.summary(mask)) over \(mask.count) steps")
            lines.append(
                "  valid accepted \(validAccepted), missed \(validMissed.count); invalid rejected \(invalidRejected), accepted \(invalidAccepted.count)"
            )
            lines += validMissed.map { "  MISS " + $0 }
            lines += invalidAccepted.map { "  WRONGLY ACCEPTED " + $0 }
            lines += notCompiled.prefix(40).map { "  NOT COMPILED " + $0 }
            return lines.joined(separator: "\n")
        }

        static func summary(_ values: [Double]) -> String {
            guard !values.isEmpty else { return "n/a" }
            let sorted = values.sorted()
            let average = values.reduce(0, +) / Double(values.count)
            func at(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))] }
            return String(format: "avg %.1f, p50 %.1f, p99 %.1f, max %.1f", average, at(0.5), at(0.99), sorted.last!)
        }
    }
}
