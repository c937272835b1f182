import Foundation

/// The JSON the server answers with, in OpenAI's chat-completions format.
enum CompletionWire {
    /// Token counts.
    struct Usage: Encodable, Sendable, Equatable {
        var promptTokens: Int
        var completionTokens: Int
        var cachedTokens: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(promptTokens, forKey: .promptTokens)
            try container.encode(completionTokens, forKey: .completionTokens)
            try container.encode(promptTokens + completionTokens, forKey: .totalTokens)
            var prompt = container.nestedContainer(keyedBy: Keys.self, forKey: .promptDetails)
            try prompt.encode(cachedTokens, forKey: .cachedTokens)
            var completion = container.nestedContainer(keyedBy: Keys.self, forKey: .completionDetails)
            try completion.encode(0, forKey: .reasoningTokens)
        }

        enum Keys: String, CodingKey {
            case promptTokens = "prompt_tokens"
            case completionTokens = "completion_tokens"
            case totalTokens = "total_tokens"
            case promptDetails = "prompt_tokens_details"
            case completionDetails = "completion_tokens_details"
            case cachedTokens = "cached_tokens"
            case reasoningTokens = "reasoning_tokens"
        }
    }

    /// A tool call (with `index` in a streamed delta).
    struct ToolCall: Encodable, Sendable {
        var index: Int?
        var id: String
        var name: String
        var arguments: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encodeIfPresent(index, forKey: .index)
            try container.encode(id, forKey: .id)
            try container.encode("function", forKey: .type)
            var function = container.nestedContainer(keyedBy: Keys.self, forKey: .function)
            try function.encode(name, forKey: .name)
            try function.encode(arguments, forKey: .arguments)
        }

        enum Keys: String, CodingKey { case index, id, type, function, name, arguments }
    }

    /// A message, or a streamed delta of one (then absent fields are left out).
    struct Message: Encodable, Sendable {
        var role: String?
        var content: String?
        var toolCalls: [ToolCall]?
        /// Whether this is a whole message (content and refusal are written as null when absent).
        var whole: Bool

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encodeIfPresent(role, forKey: .role)
            if whole || content != nil { try container.encode(content, forKey: .content) }
            if let toolCalls, !toolCalls.isEmpty { try container.encode(toolCalls, forKey: .toolCalls) }
            if whole { try container.encodeNil(forKey: .refusal) }
        }

        enum Keys: String, CodingKey {
            case role, content, refusal
            case toolCalls = "tool_calls"
        }
    }

    /// A whole completion, or one chunk of a stream.
    struct Completion: Encodable, Sendable {
        var id: String
        var created: Int
        var model: String
        /// The message (whole) or delta (chunk); nil for a usage-only chunk (no choices).
        var message: Message?
        var finishReason: String?
        var usage: Usage?
        var isChunk: Bool
        /// Whether the client asked for the usage in a stream (then every chunk has the key).
        var usageAsked = false

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(id, forKey: .id)
            try container.encode(isChunk ? "chat.completion.chunk" : "chat.completion", forKey: .object)
            try container.encode(created, forKey: .created)
            try container.encode(model, forKey: .model)
            try container.encode("fm-serve", forKey: .systemFingerprint)
            var choices = container.nestedUnkeyedContainer(forKey: .choices)
            if let message {
                var choice = choices.nestedContainer(keyedBy: Keys.self)
                try choice.encode(0, forKey: .index)
                try choice.encode(message, forKey: isChunk ? .delta : .message)
                try choice.encodeNil(forKey: .logprobs)
                try choice.encode(finishReason, forKey: .finishReason)
            }
            if let usage {
                try container.encode(usage, forKey: .usage)
            } else if isChunk && usageAsked {
                // Only a stream that asked for usage (`stream_options.include_usage`) has the key in every chunk.
                try container.encodeNil(forKey: .usage)
            }
        }

        enum Keys: String, CodingKey {
            case id, object, created, model, choices, usage, index, message, delta, logprobs
            case systemFingerprint = "system_fingerprint"
            case finishReason = "finish_reason"
        }
    }

    /// `GET /v1/models`.
    struct ModelList: Encodable, Sendable {
        struct Entry: Encodable, Sendable {
            var id: String
            var object = "model"
            var created: Int
            var ownedBy = "fm-serve"
            /// The context window of each request, in tokens (as vLLM reports it).
            var maxModelLen: Int

            enum CodingKeys: String, CodingKey {
                case id, object, created
                case ownedBy = "owned_by"
                case maxModelLen = "max_model_len"
            }
        }

        var object = "list"
        var data: [Entry]
    }
}
