import Foundation
import FoundationModelsCore

/// A model that streams fixed fragments as fast as the session takes them, one token each, so
/// that what is measured is the session's own cost per streamed token.
struct ReplayModel: LanguageModel {
    let fragments: [String]

    var capabilities: LanguageModelCapabilities { [.guidedGeneration] }
    var executorConfiguration: Executor.Configuration { Executor.Configuration() }

    struct Executor: LanguageModelExecutor {
        struct Configuration: Hashable, Sendable {}

        init(configuration: Configuration) {}

        func respond(
            to request: LanguageModelExecutorGenerationRequest, model: ReplayModel,
            streamingInto channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            let entryID = UUID().uuidString
            for fragment in model.fragments {
                await channel.send(.response(entryID: entryID, action: .appendText(fragment, tokenCount: 1)))
            }
        }
    }
}
