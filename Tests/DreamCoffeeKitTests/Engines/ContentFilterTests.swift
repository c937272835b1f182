import Testing

@testable import DreamCoffeeKit

@Suite("Content filter")
struct ContentFilterTests {
    @Test(
        "Blocked words and phrases are caught, ignoring case",
        arguments: [
            "Can I have some tea?", "TEA please", "Two smoothies!", "a Milkshake", "are we DREAMING right now",
            "What do you think about the election?", "Who is the president?", "Can you help me with my math homework?",
        ])
    func blocks(_ text: String) {
        #expect(!ContentFilter.dreamCoffee.allows(text))
    }

    @Test(
        "Words that only contain a blocked word pass",
        arguments: [
            "The team loves steam.", "Instead, a latte", "I'm dreaming of coffee", "", "Good news: a warm latte!",
        ])
    func allows(_ text: String) {
        #expect(ContentFilter.dreamCoffee.allows(text))
    }
}
