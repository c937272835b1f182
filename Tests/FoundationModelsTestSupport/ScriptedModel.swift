import Foundation
import FoundationModelsCore
import Locking

/// A model for tests that need no real model, in the shape of Apple's providers: a rule picks
/// each step's reply from the request, the executor streams it into the channel, and every
/// request is recorded.
public struct ScriptedModel: LanguageModel {
    /// What one step replies.
    public enum Reply: Sendable {
        /// The response text (JSON for a structured response), streamed `chunkSize` characters
        /// at a time.
        case text(String)
        /// The text, one character per delay, so tests can cancel midway.
        case slow(String, delay: Duration)
        /// Tool calls instead of an answer.
        case toolCalls([Transcript.ToolCall])
        /// Reasoning, then another reply.
        indirect case reasoning(String, then: Reply)
        /// Silence for a while (a model busy reading a long prompt), then another reply.
        indirect case after(Duration, then: Reply)
        /// A failure.
        case failure(any Error)
    }

    /// The rule and the record, shared by every copy of the model and its executor.
    public final class Script: Sendable, Hashable {
        let rule: @Sendable (LanguageModelExecutorGenerationRequest) -> Reply
        let chunkSize: Int
        let recorded = Locked<[LanguageModelExecutorGenerationRequest]>([])

        init(chunkSize: Int, rule: @escaping @Sendable (LanguageModelExecutorGenerationRequest) -> Reply) {
            self.chunkSize = chunkSize
            self.rule = rule
        }

        public static func == (a: Script, b: Script) -> Bool { a === b }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// The script.
    public let script: Script
    /// What the model declares.
    public let capabilities: LanguageModelCapabilities

    /// A model whose replies a rule picks.
    /// - Parameters:
    ///   - capabilities: what the model declares (default: guided generation and tool calling).
    ///   - chunkSize: the characters of text per event (default: all of it in one).
    ///   - rule: the reply to each request.
    public init(
        capabilities: LanguageModelCapabilities = [.guidedGeneration, .toolCalling], chunkSize: Int = .max,
        _ rule: @escaping @Sendable (LanguageModelExecutorGenerationRequest) -> Reply
    ) {
        script = Script(chunkSize: chunkSize, rule: rule)
        self.capabilities = capabilities
    }

    /// A model that replies in order, then "(no more replies)".
    public init(
        capabilities: LanguageModelCapabilities = [.guidedGeneration, .toolCalling], chunkSize: Int = .max,
        replies: [Reply]
    ) {
        let queue = Locked(replies)
        self.init(capabilities: capabilities, chunkSize: chunkSize) { _ in
            queue.withLock { $0.isEmpty ? .text("(no more replies)") : $0.removeFirst() }
        }
    }

    /// The requests the executor got, in order.
    public var requests: [LanguageModelExecutorGenerationRequest] { script.recorded.withLock { $0 } }

    public var executorConfiguration: Executor.Configuration { Executor.Configuration(script: script) }

    /// Streams the script's replies.
    public struct Executor: LanguageModelExecutor {
        /// The script; each model has its own executor.
        public struct Configuration: Hashable, Sendable {
            let script: Script
        }

        let script: Script

        public init(configuration: Configuration) {
            script = configuration.script
        }

        public func respond(
            to request: LanguageModelExecutorGenerationRequest, model: ScriptedModel,
            streamingInto channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            script.recorded.withLock { $0.append(request) }
            try await send(script.rule(request), into: channel)
        }

        private func send(_ reply: Reply, into channel: LanguageModelExecutorGenerationChannel) async throws {
            let entryID = UUID().uuidString
            switch reply {
            case .text(let text):
                var rest = Substring(text)
                repeat {
                    let chunk = rest.prefix(script.chunkSize)
                    rest = rest.dropFirst(chunk.count)
                    await channel.send(.response(entryID: entryID, action: .appendText(String(chunk), tokenCount: 1)))
                } while !rest.isEmpty
            case .slow(let text, let delay):
                for character in text {
                    try await Task.sleep(for: delay)
                    await channel.send(
                        .response(entryID: entryID, action: .appendText(String(character), tokenCount: 1)))
                }
            case .toolCalls(let calls):
                for call in calls {
                    await channel.send(
                        .toolCalls(
                            entryID: entryID,
                            action: .toolCall(
                                id: call.id, name: call.toolName,
                                action: .appendArguments(call.arguments.jsonString, tokenCount: 1))))
                }
            case .reasoning(let text, let then):
                await channel.send(.reasoning(entryID: entryID, action: .appendText(text, tokenCount: 1)))
                try await send(then, into: channel)
            case .after(let silence, let then):
                try await Task.sleep(for: silence)
                try await send(then, into: channel)
            case .failure(let error):
                throw error
            }
        }
    }
}

extension LanguageModelExecutorGenerationRequest {
    /// The text of the instructions the request starts with.
    public var instructionsText: String {
        guard case .instructions(let instructions) = transcript.first else { return "" }
        return instructions.segments.plainText
    }

    /// The text of the request's last prompt.
    public var lastPromptText: String {
        for case .prompt(let prompt) in transcript.reversed() { return prompt.segments.plainText }
        return ""
    }

    /// The outputs of the tools in the request's transcript, in order.
    public var toolOutputTexts: [String] {
        transcript.compactMap { entry in
            if case .toolOutput(let output) = entry { return output.segments.plainText }
            return nil
        }
    }
}

extension [Transcript.Segment] {
    /// The text of segments: text as it is, structured content as JSON, joined.
    public var plainText: String {
        map { segment in
            switch segment {
            case .text(let text): text.content
            case .structure(let structure): structure.content.jsonString
            case .attachment(let attachment): attachment.description
            }
        }.joined()
    }
}
