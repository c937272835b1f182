import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// The sampler's choice from the best tokens alone matches its choice with the full mask.
@Suite struct SamplerTests {
    static let strategies: [GenerationOptions] = [
        GenerationOptions(samplingMode: .greedy),
        GenerationOptions(samplingMode: .random(top: 5, seed: 11), temperature: 1.2),
        GenerationOptions(samplingMode: .random(probabilityThreshold: 0.9, seed: 12), temperature: 0.8),
    ]

    @Test(arguments: strategies)
    func theBestTokensChooseAsTheFullMaskDoes(_ options: GenerationOptions) {
        var noise = SeededGenerator(seed: 5)
        let logits = (0..<5000).map { _ in Float.random(in: -8...8, using: &noise) }
        let allowed = { (token: Int) in token % 3 != 0 }  // a third of the vocabulary is masked
        var masked = Sampler(options: options)
        var scanned = Sampler(options: options)
        logits.withUnsafeBufferPointer { logits in
            let best = Sampler.best(of: logits)
            for _ in 0..<50 {
                #expect(scanned.sample(among: best) == masked.sample(logits))
                #expect(scanned.sample(among: best, allowed: allowed) == masked.sample(logits, allowed: allowed))
            }
        }
    }

    @Test func tooFewAllowedAmongTheBestDefersToTheMask() {
        let logits: [Float] = (0..<1000).map { Float($0) }
        var sampler = Sampler(options: GenerationOptions(samplingMode: .random(top: 10, seed: 1)))
        logits.withUnsafeBufferPointer { logits in
            let best = Sampler.best(of: logits)  // tokens 999 down to 744
            #expect(sampler.sample(among: best, allowed: { $0 < 750 }) == nil)
            #expect(sampler.sample(among: best, allowed: { $0 % 2 == 0 }) != nil)
            var greedy = Sampler(options: GenerationOptions(samplingMode: .greedy))
            #expect(greedy.sample(among: best, allowed: { $0 == 900 }) == 900)
            #expect(greedy.sample(among: best, allowed: { $0 == 10 }) == nil)
        }
        let small: [Float] = [0.5, 2, 1]  // the whole vocabulary: fewer allowed than top-10 is still exact
        small.withUnsafeBufferPointer { logits in
            #expect(sampler.sample(among: Sampler.best(of: logits), allowed: { $0 != 1 }) != nil)
        }
    }
}

/// The seeded generator is SplitMix64 as published (Steele, Lea and Flood, 2014).
@Suite struct SeededGeneratorTests {
    @Test func matchesThePublishedSplitMix64() {
        // The first outputs for seed 1234567, as the reference C implementation gives them.
        var generator = SeededGenerator(seed: 1_234_567)
        #expect(
            (0..<3).map { _ in generator.next() } == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            ])
    }
}
