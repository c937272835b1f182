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
}
