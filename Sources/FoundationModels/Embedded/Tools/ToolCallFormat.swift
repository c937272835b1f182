import LlamaRuntime

/// How one model family writes tool calls: the tools section of the system message, the text
/// around each call, the key of a call's arguments and the message that returns tool outputs.
/// A call's body is always JSON, `{"name": …, "<argumentsKey>": {…}}`, generated under the tools'
/// grammar. The format is chosen from the model's chat template (``for(_:)``).
struct ToolCallFormat: Sendable, Equatable {
    /// The family's name, for logs and tests.
    let name: String
    /// The text that opens a call. Its first token starts a call when the model samples it.
    let opening: String
    /// The text between the opening and the call's JSON.
    let afterOpening: String
    /// The text that closes a call.
    let closing: String
    /// The JSON key of a call's arguments.
    let argumentsKey: String
    /// The role of the message that returns tool outputs.
    let outputRole: String
    /// The text around each tool output in that message.
    let outputOpening: String
    let outputClosing: String

    /// Qwen 2.5 and Hermes-style templates: `<tool_call>` tags around `{"name", "arguments"}`,
    /// outputs in `<tool_response>` tags of a user message.
    static let hermes = ToolCallFormat(
        name: "hermes", opening: "<tool_call>", afterOpening: "\n", closing: "\n</tool_call>",
        argumentsKey: "arguments",
        outputRole: "user", outputOpening: "<tool_response>\n", outputClosing: "\n</tool_response>")

    /// Gemma (Google's function-calling guide for Gemma 3): a ```` ```tool_code ```` block holding
    /// the call, outputs in a ```` ```tool_output ```` block of a user turn.
    static let gemma = ToolCallFormat(
        name: "gemma", opening: "```tool_code", afterOpening: "\n", closing: "\n```", argumentsKey: "arguments",
        outputRole: "user", outputOpening: "```tool_output\n", outputClosing: "\n```")

    /// The format a model's chat template uses: Hermes tags where the template names
    /// `<tool_call>`, Gemma's blocks for a Gemma template (or a Gemma model without one), and
    /// Hermes otherwise, which most small instruction-tuned models have seen.
    static func `for`(_ model: LlamaModel) -> ToolCallFormat {
        let template = model.chatTemplate ?? ""
        if template.contains("<tool_call>") { return .hermes }
        if template.contains("<start_of_turn>")
            || (template.isEmpty && model.metadata("general.architecture")?.hasPrefix("gemma") == true)
        {
            return .gemma
        }
        return .hermes
    }

    /// A call as the model writes it.
    func text(of call: Transcript.ToolCall) -> String {
        opening + afterOpening
            + "{\"name\": \(JSONText.quoted(call.toolName)), \"\(argumentsKey)\": \(call.arguments.spacedJSONString)}"
            + closing
    }

    /// The system message's section that lists the tools and says how to call them. It also
    /// lists `answer_directly`, the choice a small model needs to answer without a tool.
    func toolsSection(_ tools: [Transcript.ToolDefinition]) -> String {
        var list = ""
        for tool in tools {
            list +=
                "{\"type\": \"function\", \"function\": {\"name\": \(JSONText.quoted(tool.name)), "
                + "\"description\": \(JSONText.quoted(tool.description)), \"parameters\": \(tool.parameters.promptText)}}\n"
        }
        list +=
            "{\"type\": \"function\", \"function\": {\"name\": \"\(ToolCalling.answerDirectly)\", "
            + "\"description\": \"Answer the user yourself, in plain text, when no other tool is needed.\", \"parameters\": {}}}\n"
        let example =
            opening + afterOpening + "{\"name\": <function-name>, \"\(argumentsKey)\": <args-json-object>}" + closing
        if self == .hermes {
            return "# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
                + "You are provided with function signatures within <tools></tools> XML tags:\n<tools>\n" + list
                + "</tools>\n\nFor each function call, return a json object with function name and arguments within "
                + "<tool_call></tool_call> XML tags:\n" + example
        }
        return "You have access to functions. If you decide to call any of them, write the call in this format:\n"
            + example + "\n\nThe functions, as JSON:\n" + list
    }

    /// The message that returns tool outputs, then asks for the answer: without that line a small
    /// model repeats its call as text.
    func outputsMessage(_ outputs: [String], answersInJSON: Bool) -> ChatMessage {
        let text =
            outputs.map { outputOpening + $0 + outputClosing }.joined(separator: "\n")
            + "\nAnswer the user's question with " + (outputs.count == 1 ? "this result" : "these results")
            + (answersInJSON ? ", in JSON." : ", in plain text.")
        return ChatMessage(role: outputRole, content: text)
    }
}
