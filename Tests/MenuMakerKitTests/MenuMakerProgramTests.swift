import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

/// `menu-maker` run as a process.
@Suite(.tags(.model), .needsModel) struct MenuMakerProgramTests {
    let program = Program(name: "menu-maker")

    @Test func helpDescribesTheOptions() throws {
        let result = try program.run(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--meal MEAL"))
        #expect(result.output.contains("--ingredients LIST"))
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (
            ["--meal", "brunch", "--cuisine", "Thai"],
            "--meal needs one of breakfast, lunch, dinner, dessert, not 'brunch'"
        ),
        (["--cuisine", "Thai"], "give --meal"),
        (["--meal", "lunch"], "give --cuisine"),
        (["--meal", "lunch", "--cuisine", "Thai", "--ingredients", "0"], "--ingredients needs 1 or more"),
        (["--meal"], "--meal needs a value"),
    ])
    func badFlagsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try program.run(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains(message))
    }

    @Test func aMissingModelIsAFailureThatSaysWhatToDo() throws {
        let result = try program.run(["--meal", "lunch", "--cuisine", "Thai", "--model", "/nonexistent/model.gguf"])
        #expect(result.status == 1)
        #expect(result.error.contains("scripts/setup"))
    }

    /// The real model: the menu streams (snapshots with partial items come before the whole
    /// menu), then the final JSON has 4–8 complete items and a special of chosen ingredients.
    @Test func lunchInItalianStreamsThenGivesTheMenuAsJSON() throws {
        let result = try program.run([
            "--meal", "lunch", "--cuisine", "Italian", "--json", "--snapshots",
            "--ingredients", "5", "--seed", "7",
        ])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let final = try GeneratedContent(json: try #require(lines.last))
        let menu = try final.value(GeneratedContent.self, forProperty: "menu")
        #expect(try menu.value(String.self, forProperty: "type") == "lunch")
        let items = try menu.value([GeneratedContent].self, forProperty: "menu")
        #expect((4...8).contains(items.count))
        let names = try items.map { try $0.value(String.self, forProperty: "name").lowercased() }
        #expect(Set(names).count == names.count, "a dish came twice: \(names)")
        for item in items {
            #expect(!(try item.value(String.self, forProperty: "name")).isEmpty)
            let description = try item.value(String.self, forProperty: "description")
            // Strings end cleanly: never on a connector or a comma (CleanEnding in the decoding loop).
            let lastWords = description.lowercased().split { !$0.isLetter }.suffix(1).map(String.init)
            #expect(!description.contains(",.") && !description.contains(" ."), "\(description)")
            #expect(!["and", "with", "of", "the", "a", "or"].contains(lastWords.first ?? ""), "\(description)")
            #expect(!(try item.value([String].self, forProperty: "ingredients")).isEmpty)
            #expect(try item.value(Double.self, forProperty: "cost") > 0)
        }
        let chosen = try final.value([String].self, forProperty: "ingredients")
        #expect(chosen.count == 5)
        let special = try final.value(GeneratedContent.self, forProperty: "special")
        let specialIngredients = try special.value([String].self, forProperty: "ingredients")
        #expect(!specialIngredients.isEmpty && specialIngredients.allSatisfy(chosen.contains))

        let snapshots = try lines.dropLast().map { try GeneratedContent(json: $0) }
        let partialMenus = snapshots.map { snapshot -> [GeneratedContent] in
            guard case .structure(let properties, _) = snapshot.kind, case .array(let items)? = properties["menu"]?.kind
            else { return [] }
            return items
        }
        #expect(
            partialMenus.contains { $0.count >= 1 && $0.count < items.count }, "no snapshot showed part of the menu")
        let partialItems = partialMenus.compactMap(\.last).filter { item in
            guard case .structure(let properties, _) = item.kind else { return false }
            return properties["name"] != nil && properties["cost"] == nil
        }
        #expect(!partialItems.isEmpty, "no snapshot showed an item being filled in")
    }
}
