extension ToolBenchmark {
    /// A question and the tool it needs (nil: no tool).
    struct Question: Sendable {
        let text: String
        let tool: String?
    }

    /// Questions for each tool, in several phrasings, and questions that need no tool.
    static let questions: [Question] = [
        .init(text: "What's the weather like in Lisbon right now?", tool: "getWeather"),
        .init(text: "Is it raining in Tokyo today?", tool: "getWeather"),
        .init(text: "Should I bring a jacket in Berlin this afternoon?", tool: "getWeather"),
        .init(text: "How hot is it in Cairo at the moment?", tool: "getWeather"),
        .init(text: "Tell me the current temperature in Toronto.", tool: "getWeather"),
        .init(text: "weather in oslo?", tool: "getWeather"),
        .init(text: "How many US dollars is one euro today?", tool: "getExchangeRate"),
        .init(text: "What is the exchange rate from GBP to JPY?", tool: "getExchangeRate"),
        .init(text: "Convert 100 Swiss francs to euros at today's rate.", tool: "getExchangeRate"),
        .init(text: "How much is a Canadian dollar worth in US dollars?", tool: "getExchangeRate"),
        .init(text: "I'm going to Mexico: what's the peso to dollar rate?", tool: "getExchangeRate"),
        .init(text: "EUR to SEK rate please", tool: "getExchangeRate"),
        .init(text: "What's on my calendar today?", tool: "getCalendarEvents"),
        .init(text: "Do I have any meetings tomorrow?", tool: "getCalendarEvents"),
        .init(text: "Am I free on December 3rd, 2026?", tool: "getCalendarEvents"),
        .init(text: "Check my schedule for 2026-12-24.", tool: "getCalendarEvents"),
        .init(text: "What appointments do I have on Monday, November 30?", tool: "getCalendarEvents"),
        .init(text: "Is there anything in my agenda for today?", tool: "getCalendarEvents"),
        .init(text: "What is 3847 times 29?", tool: "calculate"),
        .init(text: "Compute 1234.5 divided by 7.", tool: "calculate"),
        .init(text: "What's 98765 minus 12345?", tool: "calculate"),
        .init(text: "Add 4521 and 8893 for me.", tool: "calculate"),
        .init(text: "How much is 17.5 multiplied by 42?", tool: "calculate"),
        .init(text: "calculate 2048 / 64", tool: "calculate"),
        .init(text: "What is Apple's stock price right now?", tool: "getStockPrice"),
        .init(text: "How much is one share of MSFT?", tool: "getStockPrice"),
        .init(text: "Give me the latest quote for Tesla stock.", tool: "getStockPrice"),
        .init(text: "What's NVDA trading at?", tool: "getStockPrice"),
        .init(text: "Current share price of Amazon, please.", tool: "getStockPrice"),
        .init(text: "How is the GOOG stock doing today?", tool: "getStockPrice"),
        .init(text: "Write a haiku about autumn leaves.", tool: nil),
        .init(text: "Hello! How are you?", tool: nil),
        .init(text: "What is the capital of France?", tool: nil),
        .init(text: "Explain what a linked list is in one sentence.", tool: nil),
        .init(text: "Translate 'good morning' into Spanish.", tool: nil),
        .init(text: "Give me a name for a friendly robot.", tool: nil),
        .init(text: "Who wrote Romeo and Juliet?", tool: nil),
        .init(text: "Tell me a short joke about cats.", tool: nil),
        .init(text: "What does HTTP stand for?", tool: nil),
        .init(text: "Suggest a title for a blog post about gardening.", tool: nil),
    ]

    /// The question of turn `index`: a stride of 7 through the 40 questions, so that any six
    /// consecutive turns cover every tool and a question needing none, and 200 turns ask each
    /// question five times (with different seeds).
    static func question(at index: Int) -> Question {
        questions[(index * 7) % questions.count]
    }
}
