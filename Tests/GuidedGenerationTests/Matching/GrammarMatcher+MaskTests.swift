import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import GuidedGeneration

@Suite struct GrammarMatcherMaskTests {
    /// Feeds a valid document token by token (greedy longest allowed token) and, at every
    /// step, compares the mask with checking each token by `accepts`.
    @Test(arguments: SampleSchemas.all)
    func maskEqualsBruteForce(sample: SampleSchemas.Sample) throws {
        var matcher = try GrammarMatcher(sample.root, definitions: sample.definitions)
        var random = SeededGenerator(seed: 7)
        var steps = 0
        while !matcher.isComplete, steps < 40 {
            let mask = matcher.allowedTokens()
            for token in 0..<SyntheticVocabulary.shared.count {
                #expect(mask.contains(token) == matcher.accepts(token: token), "\(sample) step \(steps) token \(token)")
            }
            #expect(mask.contains(SyntheticVocabulary.endOfSequence) == matcher.canEnd)
            let choices = mask.tokens.filter { $0 != SyntheticVocabulary.endOfSequence }
            guard let token = choices.randomElement(using: &random) else { break }
            try matcher.advance(token: token)
            steps += 1
        }
        #expect(steps > 0)
    }

    @Test func cachedMaskIsReused() throws {
        let matcher = try GrammarMatcher(.string(.free))
        let first = matcher.allowedTokens()
        let second = matcher.allowedTokens()
        #expect(first == second)
        #expect(first.contains(2 + 0x22))
        #expect(!first.contains(2 + 0x41))
    }
}
