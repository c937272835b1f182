import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Bad input everywhere: each gets a clear error, nothing crashes, and the session keeps its
/// transcript and answers the next request (a real generation with the default model).
@Suite(.serialized, .tags(.model), .needsModel) struct BadInputTests {
    static let short = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 8)

    /// A session with one exchange in its transcript, on the real model.
    static func sessionWithHistory() async throws -> LanguageModelSession {
        let session = LanguageModelSession(model: TestModels.qwen, instructions: "Answer in a few words.")
        try await session.respond(to: "What is the capital of France?", options: short)
        return session
    }

    /// Checks that the transcript is what it was and that the session answers the next request.
    static func expectStillAnswers(
        _ session: LanguageModelSession, had before: Transcript,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(session.transcript == before, sourceLocation: sourceLocation)
        #expect(!session.isResponding, sourceLocation: sourceLocation)
        let response = try await session.respond(to: "What is the capital of Italy?", options: short)
        #expect(response.content.contains("Rome"), "answered \(response.content)", sourceLocation: sourceLocation)
        #expect(session.transcript.count == before.count + 2, sourceLocation: sourceLocation)
    }

    // MARK: Model files

    @Test(arguments: BadModelFile.allCases)
    func aBadModelFileGivesAssetsUnavailableAndNothingCrashes(_ file: BadModelFile) async throws {
        let url = try file.write()
        defer { try? FileManager.default.removeItem(at: url) }
        let session = LanguageModelSession(model: SystemLanguageModel(url: url), instructions: "Be brief.")
        for _ in 0..<2 {  // asking again fails the same way: nothing half-loaded is cached
            await #expect {
                try await session.respond(to: "Hi", options: Self.short)
            } throws: { error in
                guard case SystemLanguageModel.Error.assetsUnavailable(let payload) = error else { return false }
                return payload.debugDescription.contains(url.path)
                    && payload.debugDescription.contains(file.expectedWords)
            }
        }
        #expect(session.transcript.count == 1)
        #expect(!session.isResponding)
        await #expect(throws: SystemLanguageModel.Error.self) {
            try await SystemLanguageModel(url: url).tokenCount(for: Prompt("Hi"))
        }
        // The process and the real model are unaffected.
        let good = try await Self.sessionWithHistory()
        try await Self.expectStillAnswers(good, had: good.transcript)
    }

    // MARK: Content and schemas

    @Test(arguments: [#"{"a":}"#, #"{"a":1}}"#, "NaN", "{'a': 1}", "[1,,2]"])
    func malformedJSONGivesAParsingError(_ json: String) async throws {
        let session = try await Self.sessionWithHistory()
        let before = session.transcript
        let error = #expect(throws: GeneratedContent.ParsingError.self) { try GeneratedContent(json: json) }
        #expect(error?.debugDescription.contains("line 1") == true, "got \(String(describing: error))")
        try await Self.expectStillAnswers(session, had: before)
    }

    @Test(arguments: [
        (#"{"type":"integer","multipleOf":3}"#, "multipleOf"),
        (#"{"not":{"type":"string"}}"#, "not"),
        (#"{"type":"array","uniqueItems":true}"#, "uniqueItems"),
    ])
    func unsupportedSchemaKeywordsAreNamed(_ json: String, _ keyword: String) async throws {
        let session = try await Self.sessionWithHistory()
        let before = session.transcript
        #expect {
            try GenerationSchema(jsonSchema: json)
        } throws: { error in
            guard case GenerationSchema.SchemaError.unsupportedKeyword(let found, _, let context) = error else {
                return false
            }
            return found == keyword && context.debugDescription.contains(keyword)
        }
        try await Self.expectStillAnswers(session, had: before)
    }

    @Test(arguments: [("(?=a)b", "lookahead"), ("(a)\\\\1", "backreference"), ("\\\\p{L}+", "property")])
    func regexesOutsideTheSupportedSyntaxGiveUnsupportedGuide(_ pattern: String, _ construct: String) async throws {
        let session = try await Self.sessionWithHistory()
        let before = session.transcript
        let schema = try GenerationSchema(
            jsonSchema: #"{"type":"object","properties":{"code":{"type":"string","pattern":"^"# + pattern
                + #"$"}},"required":["code"]}"#)
        await #expect {
            try await session.respond(to: "Give a code.", schema: schema, options: Self.short)
        } throws: { error in
            guard case LanguageModelError.unsupportedGenerationGuide(let payload) = error else { return false }
            return payload.debugDescription.localizedCaseInsensitiveContains(construct)
        }
        try await Self.expectStillAnswers(session, had: before)
    }

    // MARK: Prompts

    @Test(arguments: ["", "   ", "\n\t "])
    func anEmptyPromptIsRejected(_ prompt: String) async throws {
        let session = try await Self.sessionWithHistory()
        let before = session.transcript
        let error = await #expect(throws: LanguageModelSession.InvalidRequestError.self) {
            try await session.respond(to: prompt, options: Self.short)
        }
        #expect(error?.reason == .emptyPrompt)
        try await Self.expectStillAnswers(session, had: before)
    }

    @Test func aNULCharacterIsRejectedNotSilentlyCut() async throws {
        let session = try await Self.sessionWithHistory()
        let before = session.transcript
        let error = await #expect(throws: LanguageModelSession.InvalidRequestError.self) {
            try await session.respond(to: "What is\u{0} the capital of Spain?", options: Self.short)
        }
        #expect(error?.reason == .nulCharacter)
        #expect(error?.debugDescription.contains("offset 7") == true)
        try await Self.expectStillAnswers(session, had: before)
    }

    /// Swift strings are always valid UTF-8: bytes that are not decode to U+FFFD, which the
    /// model reads like any other character. Control characters other than NUL are text too.
    @Test(arguments: [
        String(
            decoding: [0x57, 0x68, 0x61, 0x74, 0xFF, 0xFE, 0xC3, 0x20, 0x69, 0x73, 0x20, 0x32, 0x2B, 0x32, 0x3F],
            as: UTF8.self),
        "What is 2+2?\u{1B}[31m\u{7}\u{8}\u{7F}\u{1F}",
        "\u{FEFF}What\u{200B} is 2+2?\u{2028}",
    ])
    func invalidUTF8AndControlCharactersAreReadAsText(_ prompt: String) async throws {
        let session = try await Self.sessionWithHistory()
        let before = session.transcript
        let response = try await session.respond(to: prompt, options: Self.short)
        #expect(!response.content.isEmpty)
        guard case .prompt(let recorded) = session.transcript[before.count] else {
            Issue.record("no prompt entry")
            return
        }
        #expect(recorded.segments.text == prompt)
        try await Self.expectStillAnswers(session, had: session.transcript)
    }

    // MARK: Options

    @Test(arguments: [
        (GenerationOptions(maximumResponseTokens: 0), "maximumResponseTokens"),
        (GenerationOptions(maximumResponseTokens: -5), "maximumResponseTokens"),
        (GenerationOptions(temperature: -1), "temperature"),
        (GenerationOptions(temperature: .nan), "temperature"),
        (GenerationOptions(temperature: .infinity), "temperature"),
        (GenerationOptions(samplingMode: .random(top: 0)), "samplingMode"),
        (GenerationOptions(samplingMode: .random(probabilityThreshold: 0)), "samplingMode"),
        (GenerationOptions(samplingMode: .random(probabilityThreshold: 1.5)), "samplingMode"),
        (GenerationOptions(samplingMode: .random(top: 40, seed: 1), temperature: 0), "temperature"),
    ])
    func absurdOptionsAreRejectedBeforeGenerating(_ options: GenerationOptions, _ option: String) async throws {
        let session = try await Self.sessionWithHistory()
        let before = session.transcript
        let error = await #expect(throws: LanguageModelSession.InvalidRequestError.self) {
            try await session.respond(to: "Hi", options: options)
        }
        #expect(error?.reason == .invalidOption(option))
        #expect(error?.debugDescription.contains(option) == true)
        let stream = session.streamResponse(to: "Hi", options: options)
        await #expect(throws: LanguageModelSession.InvalidRequestError.self) { try await stream.collect() }
        try await Self.expectStillAnswers(session, had: before)
    }

    @Test func temperatureZeroWithoutASamplingModeIsGreedy() async throws {
        let session = LanguageModelSession(model: TestModels.qwen)
        let zero = try await session.respond(
            to: "What is the capital of France?",
            options: GenerationOptions(temperature: 0, maximumResponseTokens: 8))
        let greedy = try await LanguageModelSession(model: TestModels.qwen).respond(
            to: "What is the capital of France?", options: Self.short)
        #expect(zero.content == greedy.content)
    }

    // MARK: Context window

    /// The check before generating counts exactly: a response budget that fills the window to
    /// the last token is accepted, one more token is not.
    @Test func theContextCheckIsExactToTheToken() async throws {
        let model = TestModels.qwen
        let entries: [Transcript.Entry] = [
            .prompt(.init(segments: [.text(.init(content: "What is the capital of France?"))]))
        ]
        /// One request for the entries (a session's first prompt), with the statistics the
        /// embedded model reports in the response's usage.
        func run(_ limit: Int) async throws -> GenerationStatistics {
            let response = try await LanguageModelSession(model: model)
                .respond(
                    to: "What is the capital of France?",
                    options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: limit))
            return try #require(GenerationStatistics(response.usage))
        }
        let prompt = try await run(8).promptTokens
        // The prompt as `tokenCount` counts it, plus the assistant's header the response starts with.
        let header = try model.loaded().vocabulary.tokenize("<|im_start|>assistant\n", parseSpecial: true).count
        #expect(prompt == (try await model.tokenCount(for: entries)) + header)
        let fits = try await run(model.contextSize - prompt)
        #expect(fits.responseTokens > 0)
        await #expect {
            _ = try await run(model.contextSize - prompt + 1)
        } throws: { error in
            guard case LanguageModelError.contextSizeExceeded(let payload) = error else { return false }
            return payload.debugDescription.contains("take \(prompt) tokens")
        }
    }

    @Test func aRequestThatCannotFitTellsTheSizesAndTheSessionGoesOn() async throws {
        let session = try await Self.sessionWithHistory()
        let before = session.transcript
        let used = try await TestModels.qwen.tokenCount(for: session.transcript)
        let error = await #expect(throws: LanguageModelError.self) {
            try await session.respond(
                to: "Hi",
                options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: TestModels.qwen.contextSize))
        }
        guard case .contextSizeExceeded(let payload) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(payload.debugDescription.contains("holds \(TestModels.qwen.contextSize)"))
        #expect(payload.debugDescription.contains("may need \(TestModels.qwen.contextSize)"))
        #expect(payload.contextSize == TestModels.qwen.contextSize)
        #expect(used > 10)
        try await Self.expectStillAnswers(session, had: before)
    }
}
