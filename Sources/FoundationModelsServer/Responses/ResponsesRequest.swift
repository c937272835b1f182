import Foundation
import FoundationModels

/// A `POST /v1/responses` request (OpenAI's Responses API), read and checked: the input, the
/// instructions, the tools, the answer's format and how to generate. Its conversation is made
/// by `transcript(after:)`, once the turns of `previous_response_id` are known. Extension of
/// this project.
struct ResponsesRequest: Sendable {
    var model: String
    /// The `instructions`, put before the conversation (not carried to a continuation).
    var instructions: String?
    /// The input as items (a string becomes one user message), as `input_items` lists them.
    var inputItems: [GeneratedContent]
    var previousResponseID: String?
    /// Every tool (shown to the model).
    var tools: [Transcript.ToolDefinition]
    /// The tools the model may call in this step (all, or the one `tool_choice` names).
    var enabledTools: [Transcript.ToolDefinition]
    /// The schema of `text.format`, or nil for text.
    var schema: GenerationSchema?
    var options: GenerationOptions
    var stream: Bool
    /// Whether the response is kept for `GET`, `previous_response_id` and `input_items`.
    var store: Bool
    /// Whether the model may make several calls at once.
    var parallelToolCalls: Bool
    /// The request's fields as a response repeats them (`tools`, `text`, `metadata`, …).
    var echo: [(String, GeneratedContent)]

    /// Reads a request body.
    /// - Throws: `APIError` (400) naming the field at fault and what it must be.
    init(json body: String) throws(APIError) {
        let (object, model) = try JSONObject.request(body)
        self.model = model
        try Self.refuseWhatDoesNotApply(object)
        instructions = try object.string("instructions")
        guard let input = object["input"] else {
            throw .invalid("'input' is missing: give the text or the items to respond to.", param: "input")
        }
        inputItems = try InputItemReader.items(input)
        previousResponseID = try object.string("previous_response_id")
        stream = try object.bool("stream") ?? false
        store = try object.bool("store") ?? true
        parallelToolCalls = try object.bool("parallel_tool_calls") ?? true
        let tools = try ChatCompletionRequest.tools(object, nested: false)
        self.tools = tools
        let choice = try ChatCompletionRequest.toolChoice(object, tools: tools, nested: false)
        enabledTools = choice.named.map { name in tools.filter { $0.name == name } } ?? tools
        let text = try object.object("text")
        if let format = try text?.object("format") {
            schema = try ChatCompletionRequest.formatSchema(format, nested: false)
        } else {
            schema = nil
        }
        let maximum = try object.integer("max_output_tokens")
        if let maximum, maximum < 1 {
            throw .invalid("'max_output_tokens' must be 1 or more.", param: "max_output_tokens")
        }
        options = try ChatCompletionRequest.options(object, maximum: maximum)
        options.toolCallingMode = tools.isEmpty ? nil : choice.mode
        let metadata = try Self.metadata(object)
        echo = [
            ("instructions", JSONValue.string(instructions)),
            ("max_output_tokens", JSONValue.number(maximum)),
            ("metadata", metadata),
            ("parallel_tool_calls", JSONValue.bool(parallelToolCalls)),
            ("previous_response_id", JSONValue.string(previousResponseID)),
            ("reasoning", JSONValue.object(["effort": JSONValue.null, "summary": JSONValue.null])),
            ("store", JSONValue.bool(store)),
            ("temperature", JSONValue.number(try object.number("temperature") ?? 1)),
            (
                "text",
                text.map { _ in object["text"]! }
                    ?? JSONValue.object(["format": JSONValue.object(["type": JSONValue.string("text")])])
            ),
            ("tool_choice", object["tool_choice"] ?? JSONValue.string("auto")),
            ("tools", object["tools"] ?? JSONValue.array([])),
            ("top_p", JSONValue.number(try object.number("top_p") ?? 1)),
            ("truncation", JSONValue.string("disabled")),
            ("user", JSONValue.string(try object.string("user"))),
        ]
    }

    /// The conversation: the turns of the previous response (if any), then the input's, with
    /// the instructions first.
    /// - Parameter previous: the conversation `previous_response_id` names (empty for none).
    /// - Returns: the transcript, and the turns of this request's input.
    /// - Throws: `APIError` (400) naming the input item at fault.
    func transcript(after previous: [ConversationTurn]) throws(APIError) -> (Transcript, [ConversationTurn]) {
        let input = try InputItemReader(previous: previous).turns(inputItems)
        let turns = (instructions.map { [.instructions($0)] } ?? []) + previous + input
        let transcript = try TranscriptBuilder(tools: tools, schema: schema, options: options)
            .transcript(turns, param: "input")
        return (transcript, input)
    }

    /// The request to the model's executor.
    func executorRequest(_ transcript: Transcript) -> LanguageModelExecutorGenerationRequest {
        LanguageModelExecutorGenerationRequest(
            id: UUID(), transcript: transcript, enabledTools: enabledTools, schema: schema, generationOptions: options,
            // The schema is in the instructions (see TranscriptBuilder).
            contextOptions: ContextOptions(includeSchemaInPrompt: schema == nil ? nil : false), metadata: [:])
    }

    /// `metadata`: at most 16 string values, echoed in the response.
    private static func metadata(_ object: JSONObject) throws(APIError) -> GeneratedContent {
        guard let metadata = try object.object("metadata") else { return JSONValue.object([:]) }
        guard metadata.keys.count <= 16 else {
            throw .invalid("'metadata' holds at most 16 keys.", param: "metadata")
        }
        for key in metadata.keys {
            guard let value = try metadata.string(key), key.count <= 64, value.count <= 512 else {
                throw .invalid(
                    "'metadata.\(key)' must be a string of at most 512 characters, under a key of at most 64.",
                    param: metadata.at(key))
            }
        }
        return object["metadata"]!
    }

    /// Refuses the parameters this server cannot honour, naming each, rather than ignoring them.
    private static func refuseWhatDoesNotApply(_ object: JSONObject) throws(APIError) {
        if try object.bool("background") == true {
            throw .invalid(
                "'background' is not supported: this server answers while the request is open. Leave it out, or "
                    + "use 'stream'.", param: "background")
        }
        if let effort = try object.object("reasoning")?.string("effort") {
            throw .invalid(
                "'reasoning.effort' is '\(effort)', but this model does not reason. Leave 'reasoning' out.",
                param: "reasoning.effort")
        }
        if let include = try object.array("include"), !include.isEmpty {
            throw .invalid(
                "'include' is not supported: this server has no hosted tools, reasoning or log probabilities to "
                    + "include. Leave it out.", param: "include")
        }
        for field in ["conversation", "prompt"] where object[field] != nil {
            throw .invalid(
                "'\(field)' is not supported by this server: give the conversation as 'input' (and "
                    + "'previous_response_id').", param: field)
        }
        if let top = try object.integer("top_logprobs"), top > 0 {
            throw .invalid("'top_logprobs' is not supported by this server; leave it out.", param: "top_logprobs")
        }
        if let truncation = try object.string("truncation"), truncation != "disabled" {
            throw .invalid(
                "'truncation' must be 'disabled': this server does not drop input to fit the context window.",
                param: "truncation")
        }
        if object["max_tool_calls"] != nil {
            throw .invalid("'max_tool_calls' is not supported by this server; leave it out.", param: "max_tool_calls")
        }
    }
}
