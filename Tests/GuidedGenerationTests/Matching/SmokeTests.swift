import Testing
@testable import GuidedGeneration

@Suite struct SmokeTests {
    @Test func simpleObject() throws {
        let matcher = try GrammarMatcher(.object([
            .init(name: "name", node: .string(.free)),
            .init(name: "age", node: .integer(minimum: 0, maximum: 150)),
        ]))
        #expect(matcher.acceptsDocument(#"{"name":"Bob","age":42}"#))
        #expect(!matcher.acceptsDocument(#"{"name":"Bob","age":151}"#))
        #expect(!matcher.acceptsDocument(#"{"age":42,"name":"Bob"}"#))
        #expect(matcher.forcedBytes() == Array(#"{"name":""#.utf8))
        #expect(String(decoding: matcher.shortestCompletion(), as: UTF8.self) == #"{"name":"","age":0}"#)
        let mask = matcher.allowedTokens()
        for token in 0..<TestVocabulary.shared.count {
            #expect(mask.contains(token) == matcher.accepts(token: token), "token \(token)")
        }
    }
}
