import FoundationModelsTestSupport
import Locking
import Observation
import Testing

@testable import FoundationModels

/// A value an app keeps on the main actor and never shares.
@Generable
struct DraftNote {
    var title: String
    var body: String
}

@available(*, unavailable)
extension DraftNote: Sendable {}

/// How main-actor app code in Swift 6 mode uses a session: `respond` runs on the caller's actor
/// (`nonisolated(nonsending)`), so a non-`Sendable` result comes back without crossing actors.
@MainActor
final class NotesViewModel {
    private(set) var draft: DraftNote?
    private(set) var partial: DraftNote.PartiallyGenerated?
    let session: LanguageModelSession

    init(session: LanguageModelSession) { self.session = session }

    func write() async throws {
        draft = try await session.respond(to: "Write a note", generating: DraftNote.self).content
    }

    func stream() async throws {
        for try await snapshot in session.streamResponse(to: "Write a note", generating: DraftNote.self) {
            partial = snapshot.content
        }
        draft = try await session.streamResponse(to: "Again", generating: DraftNote.self).collect().content
    }
}

@Suite struct MainActorCallerTests {
    static let note = #"{"title":"Beans","body":"Buy oat milk."}"#

    @Test @MainActor func aNonSendableResultReturnsToTheMainActor() async throws {
        let model = ScriptedModel(replies: [.text(Self.note), .text(Self.note), .text(Self.note)])
        let viewModel = NotesViewModel(session: LanguageModelSession(model: model))
        try await viewModel.write()
        #expect(viewModel.draft?.title == "Beans")
        try await viewModel.stream()
        #expect(viewModel.partial?.body == "Buy oat milk.")
        #expect(viewModel.draft?.body == "Buy oat milk.")
    }

    @Test func observersSeeTheTranscriptAndRespondingChange() async throws {
        let session = LanguageModelSession(model: ScriptedModel(replies: [.text("Hello")]))
        let changes = Locked<[String]>([])
        withObservationTracking {
            _ = session.transcript
        } onChange: {
            changes.withLock { $0.append("transcript") }
        }
        withObservationTracking {
            _ = session.isResponding
        } onChange: {
            changes.withLock { $0.append("isResponding") }
        }
        try await session.respond(to: "Hi")
        #expect(Set(changes.withLock { $0 }) == ["transcript", "isResponding"])
    }
}
