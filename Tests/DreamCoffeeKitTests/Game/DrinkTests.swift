import Testing

@testable import DreamCoffeeKit

@Suite struct DrinkTests {
    @Test func optionsAndDefaultsMatchTheOriginal() {
        #expect(
            DrinkKind.allCases.map(\.rawValue) == [
                "latte", "drip coffee", "espresso", "macchiato", "cappuccino", "cortado", "tea", "hot chocolate",
            ])
        #expect(Temperature.allCases.map(\.rawValue) == ["hot", "iced"])
        #expect(
            Milk.allCases.map(\.rawValue) == ["none", "2%", "whole", "half & half", "almond", "soy", "oat", "skim"])
        #expect(
            Flavor.allCases.map(\.rawValue) == [
                "lavender", "vanilla", "spice cookie", "mocha", "caramel", "hazelnut", "ube", "chai", "chamomile",
            ])
        #expect(Drink.default == Drink(kind: .dripCoffee, temperature: .hot, milk: .none, flavors: []))
    }

    @Test(arguments: [
        (
            Drink(kind: .latte, temperature: .iced, milk: .oat, flavors: [.caramel, .vanilla]),
            "an iced oat latte with vanilla and caramel"
        ),
        (Drink.default, "a hot drip coffee"),
        (Drink(kind: .cappuccino, milk: .whole), "a hot cappuccino with whole milk"),
        (
            Drink(kind: .hotChocolate, milk: .twoPercent, flavors: [.mocha]),
            "a hot hot chocolate with 2% milk and mocha"
        ),
        (
            Drink(kind: .cortado, temperature: .iced, milk: .halfAndHalf, flavors: [.ube, .lavender, .chai]),
            "an iced cortado with half & half, lavender, ube and chai"
        ),
        (Drink(kind: .espresso, milk: .skim, flavors: [.spiceCookie]), "a hot skim espresso with spice cookie"),
    ])
    func describesInPlainWords(drink: Drink, text: String) {
        #expect(drink.description == text)
    }

    @Test func flavoursToggleAndKeepTableOrder() {
        var drink = Drink.default
        drink.toggle(.chai)
        drink.toggle(.lavender)
        drink.toggle(.chai)
        drink.toggle(.mocha)
        #expect(drink.flavors == [.lavender, .mocha])
        drink.clearFlavors()
        #expect(drink.flavors.isEmpty)
        #expect(Drink(flavors: [.vanilla, .vanilla]).flavors == [.vanilla])
    }

    @Test(arguments: [
        ("Half and Half", Milk.halfAndHalf), ("half & half", .halfAndHalf), ("2%", .twoPercent),
        ("two percent", .twoPercent), ("OAT", .oat), ("none", Milk.none),
    ])
    func spokenMilkNames(words: String, milk: Milk) {
        #expect(Milk(spoken: words) == milk)
    }

    @Test func spokenNamesAcceptPluralsAndRejectOthers() {
        #expect(Flavor(spoken: "spice  cookies") == .spiceCookie)
        #expect(DrinkKind(spoken: "Hot Chocolate") == .hotChocolate)
        #expect(DrinkKind(spoken: "smoothie") == nil)
    }
}
