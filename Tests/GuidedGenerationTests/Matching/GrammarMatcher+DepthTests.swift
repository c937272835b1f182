import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import GuidedGeneration

@Suite struct GrammarMatcherDepthTests {
    /// A node whose children are nodes: recursion without end.
    static let tree: (root: JSONSchemaNode, definitions: [String: JSONSchemaNode]) = (
        .ref("Node"),
        [
            "Node": .object([
                .init(name: "name", node: .string(.free)),
                .init(name: "kids", node: .array(.ref("Node"), maxItems: 3)),
            ])
        ]
    )

    static func token(_ text: String) throws -> Int {
        try #require(SyntheticVocabulary.shared.tokens.firstIndex(of: Array(text.utf8)))
    }

    @Test func depthCountsTheOpenStructures() throws {
        var matcher = try GrammarMatcher(Self.tree.root, definitions: Self.tree.definitions)
        let start = matcher.depth
        try matcher.advance(bytes: Array(#"{"name":"a","kids":["#.utf8))
        let inArray = matcher.depth
        try matcher.advance(bytes: Array(#"{"name":"b","kids":["#.utf8))
        let inChildArray = matcher.depth
        #expect(inArray > start)
        #expect(inChildArray > inArray)
        try matcher.advance(bytes: Array("]}".utf8))
        #expect(matcher.depth == inArray)
        try matcher.advance(bytes: Array("]}".utf8))
        #expect(matcher.canEnd)
    }

    @Test func atTheLimitOnlyTokensThatStayWithinItAreAccepted() throws {
        var matcher = try GrammarMatcher(Self.tree.root, definitions: Self.tree.definitions)
        try matcher.advance(bytes: Array(#"{"name":"a","kids":["#.utf8))
        let depth = matcher.depth
        let opening = try Self.token(#"{""#)
        let closing = try Self.token("]")
        // Opening a child goes deeper; closing the array does not.
        #expect(matcher.accepts(token: opening))
        #expect(!matcher.accepts(token: opening, withinDepth: depth))
        #expect(matcher.accepts(token: opening, withinDepth: depth + 2))
        #expect(matcher.accepts(token: closing, withinDepth: depth))
        // A token the grammar rejects stays rejected whatever the limit.
        #expect(!matcher.accepts(token: try Self.token("true"), withinDepth: 100))
    }

    /// Walking a recursive grammar with random tokens that stay within a depth, the output never
    /// nests deeper, and the shortest completion always closes it.
    @Test(arguments: 0..<6)
    func randomWalksStayWithinTheLimitAndComplete(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var matcher = try GrammarMatcher(Self.tree.root, definitions: Self.tree.definitions)
        let limit = 10
        for _ in 0..<200 where !matcher.isComplete {
            let choices = matcher.allowedTokens().tokens.filter {
                $0 != SyntheticVocabulary.endOfSequence && matcher.accepts(token: $0, withinDepth: limit)
            }
            guard let token = choices.randomElement(using: &random) else { break }
            try matcher.advance(token: token)
            #expect(matcher.depth <= limit)
        }
        var finished = matcher
        try finished.advance(bytes: matcher.shortestCompletion())
        #expect(finished.canEnd)
    }

    /// Apple's `Person`: an optional age, the children, then the name, so a person's name comes
    /// after all the nesting below it.
    static let person: (root: JSONSchemaNode, definitions: [String: JSONSchemaNode]) = (
        .ref("Person"),
        [
            "Person": .object([
                .init(name: "age", node: .integer(minimum: 18, maximum: 100), isOptional: true),
                .init(name: "kids", node: .array(.ref("Person"), maxItems: 3)),
                .init(name: "name", node: .string(.free)),
            ])
        ]
    )

    @Test func completionDepthCountsWhatARequiredValueStillNeeds() throws {
        var matcher = try GrammarMatcher(Self.person.root, definitions: Self.person.definitions)
        // The document, the person, and its `kids` array or `name` string.
        #expect(matcher.completionDepth == 3)
        try matcher.advance(bytes: Array(#"{"kids":["#.utf8))
        #expect(matcher.depth == 3)
        #expect(matcher.completionDepth == 3)
        try matcher.advance(bytes: Array(#"{"#.utf8))
        // A child person must still open its own array or string.
        #expect(matcher.depth == 4)
        #expect(matcher.completionDepth == 5)
    }

    @Test func atTheLimitAPersonIsNotOpenedWhenItsNameWouldHaveNoFrame() throws {
        var matcher = try GrammarMatcher(Self.person.root, definitions: Self.person.definitions)
        try matcher.advance(bytes: Array(#"{"kids":[{"kids":["#.utf8))
        let limit = matcher.depth + 1
        // A child fits in the limit but its `kids` and `name` would not: the array closes.
        #expect(!matcher.accepts(token: try Self.token(#"{""#), withinDepth: limit))
        #expect(matcher.accepts(token: try Self.token("]"), withinDepth: limit))
        try matcher.advance(bytes: Array(#"],"name":"#.utf8))
        #expect(matcher.accepts(token: try Self.token(#"""#), withinDepth: limit))
        try matcher.advance(bytes: Array(#"""#.utf8))
        #expect(matcher.accepts(token: try Self.token("ab"), withinDepth: limit))
    }

    /// A walk that nests wherever the limit lets it (as a small model asked for a family
    /// does), and writes one word in each string: every name gets its word, none is emptied by
    /// the depth limit, and the output stays within it.
    @Test(arguments: [6, 8, 9])
    func aWalkThatAlwaysNestsStillNamesEveryone(limit: Int) throws {
        var matcher = try GrammarMatcher(Self.person.root, definitions: Self.person.definitions)
        var output: [UInt8] = []
        let word = try Self.token("ab")
        let closing = try [#""]}"#, #""}"#, #"""#].map(Self.token)
        let structure = try [#"[{""#, #"},{""#, #"{""#, ",", "k", "}]", "]", "}"].map(Self.token)
        var afterWord = false
        for _ in 0..<5_000 where !matcher.canEnd {
            let forced = matcher.forcedBytes()
            if !forced.isEmpty {
                var trial = matcher
                try trial.advance(bytes: forced)
                guard trial.depth <= limit else { break }
                (matcher, output, afterWord) = (trial, output + forced, false)
                continue
            }
            let ranked = matcher.isInsideString ? (afterWord ? closing : [word]) : structure
            guard let token = ranked.first(where: { matcher.accepts(token: $0, withinDepth: limit) }) else { break }
            try matcher.advance(token: token)
            output += SyntheticVocabulary.shared.tokens[token]
            afterWord = token == word
        }
        // Where the walk found no way within the limit, the shortest completion ends it (as the
        // decoding loop does): that is where names used to be emptied.
        output += matcher.shortestCompletion()
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output)) as? [String: Any])
        var names: [String] = []
        var deepest = 0
        func visit(_ person: [String: Any], level: Int) {
            names.append(person["name"] as? String ?? "?")
            deepest = max(deepest, level)
            for child in person["kids"] as? [[String: Any]] ?? [] { visit(child, level: level + 1) }
        }
        visit(root, level: 1)
        let text = String(decoding: output, as: UTF8.self)
        #expect(names.allSatisfy { $0 == "ab" }, "\(text)")
        // The document, then two frames a level (a person, and its array or name).
        #expect(2 * deepest + 1 <= limit, "\(text)")
        #expect(deepest > 1, "the walk nests: \(text)")
    }
}
