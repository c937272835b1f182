import Foundation

/// Checks a player would notice in what the model writes: names that are names, orders that
/// are coffee drinks, text that ends cleanly, dialog that stays in character. The quality
/// benchmark (`dream-coffee --bench-quality`) scores with them, and the game uses them to
/// turn away a customer the model got wrong.
///
/// Extension of this project.
public enum QualityCheck {
    /// The names in the customer prompt's examples, which a new customer must not copy.
    public static let exampleNames: Set<String> = ["thimblefoot", "spiderkid", "wise fairy"]

    /// Whether a text reads as a character's name: 1 to 4 capitalized words of letters (an
    /// apostrophe or hyphen inside a word is fine), no placeholder words, not an example's name.
    /// - Parameter text: The generated name.
    /// - Returns: `true` for "Luna", "Captain Whiskers" or "Mira O'Dell".
    public static func isName(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (1...4).contains(words.count), text == text.trimmingCharacters(in: .whitespaces) else { return false }
        let placeholders: Set<String> = [
            "name", "customer", "text", "character", "your", "the", "new", "coffee", "order", "barista",
        ]
        guard !exampleNames.contains(text.lowercased()) else { return false }
        return words.allSatisfy { word in
            guard let first = word.first, first.isUppercase, word.count >= 2 else { return false }
            guard word.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "-" }) else { return false }
            guard word.last?.isLetter == true else { return false }
            return !placeholders.contains(word.lowercased())
        }
    }

    /// Whether an order is a coffee-shop drink (it names one) and not food.
    /// - Parameter text: The generated order.
    /// - Returns: `true` for "an iced oat latte with vanilla".
    public static func isCoffeeOrder(_ text: String) -> Bool {
        let lowered = " " + text.lowercased().filter { $0.isLetter || $0 == " " } + " "
        let drinks = [
            "latte", "coffee", "espresso", "macchiato", "cappuccino", "cortado", "mocha", "americano",
            "hot chocolate", "flat white", "cold brew", "frappuccino", "affogato", "brew", "chocolate",
        ]
        let food = [
            " steak ", " seeds ", " soup ", " sandwich ", " bowl ", " pizza ", " burger ", " salad ", " pie ",
        ]
        return drinks.contains { lowered.contains($0) } && !food.contains { lowered.contains($0) }
            && endsCleanly(text)
    }

    /// Words a phrase does not end on.
    static let connectors: Set<String> = [
        "and", "or", "but", "with", "without", "of", "the", "a", "an", "to", "in", "on", "for", "from", "by",
        "at", "as", "that", "which", "some", "its", "their", "my", "your", "our", "is", "are", "plus", "into",
    ]

    /// Whether a text ends cleanly: not empty, no trailing connector word ("and", "with"), no
    /// dangling comma or a lone punctuation mark after a space, and no unfinished sentence
    /// after a finished one.
    /// - Parameter text: The generated text.
    /// - Returns: `true` for "Fresh pasta with basil." and "a hot mocha".
    public static func endsCleanly(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let last = trimmed.last, trimmed.contains(where: \.isLetter) else { return false }
        if ",;:-(&/".contains(last) { return false }
        if trimmed.hasSuffix(" .") || trimmed.hasSuffix(",.") || trimmed.hasSuffix(" !") { return false }
        let words = trimmed.lowercased().split { !$0.isLetter && $0 != "'" }
        if let word = words.last, connectors.contains(String(word)), !".!?".contains(last) { return false }
        if let word = words.last, connectors.contains(String(word)), words.count > 1 { return false }
        return true
    }

    /// Text that shows a reply stepped out of the character.
    static let metaMarkers = [
        "response:", "as an ai", "assistant", "language model", "user:", "player:", "barista:", "```",
        "<tool_call>", "\"name\"", "i'm sorry, but i ", "i am sorry, but i ", "events on that day", "none with",
    ]

    /// Whether a text carries meta text: a label, "as an AI", a refusal ("I'm sorry, but I…"; a
    /// customer's "I'm sorry, but your order…" is in character), a tool's output.
    /// - Parameter text: What a character said.
    /// - Returns: `true` for "I'm sorry, but I can't help you with that."
    public static func hasMetaText(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return metaMarkers.contains { lowered.contains($0) }
    }

    /// Whether a dialog reply stays in character: it speaks in the first person or to the
    /// player, carries no meta text ("response:", "as an AI", a tool's output read aloud), and
    /// ends cleanly.
    /// - Parameter reply: The character's reply.
    /// - Returns: `true` for "I love a good latte! Want to try one?".
    public static func isInCharacter(_ reply: String) -> Bool {
        guard !hasMetaText(reply) else { return false }
        let lowered = reply.lowercased()
        let words = Set(lowered.split { !$0.isLetter && $0 != "'" }.map(String.init))
        let personal: Set<String> = [
            "i", "i'm", "i've", "i'll", "i'd", "me", "my", "we", "we're", "we've", "our", "us", "let's", "you",
            "your", "you're",
        ]
        guard !words.isDisjoint(with: personal) else { return false }
        let trimmed = reply.trimmingCharacters(in: .whitespacesAndNewlines)
        return endsCleanly(trimmed) && endsSentence(trimmed)
    }

    /// Whether a text ends a sentence: with `.`, `!`, `?`, a closing quote or bracket, or an emoji.
    /// - Parameter text: The text.
    /// - Returns: `false` for a reply cut off mid-sentence.
    public static func endsSentence(_ text: String) -> Bool {
        guard let last = text.trimmingCharacters(in: .whitespacesAndNewlines).last else { return false }
        return ".!?…\"')”".contains(last) || last.unicodeScalars.first.map { $0.properties.isEmojiPresentation } == true
    }

    /// Words that show a reply is about the coffee shop.
    static let coffeeWords = [
        "coffee", "latte", "espresso", "brew", "drink", "cup", "order", "cappuccino", "mocha", "barista", "café",
        "cafe", "milk", "foam", "roast", "bean", "macchiato", "cortado", "serve",
    ]

    /// Whether a reply talks about coffee (what a character steers an off-topic chat back to).
    /// - Parameter reply: The reply.
    /// - Returns: `true` when it mentions the shop's drinks or work.
    public static func mentionsCoffee(_ reply: String) -> Bool {
        let lowered = reply.lowercased()
        return coffeeWords.contains { lowered.contains($0) }
    }
}
