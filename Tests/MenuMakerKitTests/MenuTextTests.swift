import Foundation
import Testing

@testable import MenuMakerKit

@Suite struct MenuTextTests {
    @Test(arguments: [(Decimal(12.5), "$12.50"), (Decimal(3), "$3.00"), (Decimal(1234.567), "$1,234.57")])
    func costsReadAsUSCurrency(cost: Decimal, expected: String) {
        #expect(MenuText.currency(cost) == expected)
    }

    @Test func ingredientsAreJoinedWithBullets() {
        #expect(MenuText.ingredients(["basil", "tomato", "mozzarella"]) == "basil • tomato • mozzarella")
    }
}
