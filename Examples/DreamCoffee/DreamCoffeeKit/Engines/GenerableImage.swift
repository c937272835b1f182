import Foundation
import FoundationModels

/// A picture the model describes and the game draws: decoding it from generated content
/// paints the portrait at once (the original starts Image Playground there).
///
/// Its schema is built by hand with `GenerationSchema` rather than by the macro. An empty
/// description falls back, once, to an adorable cat in a cute sweater.
public final class GenerableImage: Generable, Sendable {
    /// The description used when the model's one cannot be drawn.
    public static let fallbackDescription = "an adorable cat in a cute sweater"

    /// What the model described.
    public let imageDescription: String
    /// The portrait drawn from the description (or from the fallback).
    public let portrait: Portrait

    /// Draws a picture from a description.
    /// - Parameter imageDescription: A short description of the picture.
    public init(imageDescription: String) {
        self.imageDescription = imageDescription
        portrait = Self.draw(imageDescription) ?? Portrait(description: Self.fallbackDescription)
    }

    /// Decodes the description and draws the picture.
    /// - Parameter content: An object with `imageDescription`.
    /// - Throws: When the content has no `imageDescription` string.
    public convenience init(_ content: GeneratedContent) throws {
        self.init(imageDescription: try content.value(String.self, forProperty: "imageDescription"))
    }

    /// The schema: an object with one string, `imageDescription`.
    public static var generationSchema: GenerationSchema {
        GenerationSchema(
            type: GenerableImage.self,
            description: "A short, non-human-like description of an image for an image generator",
            properties: [
                GenerationSchema.Property(
                    name: "imageDescription",
                    description:
                        "A creature with its colours and accessories, like a tiny blue owl wearing a golden crown",
                    type: String.self)
            ])
    }

    /// The picture as generated content.
    public var generatedContent: GeneratedContent {
        GeneratedContent(properties: ["imageDescription": imageDescription])
    }

    /// The portrait of a description, or nil when there is nothing to draw.
    private static func draw(_ description: String) -> Portrait? {
        let text = description.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.contains(where: \.isLetter) ? Portrait(description: text) : nil
    }
}
