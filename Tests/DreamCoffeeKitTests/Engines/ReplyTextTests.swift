import Testing

@testable import DreamCoffeeKit

@Suite("Reply text: no labels, no cut-off sentence")
struct ReplyTextTests {
    @Test(
        "A label before the reply is dropped",
        arguments: ["response: Hi there!", "Barista: Hi there!", "\"Hi there!\""])
    func labels(_ text: String) {
        #expect(ReplyText.withoutLabel(text, speaker: "Barista") == "Hi there!")
    }

    @Test("A colon inside the reply stays")
    func colonInside() {
        #expect(ReplyText.withoutLabel("My tip: try the oat latte!", speaker: "Lisa") == "My tip: try the oat latte!")
    }

    @Test("A sentence cut off by the token limit is dropped; a lone unfinished one stays")
    func finished() {
        #expect(ReplyText.finished("Sure! I love the lavender latte because it") == "Sure!")
        #expect(ReplyText.finished("I love the lavender latte.") == "I love the lavender latte.")
        #expect(ReplyText.finished("I love the lavender latte because") == "I love the lavender latte because")
    }
}
