import Foundation
import FoundationModels

/// A `POST /v1/chat/completions` request, read and checked: the conversation as a transcript,
/// the tools the model may call, the schema its answer must follow, and how to generate.
/// Extension of this project.
public struct ChatCompletionRequest: Sendable {
    /// The model asked for.
    public var model: String
    /// The conversation; its last entry is a prompt or a tool's output.
    public var transcript: Transcript
    /// The tools the model may call in this step (all of them, or the one `tool_choice` names).
    public var enabledTools: [Transcript.ToolDefinition]
    /// The schema the answer follows (`response_format`), or nil for text.
    public var schema: GenerationSchema?
    /// Sampling, temperature, the token limit and the tool-calling mode.
    public var options: GenerationOptions
    /// Whether the answer is streamed as server-sent events.
    public var stream: Bool
    /// Whether a stream ends with a chunk that reports the usage.
    public var includeUsage: Bool
    /// Texts that end the answer where they appear (not included in it).
    public var stop: [String]

    /// Reads a request body.
    /// - Parameter body: the JSON text.
    /// - Throws: `APIError` (400) naming the field at fault and what it must be.
    public init(json body: String) throws(APIError) {
        let (object, model) = try JSONObject.request(body)
        self.model = model
        let n = try object.integer("n") ?? 1
        guard n == 1 else { throw .invalid("'n' must be 1: this server generates one choice.", param: "n") }
        if try object.bool("logprobs") == true {
            throw .invalid(
                "'logprobs' is not supported by this server; leave it out or set it to false.", param: "logprobs")
        }
        stream = try object.bool("stream") ?? false
        includeUsage = try object.object("stream_options")?.bool("include_usage") ?? false
        stop = try Self.stop(object)
        let tools = try Self.tools(object, nested: true)
        let choice = try Self.toolChoice(object, tools: tools, nested: true)
        schema = try object.object("response_format").flatMap { format throws(APIError) in
            try Self.formatSchema(format, nested: true)
        }
        var maximum = try object.integer("max_completion_tokens")
        if maximum == nil { maximum = try object.integer("max_tokens") }
        if let maximum, maximum < 1 {
            throw .invalid("'max_completion_tokens' (or 'max_tokens') must be 1 or more.", param: "max_tokens")
        }
        options = try Self.options(object, maximum: maximum)
        options.toolCallingMode = tools.isEmpty ? nil : choice.mode
        enabledTools = choice.named.map { name in tools.filter { $0.name == name } } ?? tools
        guard let messages = try object.array("messages"), !messages.isEmpty else {
            throw .invalid("'messages' must be a non-empty array of messages.", param: "messages")
        }
        transcript = try TranscriptBuilder(tools: tools, schema: schema, options: options)
            .transcript(try MessageReader().turns(messages), param: "messages")
    }

    /// The request to the model's executor.
    var executorRequest: LanguageModelExecutorGenerationRequest {
        LanguageModelExecutorGenerationRequest(
            id: UUID(), transcript: transcript, enabledTools: enabledTools, schema: schema,
            generationOptions: options,
            // The schema is in the instructions (see MessageReader).
            contextOptions: ContextOptions(includeSchemaInPrompt: schema == nil ? nil : false), metadata: [:])
    }

    private static func stop(_ object: JSONObject) throws(APIError) -> [String] {
        guard let value = object["stop"] else { return [] }
        let texts: [String]
        switch value.kind {
        case .string(let text): texts = [text]
        case .array(let elements):
            texts = try elements.enumerated().map { (index, element) throws(APIError) in
                guard case .string(let text) = element.kind else { throw .type("stop[\(index)]", "a string") }
                return text
            }
        default: throw .type("stop", "a string or an array of strings")
        }
        guard texts.count <= 4, texts.allSatisfy({ !$0.isEmpty }) else {
            throw .invalid("'stop' takes at most 4 non-empty strings.", param: "stop")
        }
        return texts
    }

    /// The sampling options: `temperature`, `top_p`, `seed`, and the token limit the caller read.
    static func options(_ object: JSONObject, maximum: Int?) throws(APIError) -> GenerationOptions {
        let temperature = try object.number("temperature")
        if let temperature, !(0...2).contains(temperature) {
            throw .invalid("'temperature' must be between 0 and 2.", param: "temperature")
        }
        let topP = try object.number("top_p")
        if let topP, !(topP > 0 && topP <= 1) {
            throw .invalid("'top_p' must be greater than 0 and at most 1.", param: "top_p")
        }
        let seed = try object.integer("seed").map { UInt64(bitPattern: Int64($0)) }
        var sampling: GenerationOptions.SamplingMode?
        if temperature == 0 {
            sampling = .greedy
        } else if topP != nil || seed != nil {
            sampling = .random(probabilityThreshold: topP ?? 0.9, seed: seed)
        }
        return GenerationOptions(samplingMode: sampling, temperature: temperature, maximumResponseTokens: maximum)
    }
}
