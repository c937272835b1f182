import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Locking
import Testing

@testable import MenuMakerKit

@Suite struct MenuMakerTests {
    @Test func ingredientsAreGeneratedWithoutRepeats() async throws {
        let model = ScriptedModel.menu(replies: [MenuFixtures.ingredients])
        let ingredients = try await MenuMaker(model: model).ingredients(cuisine: "Italian", meal: .lunch)
        #expect(
            ingredients == [
                "basil", "tomato", "mozzarella", "olive oil", "garlic", "pasta", "parmesan", "lemon", "arugula",
            ])
        #expect(model.requests.first?.schema?.jsonSchema.contains("\"minItems\":10") == true)
    }

    @Test func theMenuStreamsItemsBeforeItIsComplete() async throws {
        let model = ScriptedModel.menu(replies: [MenuFixtures.menu])
        let stream = MenuMaker(model: model).menu(meal: .lunch, cuisine: "Italian", ingredients: ["basil", "tomato"])
        var itemCounts: [Int] = []
        var sawPartialItem = false
        for try await snapshot in stream {
            let items = snapshot.content.menu ?? []
            itemCounts.append(items.count)
            if let last = items.last, last.name != nil, last.cost == nil { sawPartialItem = true }
        }
        let menu = try await stream.collect().content
        #expect(menu.menu.count == 4)
        #expect(menu.type == .lunch)
        #expect(menu.served(as: .dinner).type == .dinner)
        #expect(menu.served(as: .dinner).menu == menu.menu)
        #expect(sawPartialItem)
        #expect(itemCounts.contains(1) && itemCounts.contains(2) && itemCounts.contains(3))
        #expect(itemCounts == itemCounts.sorted())
    }

    @Test func plainDisplayPrintsEachItemOnceItIsComplete() async throws {
        let model = ScriptedModel.menu(replies: [MenuFixtures.menu])
        let stream = MenuMaker(model: model).menu(meal: .lunch, cuisine: "Italian", ingredients: ["basil"])
        let output = Locked<[String]>([])
        var display = MenuStreamDisplay(mode: .plain, meal: .lunch, cuisine: "Italian") { text in
            output.withLock { $0.append(text) }
        }
        var writesBeforeEnd = 0
        for try await snapshot in stream {
            display.show(snapshot.content, raw: snapshot.rawContent)
            writesBeforeEnd = output.withLock { $0.count }
        }
        display.finish(try await stream.collect().content)
        let text = output.withLock { $0.joined() }
        #expect(writesBeforeEnd >= 4)  // title and the first three items, before the last is done
        #expect(
            text.hasPrefix(
                "Italian Lunch Menu\n\n• Caprese Salad  $9.50\n  Fresh tomato and mozzarella with basil.\n  tomato • mozzarella • basil\n"
            ))
        #expect(text.components(separatedBy: "Pasta al Limone").count == 2)
        #expect(text.contains("• Arugula Plate  $8.00"))
    }

    @Test func liveDisplayRedrawsInPlace() {
        let output = Locked<[String]>([])
        var display = MenuStreamDisplay(mode: .live(width: 40), meal: .dinner, cuisine: "Italian") { text in
            output.withLock { $0.append(text) }
        }
        let first = try? RestaurantMenu.PartiallyGenerated(
            GeneratedContent(json: #"{"type":"dinner","menu":[{"name":"Soup"}]}"#))
        let second = try? RestaurantMenu.PartiallyGenerated(
            GeneratedContent(json: #"{"type":"dinner","menu":[{"name":"Soup","cost":4}]}"#))
        guard let first, let second else {
            Issue.record("fixtures do not parse")
            return
        }
        display.show(first, raw: GeneratedContent(kind: .null))
        display.show(second, raw: GeneratedContent(kind: .null))
        let writes = output.withLock { $0 }
        #expect(writes.count == 2)
        #expect(writes[0] == "Italian Dinner Menu\n\n• Soup\n\n")
        #expect(writes[1] == "\r\u{1B}[4A\u{1B}[J" + "Italian Dinner Menu\n\n• Soup  $4.00\n\n")
    }

    @Test func theSpecialUsesOnlyTheChosenIngredients() async throws {
        let model = ScriptedModel.menu(replies: [MenuFixtures.special])
        let chosen = ["pasta", "basil", "garlic"]
        let special = try await MenuMaker(model: model).special(meal: .dinner, cuisine: "Italian", ingredients: chosen)
        #expect(
            special
                == TodaysSpecial(
                    name: "Basil Pasta", description: "Pasta tossed with basil and garlic.",
                    ingredients: ["pasta", "basil", "garlic"], cost: Decimal(string: "16.75")!))
        let schema = try #require(model.requests.first?.schema).jsonSchema
        #expect(schema.contains(#"["pasta","basil","garlic"]"#))
    }
}
