import FoundationModels

/// The Responses API's `response` object of one request, in any state: its id, time, model and
/// the request's fields it repeats, with the output, usage and error of that state.
struct ResponseObject: Sendable {
    let id: String
    let created: Int
    let model: String
    /// The request's fields as the response repeats them.
    let echo: [(String, GeneratedContent)]

    /// The object.
    /// - Parameters:
    ///   - status: `in_progress`, `completed`, `incomplete` or `failed`.
    ///   - output: the output items.
    ///   - usage: the token counts (none until the end).
    ///   - error: why it failed, as `{code, message}`.
    ///   - incomplete: why it is incomplete (`max_output_tokens`).
    func json(
        status: String, output: [GeneratedContent] = [], usage: CompletionWire.Usage? = nil, error: APIError? = nil,
        incomplete: String? = nil
    ) -> GeneratedContent {
        var members: [(String, GeneratedContent)] = [
            ("id", JSONValue.string(id)), ("object", JSONValue.string("response")),
            ("created_at", JSONValue.number(created)), ("status", JSONValue.string(status)),
            (
                "error",
                error.map {
                    JSONValue.object([
                        "code": JSONValue.string($0.code ?? $0.type), "message": JSONValue.string($0.message),
                    ])
                } ?? JSONValue.null
            ),
            (
                "incomplete_details",
                incomplete.map { JSONValue.object(["reason": JSONValue.string($0)]) } ?? JSONValue.null
            ),
            ("model", JSONValue.string(model)), ("output", JSONValue.array(output)),
        ]
        members += echo
        members.append(("usage", usage.map(Self.usage) ?? JSONValue.null))
        return JSONValue.object(members)
    }

    /// Token counts as the Responses API gives them.
    static func usage(_ usage: CompletionWire.Usage) -> GeneratedContent {
        JSONValue.object([
            "input_tokens": JSONValue.number(usage.promptTokens),
            "input_tokens_details": JSONValue.object(["cached_tokens": JSONValue.number(usage.cachedTokens)]),
            "output_tokens": JSONValue.number(usage.completionTokens),
            "output_tokens_details": JSONValue.object(["reasoning_tokens": JSONValue.number(0)]),
            "total_tokens": JSONValue.number(usage.promptTokens + usage.completionTokens),
        ])
    }

    /// An assistant message item.
    static func message(id: String, text: String?, status: String) -> GeneratedContent {
        JSONValue.object([
            "id": JSONValue.string(id), "type": JSONValue.string("message"), "status": JSONValue.string(status),
            "role": JSONValue.string("assistant"), "content": JSONValue.array(text.map { [outputText($0)] } ?? []),
        ])
    }

    /// An `output_text` content part.
    static func outputText(_ text: String) -> GeneratedContent {
        JSONValue.object([
            "type": JSONValue.string("output_text"), "text": JSONValue.string(text), "annotations": JSONValue.array([]),
            "logprobs": JSONValue.array([]),
        ])
    }

    /// A `function_call` item.
    static func functionCall(id: String, call: CompletionWire.ToolCall, arguments: String, status: String)
        -> GeneratedContent
    {
        JSONValue.object([
            "id": JSONValue.string(id), "type": JSONValue.string("function_call"), "status": JSONValue.string(status),
            "arguments": JSONValue.string(arguments), "call_id": JSONValue.string(call.id),
            "name": JSONValue.string(call.name),
        ])
    }
}
