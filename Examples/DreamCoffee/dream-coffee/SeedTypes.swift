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

/// The seed's prompts, in its words as the design notes give them.
enum SeedPrompts {
    static let customerInstructions = """
        This is a fantasy RPG game set in a coffee shop called Dream Coffee. \
        Use your imagination to generate fun game characters.
        """

    static let customerPrompt = """
        Create an NPC customer with a fun personality suitable for the dream realm. \
        Have the customer order coffee. Here are some examples to inspire you: \
        {name: "Thimblefoot", imageDescription: "A horse with a rainbow mane", \
        coffeeOrder: "I would like a coffee that's refreshing and sweet like grass of a summer meadow"} \
        {name: "Spiderkid", imageDescription: "A furry spider with a cool baseball cap", \
        coffeeOrder: "An iced coffee please, that's as spooky as me!"} \
        {name: "Wise Fairy", imageDescription: "A blue glowing fairy that radiates wisdom and sparkles", \
        coffeeOrder: "Something simple and plant-based please, that will restore my wise energy."}
        """

    static func dialogInstructions(name: String, persona: String, firstLine: String) -> String {
        """
        A multiturn conversation between a game character and the player of this game. \
        You are \(name). Refer to \(name) in the first-person (like "I" or "me"). \
        You must respond in the voice of \(persona). \
        Keep your responses short and positive. Remember: Because this is the dream realm, \
        everything is free at this coffee shop and the baristas are paid in creative inspiration. \
        You just said: "\(firstLine)"
        """
    }
}
