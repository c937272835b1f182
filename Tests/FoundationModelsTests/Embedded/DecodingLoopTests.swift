import GuidedGeneration
import LlamaRuntime
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// The decoding loop on a scripted backend: budgets, forced text, repetition and cancellation,
/// without a model.
@Suite struct DecodingLoopTests {
    @Generable
    struct Named {
        var name: String
    }

    private func matcher(_ schema: GenerationSchema, _ backend: ScriptedTokenBackend) throws -> GrammarMatcher {
        let (root, definitions) = try schema.grammarSchema()
        return GrammarMatcher(
            grammar: try Grammar(root: root, definitions: definitions),
            vocabulary: backend.vocabulary.engineVocabulary)
    }

    private func loop(
        _ backend: ScriptedTokenBackend, _ matcher: GrammarMatcher? = nil, limit: Int = .max,
        isCancelled: @escaping () -> Bool = { false }, emit: @escaping (TextUpdate) -> Void = { _ in }
    ) -> DecodingLoop {
        DecodingLoop(
            context: backend, sampler: Sampler(options: GenerationOptions(samplingMode: .greedy)), matcher: matcher,
            limit: limit, isCancelled: isCancelled, emit: emit)
    }

    @Test func textEndsAtTheEndToken() throws {
        let backend = ScriptedTokenBackend(writing: " the cat sat")
        var updates: [TextUpdate] = []
        var decoding = loop(backend, emit: { updates.append($0) })
        try decoding.run()
        #expect(String(decoding: decoding.output, as: UTF8.self) == " the cat sat")
        #expect(updates == [" the", " cat", " ", "s", "a", "t"].map { .append($0) })
        #expect(decoding.statistics.responseTokens == 6)  // " the", " cat", then " ", "s", "a", "t"
    }

    @Test func aStructuredResponseClosesWithinItsBudget() throws {
        let backend = ScriptedTokenBackend(writing: #"{"name":""# + String(repeating: "zyxwv", count: 40))
        var decoding = loop(backend, try matcher(Named.generationSchema, backend), limit: 12)
        try decoding.run()
        let text = String(decoding: decoding.output, as: UTF8.self)
        let content = try GeneratedContent(json: text)
        #expect(content.isComplete)
        #expect(try Named(content).name.hasPrefix("zyx"))
        #expect(decoding.statistics.responseTokens <= 12)
    }

    @Test func forcedTextIsDecodedInBatches() throws {
        let backend = ScriptedTokenBackend(writing: #"{"name":"Moonmoth"}"#)
        var decoding = loop(backend, try matcher(Named.generationSchema, backend))
        try decoding.run()
        #expect(String(decoding: decoding.output, as: UTF8.self) == #"{"name":"Moonmoth"}"#)
        #expect(decoding.statistics.forcedTokens > 0)
        #expect(backend.batches.contains { $0 > 1 })
    }

    @Test func aStringThatRepeatsItselfIsEnded() throws {
        let backend = ScriptedTokenBackend(contextLength: 2048) { written in
            let opening = Array(#"{"name":""#.utf8)
            guard written.count >= opening.count else { return Array(opening[written.count...]) }
            return Array("abc".utf8)  // forever
        }
        var streamed = ""
        var replaced = false
        var decoding = loop(
            backend, try matcher(Named.generationSchema, backend),
            emit: { update in
                switch update {
                case .append(let text): streamed += text
                case .replace(let text): (streamed, replaced) = (text, true)
                }
            })
        try decoding.run()
        let text = String(decoding: decoding.output, as: UTF8.self)
        let name = try Named(GeneratedContent(json: text)).name
        #expect(name.count < 100)
        #expect(name.hasPrefix("abc"))
        // The repetition was streamed before it was rolled back: the reader's text is replaced.
        #expect(replaced && streamed == text)
    }

    @Test func aStringCutByTheBudgetEndsAtItsLastWholeWord() throws {
        let backend = ScriptedTokenBackend(
            writing: #"{"name":"fresh basil with garlic and olive oil and a very long tail"}"#)
        var decoding = loop(backend, try matcher(Named.generationSchema, backend), limit: 35)
        try decoding.run()
        let name = try Named(GeneratedContent(json: String(decoding: decoding.output, as: UTF8.self))).name
        #expect(["fresh basil", "fresh basil with garlic"].contains(name), "cut at \(name)")
        #expect(decoding.statistics.responseTokens <= 35)
    }

    @Test func aStringThatWouldCloseOnADanglingWordClosesAtTheWordBefore() throws {
        let backend = ScriptedTokenBackend(writing: #"{"name":"tomato, garlic and"}"#)
        var decoding = loop(backend, try matcher(Named.generationSchema, backend))
        try decoding.run()
        #expect(String(decoding: decoding.output, as: UTF8.self) == #"{"name":"tomato, garlic"}"#)
    }

    @Generable
    struct Note {
        @Guide(.pattern(/[A-Za-z .,]{2,30}/))
        var text: String
    }

    @Test func aStringAtItsLongestLengthEndsAtItsLastSentence() throws {
        let backend = ScriptedTokenBackend(writing: #"{"text":"The milk was warm and sweet. Then the cat sat"}"#)
        var decoding = loop(backend, try matcher(Note.generationSchema, backend))
        try decoding.run()
        #expect(String(decoding: decoding.output, as: UTF8.self) == #"{"text":"The milk was warm and sweet."}"#)
    }

    @Test func aStringAtItsLongestLengthEndsAtItsLastWholeWord() throws {
        let backend = ScriptedTokenBackend(writing: #"{"text":"Warm. The milk was sweet and the cat sat"}"#)
        var decoding = loop(backend, try matcher(Note.generationSchema, backend))
        try decoding.run()
        #expect(String(decoding: decoding.output, as: UTF8.self) == #"{"text":"Warm. The milk was sweet"}"#)
    }

    @Test func aRepeatedPhraseIsAvoidedBeforeItLoops() throws {
        // The script wants "pasta with tomato and garlic and " forever; the penalty makes the
        // loop write something else before the repetition guard has to cut anything.
        let phrase = Array("pasta with tomato and garlic and ".utf8)
        let backend = ScriptedTokenBackend(contextLength: 2048) { written in
            let opening = Array(#"{"name":""#.utf8)
            guard written.count >= opening.count else { return Array(opening[written.count...]) }
            let offset = (written.count - opening.count) % phrase.count
            return Array(phrase[offset...]) + phrase
        }
        var decoding = loop(backend, try matcher(Named.generationSchema, backend), limit: 200)
        try decoding.run()
        let name = try Named(GeneratedContent(json: String(decoding: decoding.output, as: UTF8.self))).name
        #expect(name.hasPrefix("pasta with tomato and garlic"), "\(name)")
        #expect(decoding.repetitions == 0, "the guard had to cut a loop: \(name)")
    }

    /// Apple's `Person` in the order that matters: the children come before the name.
    @Generable
    struct Kin {
        var age: Int
        @Guide(.maximumCount(3)) var children: [Kin]
        var name: String
    }

    /// A "model" that opens a child wherever it may (`siblings` of them under each person),
    /// and names everyone Kim. Each generation is 5 years younger than the one above, or, in
    /// a `loop`, every person is 40 and the same text opens each level.
    private func nester(siblings: Int, loop: Bool = false) -> ScriptedTokenBackend {
        // What the model means to write after a place where it decides.
        func intent(_ prefix: Substring) -> String? {
            let open = prefix.filter { $0 == "[" }.count - prefix.filter { $0 == "]" }.count
            if prefix.isEmpty || prefix.hasSuffix("[") || prefix.hasSuffix("},") {
                return #"{"age":\#(open == 0 ? 70 : loop ? 40 : 70 - 5 * open),"children":["#
            }
            if prefix.hasSuffix(#""name":""#) { return #"Kim"}"# }
            if prefix.hasSuffix("]") { return #","name":"Kim"}"# }
            if prefix.hasSuffix("}") { return open > 0 && siblings > 1 ? "," : "]" }
            return nil
        }
        return ScriptedTokenBackend(contextLength: 8192) { written in
            // The latest decision whose intent the text since then follows.
            let text = String(decoding: written, as: UTF8.self)
            for cut in stride(from: text.count, through: max(0, text.count - 40), by: -1) {
                let since = text.dropFirst(cut)
                guard let want = intent(text.prefix(cut)), want.hasPrefix(since) else { continue }
                return Array(want.dropFirst(since.count).utf8)
            }
            return []
        }
    }

    /// Every person's name in a `Kin` tree, and how many levels it has.
    private func names(_ text: String) throws -> (names: [String], levels: Int) {
        func visit(_ kin: Kin) -> (names: [String], levels: Int) {
            let below = kin.children.map(visit)
            return ([kin.name] + below.flatMap(\.names), 1 + (below.map(\.levels).max() ?? 0))
        }
        return visit(try Kin(GeneratedContent(json: text)))
    }

    @Test func aRecursionThatMeetsTheDepthLimitClosesBeforeTheNamesAfterIt() throws {
        let backend = nester(siblings: 1)
        var decoding = loop(backend, try matcher(Kin.generationSchema, backend))
        try decoding.run()
        let text = String(decoding: decoding.output, as: UTF8.self)
        let (names, levels) = try names(text)
        #expect(names.allSatisfy { $0 == "Kim" }, "\(text)")
        // The document, then a person and its array or name per level.
        #expect(2 * levels + 1 == DecodingLoop.maximumDepth - 1, "\(text)")
    }

    @Test func aRecursionThatRepeatsItselfClosesAfterItsFirstLevel() throws {
        let backend = nester(siblings: 1, loop: true)
        var decoding = loop(backend, try matcher(Kin.generationSchema, backend))
        try decoding.run()
        let text = String(decoding: decoding.output, as: UTF8.self)
        let (names, levels) = try names(text)
        #expect(names.allSatisfy { $0 == "Kim" }, "\(text)")
        #expect(levels == 2, "\(text)")
        #expect(RepetitionDetector.nestingStart(in: Array(#"{"a":[{"a":[{"a":["#.utf8)) == 6)
        #expect(RepetitionDetector.nestingStart(in: Array(#"{"a":[{"a":[{"b":["#.utf8)) == nil)
        #expect(RepetitionDetector.nestingStart(in: Array(#"[{"a":1},{"a":1},{"a":1},"#.utf8)) == nil)
    }

    @Test(arguments: [120, 200, 400])
    func aRecursionThatMeetsTheBudgetClosesBeforeTheNamesAfterIt(limit: Int) throws {
        let backend = nester(siblings: 3)
        var decoding = loop(backend, try matcher(Kin.generationSchema, backend), limit: limit)
        try decoding.run()
        let text = String(decoding: decoding.output, as: UTF8.self)
        let (names, levels) = try names(text)
        #expect(names.allSatisfy { $0 == "Kim" }, "\(text)")
        #expect(levels > 2, "\(text)")
        #expect(decoding.statistics.responseTokens <= limit)
    }

    @Test func spacesAroundJSONStructureAreReadAsTheCompactToken() {
        let vocabulary = ScriptedVocabulary(extra: ["\": \"", " \"", "}\n\n", "\"", " the"])
        func token(_ text: String) -> LlamaToken {
            vocabulary.tokenize(text, addSpecial: false, parseSpecial: false)[0]
        }
        #expect(DecodingLoop.compactForm(of: Array(" \"".utf8), in: vocabulary) == token("\""))
        #expect(DecodingLoop.compactForm(of: Array("}\n\n".utf8), in: vocabulary) == token("}"))
        #expect(DecodingLoop.compactForm(of: Array("\": \"".utf8), in: vocabulary) == nil, "the space is inside")
        #expect(DecodingLoop.compactForm(of: Array("\"".utf8), in: vocabulary) == nil, "no whitespace to drop")
        #expect(DecodingLoop.compactForm(of: Array("  ".utf8), in: vocabulary) == nil)
    }

    @Test func cancellationStopsTheLoop() throws {
        let backend = ScriptedTokenBackend(writing: " the cat")
        var decoding = loop(backend, isCancelled: { true })
        #expect(throws: CancellationError.self) { try decoding.run() }
    }

    @Test func textThatFillsTheContextIsAContextError() throws {
        let backend = ScriptedTokenBackend(contextLength: 40) { _ in Array("ing".utf8) }
        var decoding = loop(backend)
        #expect {
            try decoding.run()
        } throws: { error in
            guard case LanguageModelError.contextSizeExceeded(let payload) = error else { return false }
            return payload.contextSize == 40
        }
    }
}
