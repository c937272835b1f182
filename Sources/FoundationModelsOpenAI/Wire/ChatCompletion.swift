/// A chat completion as the server sends it: a whole response (`message`) or one streamed
/// chunk (`delta`). Only the fields this backend reads.
struct ChatCompletion: Decodable {
    /// One choice; this backend asks for one.
    struct Choice: Decodable {
        /// The whole message (non-streamed responses).
        var message: Message?
        /// The new part of the message (streamed chunks).
        var delta: Message?
        /// Why generation stopped (`stop`, `length`, `tool_calls`), in the last chunk.
        var finishReason: String?

        enum CodingKeys: String, CodingKey {
            case message, delta
            case finishReason = "finish_reason"
        }
    }

    /// A message or a delta of one.
    struct Message: Decodable {
        var content: String?
        /// The model's explanation when it refuses (OpenAI's structured outputs).
        var refusal: String?
        var toolCalls: [ToolCall]?
        /// The model's reasoning (llama-server, vLLM and DeepSeek send it apart from the content).
        var reasoningContent: String?

        enum CodingKeys: String, CodingKey {
            case content, refusal
            case toolCalls = "tool_calls"
            case reasoningContent = "reasoning_content"
        }
    }

    /// The request's token counts (in the last chunk of a stream, when asked for).
    struct Usage: Decodable {
        var promptTokens: Int?
        var completionTokens: Int?
        var promptTokensDetails: PromptDetails?
        var completionTokensDetails: CompletionDetails?

        struct PromptDetails: Decodable {
            var cachedTokens: Int?
            enum CodingKeys: String, CodingKey { case cachedTokens = "cached_tokens" }
        }

        struct CompletionDetails: Decodable {
            var reasoningTokens: Int?
            enum CodingKeys: String, CodingKey { case reasoningTokens = "reasoning_tokens" }
        }

        enum CodingKeys: String, CodingKey {
            case promptTokens = "prompt_tokens"
            case completionTokens = "completion_tokens"
            case promptTokensDetails = "prompt_tokens_details"
            case completionTokensDetails = "completion_tokens_details"
        }
    }

    /// A tool call, or a delta of one (then keyed by `index`).
    struct ToolCall: Decodable {
        var index: Int?
        var id: String?
        var function: Function?
    }

    /// A called function: its name and arguments (JSON text, possibly in pieces).
    struct Function: Decodable {
        var name: String?
        var arguments: String?
    }

    /// An error the server reports inside a stream.
    struct ErrorBody: Decodable {
        var message: String?
        var type: String?
    }

    var choices: [Choice]?
    var error: ErrorBody?
    var usage: Usage?
}
