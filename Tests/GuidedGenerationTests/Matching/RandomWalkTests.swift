import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import GuidedGeneration

@Suite struct RandomWalkTests {
    /// Samples random allowed tokens until the output is complete (finishing with the
    /// shortest completion when it runs long), then checks the result with Foundation.
    @Test(arguments: SampleSchemas.all)
    func randomOutputsAreValid(sample: SampleSchemas.Sample) throws {
        let validator = SchemaValidator(definitions: sample.definitions)
        for seed in 0..<25 {
            var random = SeededGenerator(seed: UInt64(seed))
            var matcher = try GrammarMatcher(sample.root, definitions: sample.definitions)
            var output: [UInt8] = []
            var steps = 0
            while !matcher.isComplete {
                if steps > 30 {
                    let rest = matcher.shortestCompletion()
                    try matcher.advance(bytes: rest)
                    output += rest
                    #expect(matcher.canEnd)
                    break
                }
                let mask = matcher.allowedTokens()
                guard let token = mask.tokens.randomElement(using: &random) else {
                    Issue.record("dead end after \(output)")
                    break
                }
                try matcher.advance(token: token)
                if token == SyntheticVocabulary.endOfSequence { break }
                output += SyntheticVocabulary.shared.tokens[token]
                steps += 1
            }
            #expect(matcher.canEnd)
            let text = String(decoding: output, as: UTF8.self)
            #expect(validator.validate(jsonText: output, against: sample.root), "\(sample) seed \(seed): \(text)")
            #expect(try GrammarMatcher(sample.root, definitions: sample.definitions).acceptsDocument(output))
        }
    }

    @Test(arguments: SampleSchemas.all)
    func shortestCompletionFromEveryPrefixIsValid(sample: SampleSchemas.Sample) throws {
        let validator = SchemaValidator(definitions: sample.definitions)
        var random = SeededGenerator(seed: 99)
        var matcher = try GrammarMatcher(sample.root, definitions: sample.definitions)
        var output: [UInt8] = []
        for _ in 0..<20 where !matcher.isComplete {
            var finished = matcher
            let rest = finished.shortestCompletion()
            try finished.advance(bytes: rest)
            #expect(finished.canEnd)
            #expect(
                validator.validate(jsonText: output + rest, against: sample.root),
                "\(String(decoding: output + rest, as: UTF8.self))")
            let choices = matcher.allowedTokens().tokens.filter { $0 != SyntheticVocabulary.endOfSequence }
            guard let token = choices.randomElement(using: &random) else { break }
            try matcher.advance(token: token)
            output += SyntheticVocabulary.shared.tokens[token]
        }
    }
}
