import LlamaRuntime

/// Turns a transcript into chat messages for a model's template: instructions become the system
/// message (with the tools, in the Qwen/Hermes `<tool_call>` convention small models know),
/// prompts user messages, responses and tool calls assistant messages, tool outputs
/// `<tool_response>` user messages. The rendering of past entries never changes, so the KV cache
/// of earlier turns stays valid.
enum PromptRenderer {
    /// The messages of a transcript.
    /// - Parameters:
    ///   - transcript: the transcript.
    ///   - request: the request being answered, if any: whether the last prompt shows its
    ///     schema, and whether tools are shown at all (`.disallowed` hides them).
    static func messages(for transcript: Transcript, request: LanguageModelExecutorGenerationRequest?) -> [ChatMessage] {
        let showsTools = request?.toolCallingMode != .disallowed
        var messages: [ChatMessage] = []
        var toolResponses: [String] = []
        var answersInJSON = false
        func flushToolResponses() {
            guard !toolResponses.isEmpty else { return }
            messages.append(ChatMessage(role: "user", content: Self.toolResponsesMessage(toolResponses, answersInJSON: answersInJSON)))
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
                    text += (text.isEmpty ? "" : "\n\n") + Self.toolsSection(instructions.toolDefinitions)
                }
                messages.append(ChatMessage(role: "system", content: text))
            case .prompt(let prompt):
                var text = prompt.segments.text
                answersInJSON = prompt.responseFormat != nil
                if let format = prompt.responseFormat, entry.id != transcript.last?.id || request?.includesSchemaInPrompt != false {
                    text += "\n\n" + SchemaDescription(format.schema).instruction
                }
                messages.append(ChatMessage(role: "user", content: text))
            case .response(let response):
                messages.append(ChatMessage(role: "assistant", content: response.segments.text))
            case .toolCalls(let calls):
                let text = calls.map { call in
                    "<tool_call>\n{\"name\":\(JSONText.quoted(call.toolName)),\"arguments\":\(call.arguments.jsonString)}\n</tool_call>"
                }.joined(separator: "\n")
                messages.append(ChatMessage(role: "assistant", content: text))
            case .toolOutput, .reasoning, .data:
                break
            }
        }
        flushToolResponses()
        return messages
    }

    /// The user message that carries tool outputs, each in `<tool_response>` tags, then a
    /// line that asks for the answer: without it a small model repeats its call as text.
    static func toolResponsesMessage(_ outputs: [String], answersInJSON: Bool) -> String {
        outputs.map { "<tool_response>\n" + $0 + "\n</tool_response>" }.joined(separator: "\n")
            + "\nAnswer the user's question with " + (outputs.count == 1 ? "this result" : "these results")
            + (answersInJSON ? ", in JSON." : ", in plain text.")
    }

    static func toolsSection(_ tools: [Transcript.ToolDefinition]) -> String {
        var text = "# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
        text += "You are provided with function signatures within <tools></tools> XML tags:\n<tools>\n"
        for tool in tools {
            text += "{\"type\": \"function\", \"function\": {\"name\": \(JSONText.quoted(tool.name)), "
                + "\"description\": \(JSONText.quoted(tool.description)), \"parameters\": \(tool.parameters.promptText)}}\n"
        }
        text += "{\"type\": \"function\", \"function\": {\"name\": \"\(ToolCalling.answerDirectly)\", "
            + "\"description\": \"Answer the user yourself, in plain text, when no other tool is needed.\", \"parameters\": {}}}\n"
        text += "</tools>\n\nFor each function call, return a json object with function name and arguments within "
            + "<tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n</tool_call>"
        return text
    }
}

/// JSON text helpers.
enum JSONText {
    /// A JSON string literal for a Swift string.
    static func quoted(_ string: String) -> String {
        GeneratedContent(kind: .string(string)).jsonString
    }
}
