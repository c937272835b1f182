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
}
