import Foundation
import FoundationModels
import Synchronization

/// Conversations with the shop's characters: one model session per character, kept across
/// conversations so that characters remember what was said.
///
/// Player input that fails the content filter is never sent; a reply that fails it is replaced
/// by the character's `errorResponse` and the session restarts from its resume line. A context
/// overflow condenses the session to its instructions and last entry.
public final class DialogEngine: Sendable {
    struct Conversation {
        var session: LanguageModelSession
        var tools: [any Tool]
        var task: Task<Void, Never>?
    }

    private let model: any LanguageModel
    private let filter: ContentFilter
    private let options: GenerationOptions
    private let toolsFor: @Sendable (any Character) -> [any Tool]
    private let conversations = Mutex<[String: Conversation]>([:])

    /// Creates a dialog engine.
    /// - Parameters:
    ///   - model: The model characters speak with (default: the on-device model).
    ///   - filter: The block list for input and output.
    ///   - options: Generation options for replies (keep `maximumResponseTokens` small).
    ///   - tools: The tools a character's session gets (e.g. the calendar tool for a
    ///     generated customer).
    public init(
        model: any LanguageModel = SystemLanguageModel.default, filter: ContentFilter = .dreamCoffee,
        options: GenerationOptions = GenerationOptions(temperature: 0.7, maximumResponseTokens: 60),
        tools: @escaping @Sendable (any Character) -> [any Tool] = { _ in [] }
    ) {
        self.model = model
        self.filter = filter
        self.options = options
        self.toolsFor = tools
    }

    /// The instructions of a character's session.
    /// - Parameters:
    ///   - character: The character.
    ///   - line: What the character has just said.
    ///   - tools: The names of the character's tools, if any.
    /// - Returns: The instructions text.
    public static func instructions(
        for character: some Character, startingWith line: String,
        tools: [String] = []
    ) -> String {
        let toolHint =
            tools.isEmpty
            ? ""
            : """
             When the player asks about plans, dates, events or their calendar, always call \
            \(tools.joined(separator: " or ")) first, then tell the player what it says in your own words.
            """
        let name = character.displayName
        return """
            A multi-turn conversation between a trainee barista named Player and \(name). \
            You are \(name); speak in the first person. Respond in the voice of \(character.persona). \
            Keep every reply short (one or two sentences) and positive. Everything is free in the dream realm, \
            and baristas are paid in creative inspiration. Stay in character: never say you are an AI or an \
            assistant, and write only what you say, with no label before it. When Player talks about anything \
            outside the coffee shop, answer in one friendly sentence that turns the talk back to coffee. For example:
            Player: Do you know someone who can fix my bike?
            \(name): Oh, the only thing I can fix is a sleepy morning! Let's talk coffee: have you tried the lavender latte?
            Player: What is your favourite drink?
            \(name): I love an oat cortado, it tastes like a sunny morning.
            You just said: "\(line)"
            """ + toolHint
    }

    /// Opens a conversation: the first line the first time (creating and prewarming the
    /// character's session), the resume line afterwards.
    /// - Parameter character: Who the player talks to.
    /// - Returns: What the character says first.
    @discardableResult
    public func startConversation(with character: some Character) -> String {
        let existing = conversations.withLock { $0[character.id] != nil }
        if existing { return character.resumeConversationLine }
        let session = makeSession(for: character, startingWith: character.firstLine)
        session.prewarm()
        return character.firstLine
    }

    /// Whether the character has been talked to before (its session exists).
    /// - Parameter character: The character.
    /// - Returns: `true` once a conversation was started.
    public func hasMet(_ character: some Character) -> Bool {
        conversations.withLock { $0[character.id] != nil }
    }

    /// The character's session, if the player has talked to them. Extension of this project.
    /// - Parameter character: The character.
    /// - Returns: The session.
    public func session(for character: some Character) -> LanguageModelSession? {
        conversations.withLock { $0[character.id]?.session }
    }

    /// Sends what the player said and returns the character's reply.
    ///
    /// Never throws: blocked input, blocked output and model errors give `errorResponse`.
    /// - Parameters:
    ///   - input: What the player typed.
    ///   - character: Who the player talks to.
    /// - Returns: The reply to show.
    public func reply(to input: String, from character: some Character) async -> String {
        var reply = character.errorResponse
        for await text in replyStream(to: input, from: character) { reply = text }
        return reply
    }

    /// Sends what the player said and streams the character's reply as it is generated: each
    /// element is the reply so far, up to its last whole word (so a blocked word never shows
    /// half-typed); the last element is the whole reply, or `errorResponse` when the input,
    /// the output or the model fails. Stopping the iteration cancels the reply.
    ///
    /// Extension of this project.
    /// - Parameters:
    ///   - input: What the player typed.
    ///   - character: Who the player talks to.
    /// - Returns: The reply so far, growing.
    public func replyStream(to input: String, from character: some Character) -> AsyncStream<String> {
        AsyncStream { continuation in
            guard filter.allows(input) else {
                continuation.yield(character.errorResponse)
                continuation.finish()
                return
            }
            if !hasMet(character) { startConversation(with: character) }
            guard let session = conversations.withLock({ $0[character.id]?.session }) else {
                continuation.yield(character.errorResponse)
                continuation.finish()
                return
            }
            let task = Task {
                continuation.yield(
                    await self.stream(
                        session.streamResponse(to: input, options: self.options),
                        of: character, into: continuation))
                continuation.finish()
            }
            conversations.withLock { $0[character.id]?.task = task }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Passes on the shown part of each snapshot; returns the whole reply or `errorResponse`.
    private func stream(
        _ response: LanguageModelSession.ResponseStream<String>, of character: some Character,
        into continuation: AsyncStream<String>.Continuation
    ) async -> String {
        do {
            var text = ""
            for try await snapshot in response {
                text = ReplyText.withoutLabel(snapshot.content, speaker: character.displayName)
                let shown = Self.wholeWords(of: text)
                guard filter.allows(shown), !Self.looksLikeToolCall(shown) else { break }
                if !shown.isEmpty { continuation.yield(shown) }
            }
            try Task.checkCancellation()
            text = ReplyText.finished(text)
            guard filter.allows(text), !text.isEmpty, !Self.looksLikeToolCall(text) else {
                reset(character, startingWith: character.resumeConversationLine)
                return character.errorResponse
            }
            return text
        } catch LanguageModelError.contextSizeExceeded {
            condense(character)
        } catch LanguageModelError.guardrailViolation {
            reset(character, startingWith: character.resumeConversationLine)
        } catch {}
        return character.errorResponse
    }

    /// The text up to its last whitespace, trimmed: the words that are complete.
    static func wholeWords(of text: String) -> String {
        guard let end = text.lastIndex(where: \.isWhitespace) else { return "" }
        return text[..<end].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Ends the conversation: cancels a reply in progress and condenses the session to its
    /// instructions and last entry, so the next conversation starts light.
    /// - Parameter character: The character.
    public func endConversation(with character: some Character) {
        let task = conversations.withLock { conversations -> Task<Void, Never>? in
            let task = conversations[character.id]?.task
            conversations[character.id]?.task = nil
            return task
        }
        task?.cancel()
        condense(character)
    }

    /// Replaces the session with a fresh one whose instructions say the character just said `line`.
    /// - Parameters:
    ///   - character: The character.
    ///   - line: What the character has just said.
    public func reset(_ character: some Character, startingWith line: String) {
        _ = makeSession(for: character, startingWith: line)
    }

    /// Keeps only the instructions and the last entry of the character's session (same tools),
    /// with `Transcript.keepingInstructions(andLast:)`.
    /// - Parameter character: The character.
    public func condense(_ character: some Character) {
        conversations.withLock { conversations in
            guard var conversation = conversations[character.id], conversation.session.transcript.count > 2 else {
                return
            }
            conversation.session = LanguageModelSession(
                model: model, tools: conversation.tools,
                transcript: conversation.session.transcript.keepingInstructions(andLast: 1))
            conversations[character.id] = conversation
        }
    }

    /// Whether a reply is a tool call the model wrote out as text (a small model's slip).
    static func looksLikeToolCall(_ text: String) -> Bool {
        text.hasPrefix("{") && text.contains("\"name\"") || text.contains("<tool_call>")
    }

    private func makeSession(for character: some Character, startingWith line: String) -> LanguageModelSession {
        let tools = toolsFor(character)
        let session = Self.session(for: character, startingWith: line, model: model, tools: tools)
        conversations.withLock { $0[character.id] = Conversation(session: session, tools: tools, task: nil) }
        return session
    }

    private static func session(
        for character: some Character, startingWith line: String, model: any LanguageModel, tools: [any Tool]
    ) -> LanguageModelSession {
        LanguageModelSession(
            model: model, tools: tools,
            instructions: instructions(for: character, startingWith: line, tools: tools.map(\.name)))
    }

    /// Decodes the openings of conversations with these characters in the background (their
    /// instructions and examples, a few hundred tokens), so that the first reply decodes little
    /// more than the player's line. The game calls it at the main menu; the sessions are not
    /// kept: a conversation started later takes over what they decoded. Extension of this
    /// project.
    /// - Parameter characters: Whom the player may talk to.
    public func prewarm(_ characters: [any Character]) {
        for character in characters {
            Self.session(for: character, startingWith: character.firstLine, model: model, tools: toolsFor(character))
                .prewarm()
        }
    }
}
