import Foundation
import FoundationModels
import Synchronization

/// A model for tests that need no real model: a rule picks each step's reply from the
/// request, and every request is recorded.
final class ScriptedModel: LanguageModel, Sendable {
    enum Reply: Sendable {
        /// The whole response text (JSON for structured responses).
        case text(String)
        /// The text, one character per delay, so tests can cancel midway.
        case slow(String, delay: Duration)
        /// Tool calls instead of an answer.
        case toolCalls([Transcript.ToolCall])
        /// A failure.
        case failure(LanguageModelSession.GenerationError)
    }

    let rule: @Sendable (ModelRequest) -> Reply
    let requests = Mutex<[ModelRequest]>([])

    init(_ rule: @escaping @Sendable (ModelRequest) -> Reply) { self.rule = rule }

    /// Replies in order, then "(no more replies)".
    convenience init(replies: [Reply]) {
        let queue = Mutex(replies)
        self.init { _ in queue.withLock { $0.isEmpty ? .text("(no more replies)") : $0.removeFirst() } }
    }

    var capabilities: LanguageModelCapabilities { [.guidedGeneration, .toolCalling] }
    var availability: SystemLanguageModel.Availability { .available }
    var contextSize: Int { 4096 }
    var requestCount: Int { requests.withLock { $0.count } }

    func tokenCount(for entries: [Transcript.Entry]) async throws -> Int {
        entries.map { "\($0)" }.joined().split(separator: " ").count
    }

    func makeConversation() throws -> any LanguageModelConversation { Conversation(model: self) }

    final class Conversation: LanguageModelConversation {
        let model: ScriptedModel
        init(model: ScriptedModel) { self.model = model }

        func respond(to request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
            model.requests.withLock { $0.append(request) }
            let reply = model.rule(request)
            return AsyncThrowingStream { continuation in
                let task = Task {
                    switch reply {
                    case .text(let text):
                        continuation.yield(.text(text))
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

/// Canned replies and request helpers for the game's mock tests.
enum Canned {
    static let npcJSON = """
        {"name": "Moonmoth", "coffeeOrder": "an iced vanilla latte", \
        "picture": {"imageDescription": "a tiny blue owl wearing a golden crown"}}
        """
    static let verdictJSON = #"{"feedback": "Just what I dreamed of!", "satisfaction": 4}"#

    static func customerJSON(name: String) -> String {
        """
        {"displayName": "\(name)", "encounter": "newOrder", "level": 3, "attributes": ["sassy", "tired"], \
        "resumeConversationLine": "Howdy!", "firstLine": "What a lovely shop."}
        """
    }

    /// The text of transcript segments.
    static func text(_ segments: [Transcript.Segment]) -> String {
        segments.map { segment in
            switch segment {
            case .text(let text): text.content
            case .structure(let structure): structure.content.jsonString
            }
        }.joined()
    }

    /// The instructions text of a request.
    static func instructions(_ request: ModelRequest) -> String {
        guard case .instructions(let instructions) = request.transcript.first else { return "" }
        return text(instructions.segments)
    }

    /// The last prompt text of a request.
    static func lastPrompt(_ request: ModelRequest) -> String {
        for entry in request.transcript.reversed() {
            if case .prompt(let prompt) = entry { return text(prompt.segments) }
        }
        return ""
    }

    /// The outputs of tools in a request's transcript.
    static func toolOutputs(_ request: ModelRequest) -> [String] {
        request.transcript.compactMap { entry in
            if case .toolOutput(let output) = entry { return text(output.segments) }
            return nil
        }
    }

    /// A whole game's worth of replies: customers (with a contacts tool call), NPCs,
    /// verdicts, and chat replies that echo the prompt.
    static func gameRule(chat: @escaping @Sendable (ModelRequest) -> String = { "You said: \(lastPrompt($0))" })
        -> @Sendable (ModelRequest) -> ScriptedModel.Reply {
        { request in
            let schema = request.schema?.debugDescription ?? ""
            if schema.contains("displayName") {
                if let name = toolOutputs(request).last { return .text(customerJSON(name: name)) }
                return .toolCalls([Transcript.ToolCall(toolName: "getContacts",
                                                       arguments: GeneratedContent(properties: ["month": 11]))])
            }
            if schema.contains("coffeeOrder") { return .text(npcJSON) }
            if schema.contains("satisfaction") { return .text(verdictJSON) }
            return .text(chat(request))
        }
    }
}
