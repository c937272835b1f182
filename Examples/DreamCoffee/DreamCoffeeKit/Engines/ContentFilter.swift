/// The game's own safety check on what the player types and what characters say: a list of
/// blocked words (matched as whole words) and phrases (matched anywhere), ignoring case.
///
/// Extension of this project: the original's block list, as a value type.
public struct ContentFilter: Sendable, Equatable {
    /// The blocked whole words.
    public var words: Set<String>
    /// The blocked phrases.
    public var phrases: [String]

    /// The original's list (no tea, smoothies or milkshakes, and no asking whether this is a
    /// dream) and subjects a café character should not be drawn into (politics, elections,
    /// wars, religion, homework): neither model steers away from those by itself.
    public static let dreamCoffee = ContentFilter(
        words: Set(["tea", "smoothie", "milkshake"]).union(offTopicWords), phrases: ["Are we dreaming"])

    /// Off-topic subjects the game blocks (extension of this project).
    public static let offTopicWords: Set<String> = [
        "election", "politics", "political", "politician", "president", "government", "vote", "voting", "senator",
        "congress", "parliament", "war", "religion", "religious", "abortion", "terrorism", "homework", "math",
        "maths", "algebra", "calculus",
    ]

    /// Creates a filter.
    /// - Parameters:
    ///   - words: Whole words to block.
    ///   - phrases: Phrases to block wherever they appear.
    public init(words: Set<String>, phrases: [String]) {
        self.words = Set(words.map { $0.lowercased() })
        self.phrases = phrases.map { $0.lowercased() }
    }

    /// Whether a text passes the filter.
    /// - Parameter text: What the player typed or the model said.
    /// - Returns: `false` when it contains a blocked word or phrase.
    public func allows(_ text: String) -> Bool {
        let lowered = text.lowercased()
        if phrases.contains(where: { lowered.contains($0) }) { return false }
        let tokens = lowered.split { !$0.isLetter }.map(String.init)
        return !tokens.contains { token in
            words.contains(token) || (token.hasSuffix("s") && words.contains(String(token.dropLast())))
        }
    }
}
