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
}
