import FoundationModels
import Testing

@testable import GuidedGeneration

@Suite struct ScalarDFATests {
    @Test func distancesCountSpelledBytes() throws {
        let dfa = try GrammarCompiler.automaton(.pattern(#"^(é|"|\n|\u0001|日|🙂|a)$"#))
        #expect(dfa.distances[0] == 1)
        let accented = try GrammarCompiler.automaton(.constant("é\u{1}"))
        #expect(accented.distances[0] == 2 + 6)
        #expect(ScalarDFA.spellingLength(0x22, 0x22) == 2)
        #expect(ScalarDFA.spellingLength(0x1F600, 0x1F600) == 4)
        #expect(ScalarDFA.spellingLength(0x65E5, 0x65E5) == 3)
    }

    @Test func totalStatesAndSelfLoops() throws {
        #expect(ScalarDFA.free.total == [true])
        let search = try GrammarCompiler.automaton(.pattern("ab"))
        #expect(search.total.allSatisfy { $0 })
        let anchored = try GrammarCompiler.automaton(.pattern("^.*$"))
        #expect(!anchored.total[0])
        let inside = Int(anchored.next(0, 0x61))
        #expect(anchored.selfLoopHigh[inside] & (1 << (0x41 - 64)) != 0)
        #expect(anchored.selfLoopLow[inside] & (1 << 0x22) == 0)
        #expect(ScalarDFA.free.selfLoopHigh[0] & (1 << (0x5C - 64)) == 0)
        #expect(ScalarDFA.free.selfLoopHigh[0] & (1 << (0x61 - 64)) != 0)
    }

    @Test func lengthBoundsCountScalarsLeft() throws {
        let bounded = try GrammarCompiler.automaton(.length(minimum: 1, maximum: 3))
        #expect(bounded.lengthBounds == [3, 2, 1, 0])
        let unbounded = try GrammarCompiler.automaton(.length(minimum: 2, maximum: nil))
        #expect(unbounded.lengthBounds.allSatisfy { $0 == -1 })
        #expect(ScalarDFA.free.lengthBounds == [-1])
        // A bounded repetition of one class has a bound too, with that class.
        let pattern = try GrammarCompiler.automaton(.pattern("^[a-c]{1,2}$"))
        #expect(pattern.lengthBounds[0] == 2)
        let letters = pattern.boundClasses[Int(pattern.boundClass[0])]
        #expect(letters.lows == [0x61] && letters.highs == [0x63])
        // Classes that change from one scalar to the next: only the last step is bounded.
        let word = try GrammarCompiler.automaton(.pattern("^ab$"))
        #expect(word.lengthBounds[0] == -1)
        #expect(word.lengthBounds[Int(word.next(0, 0x61))] == 1)
        // Once the pattern is satisfied, the length alone limits what follows.
        let both = try GrammarCompiler.automaton(.all([.pattern("^a"), .length(minimum: 0, maximum: 3)]))
        #expect(both.lengthBounds[0] == -1)
        #expect(both.lengthBounds[Int(both.next(0, 0x61))] == 2)
    }

    /// States are numbered by the language, not by construction order: the vocabulary's
    /// string-walk caches key on a fingerprint and a state number, and an automaton evicted
    /// from the shared cache and rebuilt must number its states as before.
    @Test func stateNumbersFollowTheLanguage() throws {
        let words = ["delta", "alpha", "charlie", "bravo", "alps", "d"]
        let first = try #require(ScalarDFA.trie(of: words, fingerprint: "test"))
        for seed in 0..<8 {
            var random = SeededGenerator(seed: UInt64(seed))
            let other = try #require(ScalarDFA.trie(of: words.shuffled(using: &random), fingerprint: "test"))
            #expect(other.targets == first.targets)
            #expect(other.lows == first.lows)
            #expect(other.accepting == first.accepting)
        }
    }
}
