import FoundationModels

/// Makes the transcript of a conversation's turns: instructions (with the tools, and the
/// answer's schema) first, then prompts, responses, tool calls and tool outputs.
///
/// The schema is shown in the instructions rather than after the last prompt, so requests with
/// the same instructions and schema share their prompt's prefix in the model's cache, and only
/// the user's words are decoded anew.
struct TranscriptBuilder {
    /// Every tool of the request (shown to the model in the instructions).
    let tools: [Transcript.ToolDefinition]
    /// The answer's schema, attached to the last prompt.
    let schema: GenerationSchema?
    /// The options, attached to the last prompt.
    let options: GenerationOptions

    /// The transcript of the turns.
    /// - Parameters:
    ///   - turns: the conversation.
    ///   - param: the request field the conversation comes from, for errors.
    /// - Throws: `APIError` (400) when the last turn is not a prompt or a tool's output.
    func transcript(_ turns: [ConversationTurn], param: String) throws(APIError) -> Transcript {
        var instructions: [String] = []
        var entries: [Transcript.Entry] = []
        for (index, turn) in turns.enumerated() {
            switch turn {
            case .instructions(let text):
                instructions.append(text)
            case .user(let text):
                let last = index == turns.count - 1
                entries.append(
                    .prompt(
                        Transcript.Prompt(
                            segments: segments(text), options: last ? options : GenerationOptions(),
                            responseFormat: last ? schema.map { Transcript.ResponseFormat(schema: $0) } : nil)))
            case .assistant(let text):
                if !text.isEmpty {
                    entries.append(.response(Transcript.Response(assetIDs: [], segments: segments(text))))
                }
            case .toolCalls(let calls):
                // The readers checked that the arguments are JSON.
                let empty = GeneratedContent(kind: .structure(properties: [:], orderedKeys: []))
                let calls = calls.map { call in
                    Transcript.ToolCall(
                        id: call.id, toolName: call.name,
                        arguments: (try? GeneratedContent(completeJSON: call.arguments)) ?? empty)
                }
                if !calls.isEmpty { entries.append(.toolCalls(Transcript.ToolCalls(calls))) }
            case .toolOutput(let id, let name, let output):
                entries.append(.toolOutput(Transcript.ToolOutput(id: id, toolName: name, segments: segments(output))))
            }
        }
        switch entries.last {
        case .prompt?, .toolOutput?: break
        default:
            throw .invalid(
                "The last message must be from the user or a tool: there is nothing to answer.", param: param)
        }
        if let schema { instructions.append(SchemaDescription(schema).instruction) }
        let header = Transcript.Entry.instructions(
            Transcript.Instructions(
                segments: instructions.isEmpty ? [] : segments(instructions.joined(separator: "\n\n")),
                toolDefinitions: tools))
        return Transcript(entries: instructions.isEmpty && tools.isEmpty ? entries : [header] + entries)
    }

    private func segments(_ text: String) -> [Transcript.Segment] {
        [.text(Transcript.TextSegment(content: text))]
    }
}
