import Testing

@testable import DreamCoffeeKit

@Suite("Quality checks: what a player would notice")
struct QualityCheckTests {
    @Test("Names are 1 to 4 capitalized words", arguments: ["Luna", "Captain Whiskers", "Mira O'Dell", "Pip-Squeak"])
    func names(_ text: String) {
        #expect(QualityCheck.isName(text))
    }

    @Test(
        "Fragments, placeholders and the prompt's examples are not names",
        arguments: [
            ",", "text", "use a fairy to wake up", "name: Thimblefoot", "Thimblefoot", "Name Of Your Customer", "",
        ])
    func notNames(_ text: String) {
        #expect(!QualityCheck.isName(text))
    }

    @Test("Orders name a coffee-shop drink and are not food")
    func orders() {
        #expect(QualityCheck.isCoffeeOrder("an iced oat latte with vanilla"))
        #expect(QualityCheck.isCoffeeOrder("a hot chocolate"))
        #expect(!QualityCheck.isCoffeeOrder("a warm steak with a tiny squirrel-shaped bowl"))
        #expect(!QualityCheck.isCoffeeOrder("a soft and cozy batch of pumpkin seeds"))
        #expect(!QualityCheck.isCoffeeOrder("your desired coffee order and"))
    }

    @Test("Text ends cleanly: no trailing connector, comma or lone period")
    func endings() {
        #expect(QualityCheck.endsCleanly("Fresh pasta with basil."))
        #expect(QualityCheck.endsCleanly("a hot mocha"))
        #expect(!QualityCheck.endsCleanly("Italian pasta with tomato and garlic and "))
        #expect(!QualityCheck.endsCleanly("served with a variety of basil, ."))
        #expect(!QualityCheck.endsCleanly("with tomato,"))
        #expect(!QualityCheck.endsCleanly(""))
    }

    @Test("Dialog in character: first person, no meta text, a finished sentence")
    func dialog() {
        #expect(QualityCheck.isInCharacter("I love a good latte! Want to try one?"))
        #expect(!QualityCheck.isInCharacter("response: I'm sorry, but I don't have a favorite coffee."))
        #expect(!QualityCheck.isInCharacter("I'm sorry, but I can't help with that."))
        #expect(QualityCheck.isInCharacter("I'm sorry, but your order was for an iced latte, not an espresso."))
        #expect(!QualityCheck.isInCharacter("You have 0 events on that day but none with Elena"))
        #expect(!QualityCheck.isInCharacter("As an AI, I cannot drink coffee."))
        #expect(!QualityCheck.isInCharacter("I think the best part of my day is when I"))
        #expect(QualityCheck.mentionsCoffee("Let's talk coffee instead!"))
        #expect(!QualityCheck.mentionsCoffee("The election was close."))
    }
}
