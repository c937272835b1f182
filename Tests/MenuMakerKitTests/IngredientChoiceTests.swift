import CommandLineSupport
import Testing

@testable import MenuMakerKit

@Suite struct IngredientChoiceTests {
    let available = ["basil", "tomato", "mozzarella", "garlic"]

    @Test func allTakesEverything() throws {
        #expect(try IngredientChoice("all").apply(to: available) == available)
    }

    @Test func aNumberTakesTheFirstOnes() throws {
        #expect(try IngredientChoice("2").apply(to: available) == ["basil", "tomato"])
    }

    @Test func namesAreSplitOnCommas() throws {
        #expect(try IngredientChoice("basil, lemon ,garlic").apply(to: available) == ["basil", "lemon", "garlic"])
    }

    @Test(arguments: ["", " , ", "0"])
    func nothingChosenIsAUsageError(text: String) {
        #expect(throws: UsageError.self) { try IngredientChoice(text) }
    }

    @Test func pickerReadsNumbersAndRanges() {
        #expect(Picker.numbers(in: "1 3,5-6", upTo: 6) == [1, 3, 5, 6])
        #expect(Picker.numbers(in: "7", upTo: 6) == nil)
        #expect(Picker.numbers(in: "x", upTo: 6) == nil)
    }
}
