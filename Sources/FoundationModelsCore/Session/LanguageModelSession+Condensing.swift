import Foundation

extension LanguageModelSession {
    /// The prefix of the id of the instructions segment that holds a summary made by
    /// `condensed(keepingLast:options:)`.
    static let summarySegmentPrefix = "conversation-summary-"

    /// A new session that continues this conversation from a shorter transcript: the
    /// instructions, a summary of the older entries written by the model, and the last `n`
    /// entries. Extension of this project.
    ///
    /// Use it when a conversation nears the context window (compare `model.tokenCount(for:
    /// session.transcript)` with `contextSize`, or catch `exceededContextWindowSize`). The summary
    /// is added to the instructions as one text segment; condensing again replaces it with a
    /// summary of the earlier summary and the entries since, so the transcript stays bounded.
    /// The new session has the same model and tools; this session is left as it was. With
    /// nothing older than the last `n` entries, no summary is made.
    /// - Parameters:
    ///   - n: how many of the latest entries to keep word for word (tool calls stay with their
    ///     outputs, see `Transcript.keepingInstructions(andLast:)`).
    ///   - options: how the summary is generated (default: greedy, at most 160 tokens).
    /// - Returns: the new session.
    /// - Throws: what the summary's request throws, or `CancellationError`.
    public func condensed(
        keepingLast n: Int = 2,
        options: GenerationOptions = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 160)
    )
        async throws -> LanguageModelSession
    {
        let parts = transcript.condensingParts(keepingLast: n)
        var instructions = parts.instructions ?? Transcript.Instructions(segments: [], toolDefinitions: [])
        let earlier = instructions.segments.first { $0.id.hasPrefix(Self.summarySegmentPrefix) }
        guard !parts.older.isEmpty else {
            return LanguageModelSession(source: source, transcript: transcript.keepingInstructions(andLast: n))
        }
        let summary = try await summarize(parts.older, earlier: earlier.map { [$0].text }, options: options)
        instructions.segments.removeAll { $0.id.hasPrefix(Self.summarySegmentPrefix) }
        instructions.segments.append(
            .text(
                Transcript.TextSegment(
                    id: Self.summarySegmentPrefix + UUID().uuidString,
                    content: "Summary of the conversation so far: " + summary)))
        return LanguageModelSession(
            source: source, transcript: Transcript(entries: [.instructions(instructions)] + parts.recent))
    }

    /// Asks the model for a summary of entries (and of an earlier summary), in a separate
    /// session; the oldest entries are left out when they would not fit the context window.
    private func summarize(_ entries: [Transcript.Entry], earlier: String?, options: GenerationOptions) async throws
        -> String
    {
        let instructions = Instructions(
            """
            You summarize conversations. Write a short summary in plain sentences of the facts, names, \
            numbers, decisions and open questions in the conversation you are given. Do not add anything.
            """)
        let model = source.resolve(for: self).model
        var lines = entries.map(\.description)
        var prompt: Prompt
        repeat {
            let text =
                (earlier.map { "Earlier summary: \($0)\n\n" } ?? "") + "Conversation:\n" + lines.joined(separator: "\n")
            prompt = Prompt(text + "\n\nSummary:")
            guard let counting = model as? any TokenCountingLanguageModel, lines.count > 1 else { break }
            let needed = try await counting.tokenCount(for: prompt) + (options.maximumResponseTokens ?? 256) + 64
            if needed <= counting.contextSize { break }
            lines.removeFirst()
        } while true
        let summarizer = LanguageModelSession(
            anyModel: model, tools: [], transcript: Self.initialTranscript(instructions, []))
        let response = try await summarizer.respond(to: prompt, options: options)
        return response.content.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
