import FoundationModels

/// How an app's view model drives a session, compiled with this module's main-actor
/// isolation. It is not run (that needs a model); it is here so that the calls app code makes
/// keep compiling: a session with a tool, a structured response, and a stream of snapshots
/// that updates the view only when the snapshot changed.
final class RecipeViewModel {
    private(set) var latest: Recipe.PartiallyGenerated?
    private(set) var updates = 0
    private let session = LanguageModelSession(tools: [FindCafeTool()], instructions: "You are a barista.")

    func recipe(for drink: String) async throws -> Recipe {
        try await session.respond(to: "A recipe for a \(drink)", generating: Recipe.self).content
    }

    func streamRecipe(for drink: String) async throws {
        let stream = session.streamResponse(generating: Recipe.self) {
            "A recipe for a \(drink)"
            for step in ["Use whole milk", "Serve warm"] { step }
        }
        for try await snapshot in stream where snapshot.content != latest {
            latest = snapshot.content
            updates += 1
        }
    }
}
