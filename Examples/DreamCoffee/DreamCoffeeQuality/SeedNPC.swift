import Foundation
import FoundationModels

// The seed's own customer type, verbatim (no guides), for the quality benchmark's "seed
// prompts" section: what the original's prompts give on this model.

@Generable
struct SeedNPC {
    let name: String
    let coffeeOrder: String
    let picture: SeedImage
}

/// The seed's picture type: a schema built by hand with one string.
final class SeedImage: Generable, Sendable {
    static var generationSchema: GenerationSchema {
        GenerationSchema(
            type: SeedImage.self,
            description: "A short, non-human-like description of an image for an image generator",
            properties: [GenerationSchema.Property(name: "imageDescription", type: String.self)])
    }

    let imageDescription: String

    required init(_ content: GeneratedContent) throws {
        imageDescription = try content.value(forProperty: "imageDescription")
    }

    var generatedContent: GeneratedContent {
        GeneratedContent(properties: ["imageDescription": imageDescription])
    }
}
