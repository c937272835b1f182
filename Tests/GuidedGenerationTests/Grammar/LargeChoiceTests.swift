import Foundation
import Testing

@testable import GuidedGeneration

/// Choice lists of any size compile as a trie of their values.
@Suite struct LargeChoiceTests {
    /// Distinct names: "name-0", "name-1", … with some sharing long prefixes.
    static func names(_ count: Int) -> [String] { (0..<count).map { "name-\($0)" } }

    @Test func fiftyThousandChoicesCompileAndOnlyTheyAreAccepted() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let matcher = try GrammarMatcher(.string(.choices(Self.names(50_000))))
        print("50,000 choices compiled in \(clock.now - start)")
        #expect(matcher.acceptsDocument("\"name-0\""))
        #expect(matcher.acceptsDocument("\"name-49999\""))
        #expect(matcher.acceptsDocument("\"name-4999\""))
        #expect(!matcher.acceptsDocument("\"name-50000\""))
        #expect(!matcher.acceptsDocument("\"name-\""))
        #expect(!matcher.acceptsDocument("\"name-01\""))
    }

    @Test func aTrieAcceptsTheSameLanguageAsTheAlternation() throws {
        let words = ["", "a", "ab", "abc", "b", "é", "日本", "🙂x", "a\"b", "tab\tx"]
        let trie = try #require(ScalarDFA.trie(of: words, fingerprint: "t"))
        let alternation = try ScalarNFA(.alternation(words.map(RegexNode.literal)), search: false).determinized(
            fingerprint: "a")
        func accepts(_ dfa: ScalarDFA, _ text: String) -> Bool {
            var state = ScalarDFA.initialState
            for scalar in text.unicodeScalars {
                state = dfa.next(state, scalar.value)
                if state < 0 { return false }
            }
            return dfa.accepting[Int(state)]
        }
        for text in words + ["abcd", "ba", "e", "日", "🙂", "a\"", "x"] {
            #expect(accepts(trie, text) == accepts(alternation, text), "\(text.debugDescription)")
        }
        #expect(trie.distances[0] == 0)
    }
}
