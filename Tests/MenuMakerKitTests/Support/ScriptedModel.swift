import FoundationModels
import Synchronization

/// A model that answers each request with the next scripted JSON text, streamed a few
/// characters at a time, so tests see the intermediate snapshots without a real model.
final class ScriptedModel: LanguageModel {
    private let replies: Mutex<[String]>
    private let requests = Mutex<[ModelRequest]>([])
    let chunkSize: Int

    init(replies: [String], chunkSize: Int = 7) {
        self.replies = Mutex(replies)
        self.chunkSize = chunkSize
    }

    /// The requests the model received, in order.
    var received: [ModelRequest] { requests.withLock { $0 } }

    var capabilities: LanguageModelCapabilities { [.guidedGeneration] }
    var availability: SystemLanguageModel.Availability { .available }
    var contextSize: Int { 4096 }

    func tokenCount(for entries: [Transcript.Entry]) async throws -> Int { entries.count }

    func makeConversation() throws -> any LanguageModelConversation { Conversation(model: self) }

    fileprivate func next(_ request: ModelRequest) -> String {
        requests.withLock { $0.append(request) }
        return replies.withLock { $0.isEmpty ? "{}" : $0.removeFirst() }
    }

    private final class Conversation: LanguageModelConversation {
        let model: ScriptedModel
        init(model: ScriptedModel) { self.model = model }

        func respond(to request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
            let reply = Array(model.next(request))
            let size = model.chunkSize
            return AsyncThrowingStream { continuation in
                var end = 0
                while end < reply.count {
                    end = min(end + size, reply.count)
                    continuation.yield(.text(String(reply[..<end])))
                }
                continuation.finish()
            }
        }
    }
}
