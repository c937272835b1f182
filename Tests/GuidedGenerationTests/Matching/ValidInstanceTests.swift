import Foundation
import FoundationModels
import Testing

@testable import GuidedGeneration

@Suite struct ValidInstanceTests {
    static let samples =
        SampleSchemas.all.filter { !["patterns", "length and pattern", "bounded class"].contains($0.name) } + [
            SampleSchemas.Sample(
                name: "mixed",
                root: .object([
                    .init(name: "id", node: .integer(minimum: -3, maximum: 12)),
                    .init(name: "ratio", node: .number(minimum: -2.5, maximum: 7.125)),
                    .init(name: "flags", node: .array(.boolean, minItems: 1, maxItems: 3), isOptional: true),
                    .init(name: "label", node: .anyOf([.string(.choices(["a\"b", "日本", "x/y"])), .null])),
                    .init(name: "when", node: .string(.free), isOptional: true),
                ]))
        ]

    /// Every generated valid instance is accepted, whatever its string spellings; with the
    /// other spacing, none is.
    @Test(arguments: samples, [Grammar.Spacing.compact, .spaced])
    func validInstancesAreAccepted(sample: SampleSchemas.Sample, spacing: Grammar.Spacing) throws {
        let otherSpacing = spacing == .spaced ? Grammar.Spacing.compact : .spaced
        var generator = InstanceGenerator(
            definitions: sample.definitions, random: SeededGenerator(seed: 3), spacing: spacing)
        // The same values, spaced the other way.
        var twin = InstanceGenerator(
            definitions: sample.definitions, random: SeededGenerator(seed: 3), spacing: otherSpacing)
        let matcher = try GrammarMatcher(sample.root, definitions: sample.definitions, spacing: spacing)
        let other = try GrammarMatcher(sample.root, definitions: sample.definitions, spacing: otherSpacing)
        let validator = SchemaValidator(definitions: sample.definitions)
        for _ in 0..<150 {
            let bytes = generator.instance(sample.root)
            #expect(
                validator.validate(jsonText: bytes, against: sample.root), "\(String(decoding: bytes, as: UTF8.self))")
            #expect(matcher.acceptsDocument(bytes), "\(sample): \(String(decoding: bytes, as: UTF8.self))")
            let twinBytes = twin.instance(sample.root)
            #expect(twinBytes == bytes || !other.acceptsDocument(bytes), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    /// Random one-byte edits of valid instances: whatever the matcher accepts is valid.
    @Test(arguments: samples, [Grammar.Spacing.compact, .spaced])
    func acceptedMutantsAreValid(sample: SampleSchemas.Sample, spacing: Grammar.Spacing) throws {
        var generator = InstanceGenerator(
            definitions: sample.definitions, random: SeededGenerator(seed: 11), spacing: spacing)
        var random = SeededGenerator(seed: 5)
        let matcher = try GrammarMatcher(sample.root, definitions: sample.definitions, spacing: spacing)
        let validator = SchemaValidator(definitions: sample.definitions)
        let alphabet = Array(#"{}[],:"\-0123456789.eEtrufalsn /ubé"#.utf8) + [0x00, 0x80, 0xC3, 0xFF]
        var accepted = 0
        for _ in 0..<300 {
            var bytes = generator.instance(sample.root)
            let position = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where position < bytes.count: bytes.remove(at: position)
            case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: position)
            default: if position < bytes.count { bytes[position] = alphabet.randomElement(using: &random)! }
            }
            guard matcher.acceptsDocument(bytes) else { continue }
            accepted += 1
            #expect(
                validator.validate(jsonText: bytes, against: sample.root),
                "\(sample): \(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(accepted < 300)
    }
}
