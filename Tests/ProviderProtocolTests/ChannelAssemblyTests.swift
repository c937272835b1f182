import Foundation
import FoundationModels
import Testing

/// How the session assembles channel events into responses, snapshots, entries and usage.
@Suite struct ChannelAssemblyTests {
    @Test func aTwentyLineModelAnswersThroughASession() async throws {
        let session = LanguageModelSession(model: EchoModel())
        let response = try await session.respond(to: "hello there")
        #expect(response.content == "ECHO: HELLO THERE ")
        #expect(response.usage.input.totalTokenCount == 10)
        #expect(response.usage.input.cachedTokenCount == 4)
        #expect(response.usage.totalTokenCount == 13)
        #expect(session.transcript.count == 2)
    }

    @Test func sessionUsageAddsUpEveryResponse() async throws {
        let session = LanguageModelSession(model: EchoModel())
        try await session.respond(to: "one")
        try await session.respond(to: "two")
        #expect(session.usage.input.totalTokenCount == 20)
        #expect(session.usage.output.totalTokenCount == 6)
    }

    @Test func usageIsReplacedNotAdded() async throws {
        let id = "r"
        let playback = Playback([
            [
                .response(entryID: id, action: .appendText("a", tokenCount: 1)),
                .response(
                    entryID: id,
                    action: .updateUsage(
                        input: .init(totalTokenCount: 5, cachedTokenCount: 0),
                        output: .init(totalTokenCount: 1, reasoningTokenCount: 0))),
                .response(entryID: id, action: .appendText("b", tokenCount: 1)),
                .response(
                    entryID: id,
                    action: .updateUsage(
                        input: .init(totalTokenCount: 5, cachedTokenCount: 0),
                        output: .init(totalTokenCount: 2, reasoningTokenCount: 0))),
            ]
        ])
        let response = try await LanguageModelSession(model: PlaybackModel(playback: playback)).respond(to: "x")
        #expect(response.content == "ab")
        #expect(response.usage.output.totalTokenCount == 2)
        #expect(response.usage.input.totalTokenCount == 5)
    }

    @Test func withoutUsageEventsTokenCountsOfTheTextAreCounted() async throws {
        let playback = Playback([
            [
                .reasoning(action: .appendText("think", tokenCount: 3)),
                .response(action: .appendText("answer", tokenCount: 2)),
            ]
        ])
        let response = try await LanguageModelSession(model: PlaybackModel(playback: playback)).respond(to: "x")
        #expect(response.usage.output.totalTokenCount == 5)
        #expect(response.usage.output.reasoningTokenCount == 3)
    }

    @Test func reasoningBecomesAnEntryBeforeTheResponse() async throws {
        let signature = Data([1, 2, 3])
        let playback = Playback([
            [
                .reasoning(action: .appendText("Let me ", tokenCount: 2)),
                .reasoning(action: .appendText("think.", tokenCount: 2)),
                .reasoning(action: .updateSignature(signature, tokenCount: 0)),
                .response(entryID: "answer", action: .appendText("42", tokenCount: 1)),
            ]
        ])
        let session = LanguageModelSession(model: PlaybackModel(playback: playback))
        let response = try await session.respond(to: "What is the answer?")
        #expect(response.content == "42")
        let kinds = response.transcriptEntries.map { entry -> String in
            switch entry {
            case .prompt: "prompt"
            case .reasoning(let reasoning):
                "reasoning:" + reasoning.segments.map(\.description).joined() + ":\(reasoning.signature == signature)"
            case .response: "response"
            default: "other"
            }
        }
        #expect(kinds == ["prompt", "reasoning:Let me think.:true", "response"])
    }

    @Test func replaceTextSegmentSupersedesWhatWasStreamed() async throws {
        let playback = Playback([
            [
                .response(entryID: "r", action: .appendText("Helo wrld", tokenCount: 2)),
                .response(entryID: "r", action: .replaceTextSegment("Hello world", tokenCount: 2)),
            ]
        ])
        let response = try await LanguageModelSession(model: PlaybackModel(playback: playback)).respond(to: "x")
        #expect(response.content == "Hello world")
    }

    /// Snapshots follow the text through every kind of change: appended at the end, appended
    /// to an earlier segment, replaced.
    @Test func snapshotsFollowTextThatIsReplacedOrInsertedEarlier() async throws {
        let playback = Playback([
            [
                .response(entryID: "r", action: .appendText(#"{"name": "Ad"#, segmentID: "one", tokenCount: 1)),
                .response(entryID: "r", action: .appendText(#"a"}"#, segmentID: "two", tokenCount: 1)),
                .response(entryID: "r", action: .appendText("a", segmentID: "one", tokenCount: 1)),
                .response(entryID: "r", action: .replaceTextSegment(#"{"name": "Bo"#, segmentID: "one", tokenCount: 1)),
            ]
        ])
        let session = LanguageModelSession(model: PlaybackModel(playback: playback))
        let schema = GenerationSchema(
            type: GeneratedContent.self,
            properties: [
                .init(name: "name", type: String.self)
            ])
        var names: [String] = []
        for try await snapshot in session.streamResponse(to: "A name", schema: schema) {
            let name = snapshot.rawContent.jsonString
            if names.last != name { names.append(name) }
        }
        #expect(names == [#"{"name":"Ad"}"#, #"{"name":"Ada"}"#, #"{"name":"Adaa"}"#, #"{"name":"Boa"}"#])
    }

    @Test func responseMetadataIsAWholesaleSnapshot() async throws {
        let playback = Playback([
            [
                .response(entryID: "r", action: .updateMetadata(["provider": "acme", "attempt": 1])),
                .response(entryID: "r", action: .appendText("ok", tokenCount: 1)),
                .response(entryID: "r", action: .updateMetadata(["attempt": 2])),
            ]
        ])
        let response = try await LanguageModelSession(model: PlaybackModel(playback: playback)).respond(to: "x")
        guard case .response(let entry)? = response.transcriptEntries.last else {
            Issue.record("no response entry")
            return
        }
        #expect(entry.metadata.keys.sorted() == ["attempt"])
        #expect(try entry.metadata["attempt"]?.value(Int.self) == 2)
    }

    @Test func requestMetadataReachesTheExecutor() async throws {
        let playback = Playback([[.response(action: .appendText("ok", tokenCount: 1))]])
        let session = LanguageModelSession(model: PlaybackModel(playback: playback))
        try await session.respond(to: "x", metadata: ["trace": "abc-123"])
        #expect(try playback.received.first?.metadata["trace"]?.value(String.self) == "abc-123")
    }

    @Test func dataEntriesOfAcceptedTypesJoinTheTranscript() async throws {
        let payload = Data(#"{"sources":2}"#.utf8)
        let playback = Playback([
            [
                .data(entryID: "d", action: .update(contentType: .json, content: Data("{}".utf8))),
                .data(entryID: "d", action: .update(contentType: .json, content: payload)),
                .response(action: .appendText("done", tokenCount: 1)),
            ]
        ])
        let session = LanguageModelSession(model: PlaybackModel(playback: playback))
        try await session.respond(to: "x")
        let data = session.transcript.compactMap { if case .data(let entry) = $0 { entry } else { nil } }
        #expect(data.map(\.content) == [payload])
    }

    @Test func dataEntriesOfOtherTypesAreUnsupportedContent() async throws {
        let playback = Playback([[.data(action: .update(contentType: .png, content: Data([0x89])))]])
        let session = LanguageModelSession(model: PlaybackModel(playback: playback))
        await #expect {
            try await session.respond(to: "x")
        } throws: { error in
            guard case LanguageModelError.unsupportedTranscriptContent(let payload) = error else { return false }
            return payload.debugDescription.contains("public.png")
        }
        #expect(session.transcript.isEmpty)
    }

    @Test func aStructuredResponseStreamsPartiallyGeneratedSnapshots() async throws {
        let json = #"{"name":"Moonmoth","level":3}"#
        let playback = Playback([json.map { .response(entryID: "r", action: .appendText(String($0), tokenCount: 1)) }])
        let session = LanguageModelSession(model: PlaybackModel(playback: playback))
        var names: [String] = []
        for try await snapshot in session.streamResponse(to: "A customer", generating: Customer.self) {
            if let name = snapshot.content.name, names.last != name { names.append(name) }
        }
        #expect(names.count > 2)
        #expect(names.last == "Moonmoth")
    }

    @Test func nestedSnapshotsKeepTheirIdentity() async throws {
        let json = #"{"items":[{"name":"Latte"},{"name":"Mocha"}]}"#
        let playback = Playback([json.map { .response(entryID: "r", action: .appendText(String($0), tokenCount: 1)) }])
        let session = LanguageModelSession(model: PlaybackModel(playback: playback))
        var firstItemIDs: Set<GenerationID> = []
        var last: Menu.PartiallyGenerated?
        for try await snapshot in session.streamResponse(to: "A menu", generating: Menu.self) {
            if let item = snapshot.content.items?.first { firstItemIDs.insert(item.id) }
            last = snapshot.content
        }
        #expect(firstItemIDs.count == 1)
        let ids = last?.items?.map(\.id) ?? []
        #expect(ids.count == 2 && ids[0] != ids[1])
    }

    @Generable
    struct Menu {
        var items: [Item]
    }

    @Generable
    struct Item {
        var name: String
    }

    @Generable
    struct Customer {
        var name: String
        var level: Int
    }
}
