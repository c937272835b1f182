import LlamaRuntime

/// Turns a transcript into chat messages for a model's template: instructions become the system
/// message (with the tools, in the model family's tool-call format), prompts user messages,
/// responses and tool calls assistant messages, tool outputs the format's output message. The
/// rendering of past entries never changes, so the KV cache of earlier turns stays valid.
enum PromptRenderer {
    /// The messages of a transcript.
    /// - Parameters:
    ///   - transcript: the transcript.
    ///   - request: the request being answered, if any: whether the last prompt shows its
    ///     schema, and whether tools are shown at all (`.disallowed` hides them).
    ///   - format: how the model writes tool calls.
    static func messages(
        for transcript: Transcript, request: LanguageModelExecutorGenerationRequest?,
        format: ToolCallFormat = .hermes
    ) -> [ChatMessage] {
        let showsTools = request?.toolCallingMode != .disallowed
        var messages: [ChatMessage] = []
        var toolResponses: [String] = []
        var answersInJSON = false
        func flushToolResponses() {
            guard !toolResponses.isEmpty else { return }
            messages.append(format.outputsMessage(toolResponses, answersInJSON: answersInJSON))
            toolResponses = []
        }
        for entry in transcript {
            if case .toolOutput(let output) = entry {
                toolResponses.append(output.segments.text)
                continue
            }
            flushToolResponses()
            switch entry {
            case .instructions(let instructions):
                var text = instructions.segments.text
                if showsTools, !instructions.toolDefinitions.isEmpty {
                    text += (text.isEmpty ? "" : "\n\n") + format.toolsSection(instructions.toolDefinitions)
                }
                messages.append(ChatMessage(role: "system", content: text))
            case .prompt(let prompt):
                var text = prompt.segments.text
                answersInJSON = prompt.responseFormat != nil
                if let responseFormat = prompt.responseFormat,
                    entry.id != transcript.last?.id || request?.includesSchemaInPrompt != false
                {
                    text += "\n\n" + SchemaDescription(responseFormat.schema).instruction
                }
                messages.append(ChatMessage(role: "user", content: text))
            case .response(let response):
                messages.append(ChatMessage(role: "assistant", content: modelText(of: response.segments)))
            case .toolCalls(let calls):
                messages.append(
                    ChatMessage(role: "assistant", content: calls.map(format.text(of:)).joined(separator: "\n")))
            case .toolOutput, .reasoning, .data:
                break
            }
        }
        flushToolResponses()
        return messages
    }

    /// A response as the model wrote it: structured content spaced, as guided generation
    /// writes JSON (so the next turn finds it in the KV cache).
    private static func modelText(of segments: [Transcript.Segment]) -> String {
        segments.map { segment in
            if case .structure(let structure) = segment { return structure.content.spacedJSONString }
            return segment.description
        }.joined(separator: "\n")
    }
}

/// JSON text helpers.
enum JSONText {
    /// A JSON string literal for a Swift string.
    static func quoted(_ string: String) -> String {
        GeneratedContent(kind: .string(string)).jsonString
    }
}
