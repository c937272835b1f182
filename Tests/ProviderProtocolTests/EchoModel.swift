import Foundation
import FoundationModels

// A model written the way Apple's provider guide writes one: a light model type that declares
// its capabilities and configuration, and an executor that streams events into the channel.

/// Replies with its prompt, upper-cased, then reports usage.
struct EchoModel: LanguageModel {
    typealias Executor = EchoExecutor
    var capabilities: LanguageModelCapabilities { LanguageModelCapabilities([.toolCalling]) }
    var executorConfiguration: EchoExecutor.Configuration { .init(prefix: "ECHO: ") }
}

struct EchoExecutor: LanguageModelExecutor {
    struct Configuration: Hashable { var prefix: String }
    let prefix: String

    init(configuration: Configuration) throws { prefix = configuration.prefix }

    func respond(
        to request: LanguageModelExecutorGenerationRequest, model: EchoModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        var prompt = ""
        if case .prompt(let last)? = request.transcript.last, case .text(let text)? = last.segments.first {
            prompt = text.content
        }
        let entryID = UUID().uuidString
        for word in (prefix + prompt.uppercased()).split(separator: " ", omittingEmptySubsequences: false) {
            await channel.send(.response(entryID: entryID, action: .appendText(word + " ", tokenCount: 1)))
        }
        await channel.send(
            .response(
                entryID: entryID,
                action: .updateUsage(
                    input: .init(totalTokenCount: 10, cachedTokenCount: 4),
                    output: .init(totalTokenCount: 3, reasoningTokenCount: 0))))
    }
}
