import Testing

@testable import DreamCoffeeKit

@Suite("Order check: what a customer would notice")
struct OrderCheckTests {
    @Test("A different drink, temperature and missing flavours are named")
    func differences() {
        let notes = OrderCheck.differences(order: "An iced lavender latte, please!", drink: Drink(kind: .espresso))
        #expect(
            notes == [
                "You ordered a latte but got an espresso.",
                "You wanted it iced but it is hot.",
                "It has no lavender.",
            ])
    }

    @Test("The right drink, or an order without drink words, gives no notes")
    func none() {
        #expect(
            OrderCheck.differences(
                order: "an iced lavender latte",
                drink: Drink(kind: .latte, temperature: .iced, flavors: [.lavender])
            ).isEmpty)
        #expect(OrderCheck.differences(order: "Surprise me!", drink: .default).isEmpty)
    }

    @Test("Oat, almond, soy or skim milk in the order is checked too")
    func milk() {
        #expect(
            OrderCheck.differences(order: "an iced oat latte", drink: Drink(kind: .latte, temperature: .iced))
                == ["You asked for oat milk but it has no milk."])
    }

    @Test("The judge is told plainly whether the drink matches")
    func comparison() {
        let order = "an iced oat latte with vanilla"
        let made = Drink(kind: .latte, temperature: .iced, milk: .oat, flavors: [.vanilla])
        #expect(OrderCheck.comparison(order: order, drink: made) == "It is exactly what you ordered.")
        #expect(
            OrderCheck.comparison(order: order, drink: .default).hasPrefix(
                "It is not what you ordered. You ordered a latte but got a drip coffee."))
        #expect(OrderCheck.comparison(order: "something dreamy", drink: .default) == "Compare it with your order.")
    }
}
