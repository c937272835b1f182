import Foundation
import Testing

@testable import GuidedGeneration

#if canImport(Glibc)
    import Glibc
#endif

/// Prints mask timings on a real vocabulary. Opt-in: set `GUIDED_GENERATION_VOCAB` to a file
/// whose first line lists the end-of-sequence ids and whose other lines are each token's bytes
/// in hex (one token per line; `scripts/gguf-vocab.py` writes one from a GGUF model). Run in
/// release: `swift test -c release --filter MaskBenchmark`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["GUIDED_GENERATION_VOCAB"] != nil))
struct MaskBenchmarkTests {
    static func loadVocabulary() throws -> Vocabulary {
        let path = ProcessInfo.processInfo.environment["GUIDED_GENERATION_VOCAB"]!
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let eos = lines[0].split(separator: " ").compactMap { Int($0) }
        let tokens: [[UInt8]] = lines.dropFirst().map { line in
            var bytes: [UInt8] = []
            var index = line.startIndex
            while index < line.endIndex {
                let next = line.index(index, offsetBy: 2)
                bytes.append(UInt8(line[index..<next], radix: 16)!)
                index = next
            }
            return bytes
        }
        return Vocabulary(tokens: tokens, endOfSequenceTokens: eos)
    }

    /// This thread's CPU time in seconds (steadier than wall time on a busy machine).
    static func cpuTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test func maskTimings() throws {
        let clock = ContinuousClock()
        var vocabulary: Vocabulary!
        let buildTime = try clock.measure { vocabulary = try Self.loadVocabulary() }
        print("vocabulary: \(vocabulary.count) tokens, load + trie \(buildTime)")
        let trieTime = clock.measure {
            _ = Vocabulary(tokens: vocabulary.tokens, endOfSequenceTokens: vocabulary.endOfSequenceTokens)
        }
        print(
            "Vocabulary.init: \(trieTime), \(vocabulary.trie.nodeCount) trie nodes, quote trie \(vocabulary.quoteTrie.nodeCount) nodes"
        )
        let schema = JSONSchemaNode.object([
            .init(name: "name", node: .string(.free)),
            .init(name: "age", node: .integer(minimum: 0, maximum: 150)),
            .init(name: "email", node: .string(.pattern(#"^[a-z]+@[a-z]+\.[a-z]{2,3}$"#))),
            .init(name: "score", node: .number(minimum: 0.5, maximum: 10.25)),
            .init(name: "tags", node: .array(.string(.free), maxItems: 5)),
            .init(name: "kind", node: .string(.choices(["espresso", "latte", "cappuccino"]))),
            .init(name: "notes", node: .string(.free), isOptional: true),
            .init(name: "ok", node: .boolean),
        ])
        var grammar: Grammar!
        let coldCompile = try clock.measure { grammar = try Grammar(root: schema) }
        print("first compile: \(coldCompile)")
        let compileTime = try clock.measure { for _ in 0..<100 { grammar = try Grammar(root: schema) } }
        print("compile: \(compileTime / 100) per schema")
        let documents = [
            #"{"name":"Ada Lovelace, the first programmer","age":36,"email":"ada@math.org","score":9.75,"tags":["math","poetry","engines"],"kind":"latte","notes":"Prefers her coffee strong, with a dash of cinnamon and a sense of analytical wonder.","ok":true}"#,
            #"{"name":"Bob","age":7,"email":"bob@x.io","score":0.5,"tags":[],"kind":"espresso","ok":false}"#,
        ]
        var times: [Double] = []
        var acceptTimes: [Double] = []
        var forcedTimes: [Double] = []
        var completionTimes: [Double] = []
        for document in documents {
            var matcher = GrammarMatcher(grammar: grammar, vocabulary: vocabulary)
            for token in GreedyTokenizer(vocabulary).tokenize(Array(document.utf8)) {
                var mask = TokenMask(capacity: vocabulary.count)
                let elapsed = clock.measure { matcher.allowedTokens(into: &mask) }
                times.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
                #expect(mask.contains(token))
                if times.last! > 100 {
                    print(
                        String(
                            format: "  slow step %.0f µs before %@", times.last!,
                            String(decoding: vocabulary.tokens[token], as: UTF8.self).debugDescription))
                }
                var accepted = false
                let acceptElapsed = clock.measure { accepted = matcher.accepts(token: token) }
                acceptTimes.append(Double(acceptElapsed.components.attoseconds) / 1e12)
                #expect(accepted)
                let forcedElapsed = clock.measure { _ = matcher.forcedBytes() }
                forcedTimes.append(Double(forcedElapsed.components.attoseconds) / 1e12)
                if forcedTimes.count % 10 == 0 {
                    var completed = matcher
                    var rest: [UInt8] = []
                    let completionElapsed = clock.measure { rest = completed.shortestCompletion() }
                    completionTimes.append(Double(completionElapsed.components.attoseconds) / 1e12)
                    try completed.advance(bytes: rest)
                    #expect(completed.canEnd)
                }
                try matcher.advance(token: token)
            }
            #expect(matcher.canEnd)
        }
        for (name, automaton) in [("free", ScalarDFA.free), ("^.*$", try GrammarCompiler.automaton(.pattern("^.*$")))] {
            let start = Self.cpuTime()
            for _ in 0..<20 {
                var walker = StringTrieWalk(
                    trie: vocabulary.trie, automaton: automaton, dense: true, capacity: vocabulary.count)
                walker.walk(0, Frame(node: 1))
            }
            print(String(format: "cold string walk %@: %.2f ms CPU", name, (Self.cpuTime() - start) / 20 * 1e3))
        }
        if let rounds = ProcessInfo.processInfo.environment["GUIDED_GENERATION_ROUNDS"].flatMap(Int.init) {
            let tokens = GreedyTokenizer(vocabulary).tokenize(Array(documents[0].utf8))
            var steps = 0
            let fresh = ProcessInfo.processInfo.environment["GUIDED_GENERATION_FRESH"] != nil
            let elapsed = try clock.measure {
                for _ in 0..<rounds {
                    let roundGrammar = fresh ? try Grammar(root: schema) : grammar!
                    var matcher = GrammarMatcher(grammar: roundGrammar, vocabulary: vocabulary)
                    for token in tokens {
                        _ = matcher.allowedTokens()
                        try matcher.advance(token: token)
                        steps += 1
                    }
                }
            }
            let label = fresh ? "fresh-grammar" : "same-grammar"
            print("\(label) rounds: \(elapsed / steps) per step")
        }
        let sorted = times.sorted()
        let average = times.reduce(0, +) / Double(times.count)
        print(
            String(
                format: "mask µs over %d steps: avg %.1f p50 %.1f p99 %.1f max %.1f", times.count, average,
                sorted[sorted.count / 2], sorted[min(sorted.count - 1, sorted.count * 99 / 100)], sorted.last!))
        print(String(format: "accepts µs: avg %.2f", acceptTimes.reduce(0, +) / Double(acceptTimes.count)))
        print(
            String(
                format: "forcedBytes µs: avg %.1f max %.1f", forcedTimes.reduce(0, +) / Double(forcedTimes.count),
                forcedTimes.max()!))
        print(
            String(
                format: "shortestCompletion µs: avg %.1f max %.1f",
                completionTimes.reduce(0, +) / Double(completionTimes.count), completionTimes.max()!))
    }
}
