import Foundation
import FoundationModels
import Testing

// This target is compiled the way Xcode 26's app template compiles an app: Swift 5 language
// mode with default MainActor isolation. Every declaration below is main-actor isolated unless
// it says otherwise, exactly as in such an app.

@Generable(description: "A recipe card")
struct Recipe: Equatable {
    @Guide(description: "The dish's name")
    var title: String
    @Guide(.range(1...12))
    var servings: Int
    @Guide(.count(2...5))
    var steps: [String]
    var note: String?
}

@Generable
struct Menu: Equatable {
    var recipes: [Recipe]
    var special: Recipe?
}

@Generable
struct Tag: Hashable, Sendable {
    var label: String
}

@Generable(name: "Drink", description: "Something to drink")
struct Beverage {
    var size: Int
}

@Suite("@Generable structs in a main-actor app module")
struct GenerableStructTests {
    @Test func roundTripsThroughGeneratedContent() throws {
        let recipe = Recipe(title: "Cortado", servings: 1, steps: ["Pull a shot", "Add warm milk"], note: nil)
        let content = recipe.generatedContent
        #expect(content.jsonString == #"{"title":"Cortado","servings":1,"steps":["Pull a shot","Add warm milk"]}"#)
        #expect(try Recipe(content) == recipe)
    }

    @Test func schemaNamesTheTypeAndKeepsItsGuides() throws {
        let schema = Recipe.generationSchema
        #expect(schema.name == "Recipe")
        let json = try String(decoding: JSONEncoder().encode(schema), as: UTF8.self)
        #expect(json.contains(#""minimum":1"#) && json.contains(#""maximum":12"#))
        #expect(json.contains(#""minItems":2"#) && json.contains(#""maxItems":5"#))
    }

    @Test func aNamedTypeHasItsSchemaName() {
        #expect(Beverage.generationSchema.name == "Drink")
        #expect(Beverage.generationSchema.debugDescription.contains(#""title":"Drink""#))
    }

    /// A nonisolated context (what a tool's `call` or a background task is) can build,
    /// convert and read the type without hopping to the main actor.
    @Test func usableFromNonisolatedCode() async throws {
        let title = try await Self.decodeTitle(#"{"title":"Flat white","servings":2,"steps":["a","b"]}"#)
        #expect(title == "Flat white")
    }

    nonisolated static func decodeTitle(_ json: String) async throws -> String {
        let recipe = try Recipe(GeneratedContent(json: json))
        let copy = Recipe(title: recipe.title, servings: recipe.servings, steps: recipe.steps)
        _ = Recipe.generationSchema
        return copy.generatedContent.jsonString.isEmpty ? "" : copy.title
    }
}
