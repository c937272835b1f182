import Foundation
import Synchronization
@testable import FoundationModels

/// A scripted model for tests that need no real model: each step replies with the next
/// scripted reply, streamed in chunks, and records the requests it got.
final class MockLanguageModel: LanguageModel, Sendable {
    enum Reply: Sendable {
        case text(String)
        case toolCalls([Transcript.ToolCall])
        case failure(LanguageModelSession.GenerationError)
        /// Streams the text slowly, one character per `delay`, so tests can cancel midway.
        case slow(String, delay: Duration)
    }

    private let replies: Mutex<[Reply]>
    let requests = Mutex<[ModelRequest]>([])

    init(_ replies: [Reply]) { self.replies = Mutex(replies) }

    var capabilities: LanguageModelCapabilities { [.guidedGeneration, .toolCalling] }
    var availability: SystemLanguageModel.Availability { .available }
    var contextSize: Int { 4096 }

    func tokenCount(for entries: [Transcript.Entry]) async throws -> Int {
        entries.map(\.description).joined().split(separator: " ").count
    }

    func makeConversation() throws -> any LanguageModelConversation { Conversation(model: self) }

    func nextReply(for request: ModelRequest) -> Reply {
        requests.withLock { $0.append(request) }
        return replies.withLock { $0.isEmpty ? .text("(no more replies)") : $0.removeFirst() }
    }

    final class Conversation: LanguageModelConversation {
        let model: MockLanguageModel
        init(model: MockLanguageModel) { self.model = model }

        func respond(to request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
            let reply = model.nextReply(for: request)
            return AsyncThrowingStream { continuation in
                let task = Task {
                    switch reply {
                    case .text(let text):
                        var soFar = ""
                        for character in text {
                            soFar.append(character)
                            continuation.yield(.text(soFar))
                        }
                        continuation.finish()
                    case .slow(let text, let delay):
                        var soFar = ""
                        for character in text {
                            do { try await Task.sleep(for: delay) } catch { continuation.finish(throwing: error); return }
                            soFar.append(character)
                            continuation.yield(.text(soFar))
                        }
                        continuation.finish()
                    case .toolCalls(let calls):
                        continuation.yield(.toolCalls(calls))
                        continuation.finish()
                    case .failure(let error):
                        continuation.finish(throwing: error)
                    }
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
    }
}
