import FoundationModels
import Observation

/// Tags for a landmark from the content-tagging model, as the sample's tag view asks for them.
@Generable
struct TaggingResponse: Equatable {
    @Guide(.count(3))
    @Guide(description: "Most important topics in the input text.")
    let tags: [String]
}

@Observable
final class TagGenerator {
    private(set) var tags: [String] = []
    private let session = LanguageModelSession(
        model: SystemLanguageModel(useCase: .contentTagging),
        instructions: "Tag the most important topics in the text."
    )

    func generateTags(from text: String, options: GenerationOptions = GenerationOptions()) async throws {
        let response = try await session.respond(to: text, generating: TaggingResponse.self, options: options)
        tags = response.content.tags
    }
}
