/// The dialog box: who speaks, their text typed out, and the player's reply field.
///
/// Extension of this project.
public struct DialogBox: Sendable, Equatable {
    /// Milliseconds per typed character (the original's 25 ms).
    public static let millisecondsPerCharacter = 25
    /// What is shown while the model works.
    public static let waitingText = "... ... ..."
    /// The most characters a line of the player's may have.
    public static let maximumInput = 60

    /// Who the player talks to.
    public var who: MapCharacter
    /// The name shown in bold.
    public var name: String
    /// The character's latest line.
    public var text: String
    /// How many characters of `text` are shown so far.
    public var shown = 0
    /// Whether the model is working on a reply and nothing of it has come yet.
    public var isWaiting = false
    /// Whether the reply is still coming in (part of it is in `text`).
    public var isArriving = false
    /// What the player has typed.
    public var input = ""
    /// The player's last line, shown above the reply.
    public var lastInput: String?

    /// Opens a box with a first line.
    /// - Parameters:
    ///   - who: The character on the map.
    ///   - name: The display name.
    ///   - text: The first line.
    public init(who: MapCharacter, name: String, text: String) {
        self.who = who
        self.name = name
        self.text = text
    }

    /// Whether the whole text is shown.
    public var isTyped: Bool { shown >= text.count }

    /// Whether a reply is on its way (nothing of it yet, or part of it).
    public var isReplying: Bool { isWaiting || isArriving }

    /// The reply field shows only when typing is done and nothing is generating.
    public var acceptsInput: Bool { isTyped && !isReplying }

    /// The visible text: the typed part, or the waiting dots.
    public var visibleText: String { isWaiting ? Self.waitingText : String(text.prefix(shown)) }

    /// Types more of the text.
    /// - Parameter characters: How many characters to reveal.
    public mutating func type(_ characters: Int) {
        shown = min(text.count, shown + max(0, characters))
    }

    /// Starts waiting for a reply to what the player typed in the reply field.
    /// - Returns: The player's line, or nil when the field is empty or not accepting input.
    public mutating func send() -> String? {
        guard isTyped else { return nil }
        return send(input)
    }

    /// Starts waiting for a reply to a line of the player's, wherever it was typed.
    /// - Parameter line: What the player said.
    /// - Returns: The line without surrounding spaces, or nil when it is empty or a reply is
    ///   still coming.
    public mutating func send(_ line: String) -> String? {
        let line = line.trimmingCharacters(in: .whitespaces)
        guard !isReplying, !line.isEmpty else { return nil }
        lastInput = line
        input = ""
        isWaiting = true
        return line
    }

    /// Shows the character's reply, to be typed out. A reply that comes in parts (each the
    /// reply so far) keeps typing from where it is while each part continues the last.
    /// - Parameters:
    ///   - reply: The reply, or the reply so far.
    ///   - isComplete: Whether this is the whole reply.
    public mutating func receive(_ reply: String, isComplete: Bool = true) {
        if !(isArriving && reply.hasPrefix(text.prefix(shown))) { shown = 0 }
        text = reply
        isWaiting = false
        isArriving = !isComplete
    }
}
