import FoundationModels
import Testing

@Suite("Streamed snapshots in a main-actor app module")
struct PartiallyGeneratedTests {
    /// What a SwiftUI view does with a stream: keep the latest snapshot and react only when it
    /// changes (`.animation(value:)`, `onChange(of:)` need `Equatable`).
    @Test func snapshotsCompareWithNotEqual() throws {
        let texts = [
            #"{"title":"Cor"#,
            #"{"title":"Cortado","servings":1"#,
            #"{"title":"Cortado","servings":1"#,
            #"{"title":"Cortado","servings":1,"steps":["Pull a shot"]}"#,
        ]
        let id = GenerationID()
        var latest: Recipe.PartiallyGenerated?
        var changes = 0
        for text in texts {
            let content = try GeneratedContent(json: text)
            let snapshot = try Recipe.PartiallyGenerated(GeneratedContent(content, id: id))
            if latest == nil || snapshot != latest! {
                changes += 1
                latest = snapshot
            }
        }
        #expect(changes == 3)
        #expect(latest?.title == "Cortado")
        #expect(latest?.steps == ["Pull a shot"])
        #expect(latest?.id == id)
    }

    /// Nested snapshots compare through their nested `PartiallyGenerated` types.
    @Test func nestedSnapshotsCompare() throws {
        let id = GenerationID()
        let first = try Menu.PartiallyGenerated(
            GeneratedContent(GeneratedContent(json: #"{"recipes":[{"title":"Lat"#), id: id))
        let second = try Menu.PartiallyGenerated(
            GeneratedContent(GeneratedContent(json: #"{"recipes":[{"title":"Latte"#), id: id))
        let again = try Menu.PartiallyGenerated(
            GeneratedContent(GeneratedContent(json: #"{"recipes":[{"title":"Latte"}"#), id: id))
        #expect(first != second)
        #expect(second.recipes?.first?.title == "Latte")
        #expect(again.recipes?.count == 1)
    }

    /// A `Hashable`, `Sendable` type's snapshots go into sets and across tasks.
    @Test func snapshotsHashAndCrossTasks() async throws {
        let id = GenerationID()
        let snapshots = try [#"{"label":"ho"#, #"{"label":"hot"#, #"{"label":"hot"}"#].map {
            try Tag.PartiallyGenerated(GeneratedContent(GeneratedContent(json: $0), id: id))
        }
        #expect(Set(snapshots).count == 2)
        let label = await Task.detached { snapshots[2].label }.value
        #expect(label == "hot")
    }
}
