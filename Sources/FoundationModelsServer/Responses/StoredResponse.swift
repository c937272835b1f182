/// A response the server keeps (`store`): what `GET /v1/responses/{id}` and `input_items`
/// return, and the conversation that `previous_response_id` continues.
struct StoredResponse: Codable, Sendable, Equatable {
    /// The response's id.
    var id: String
    /// The response object, as JSON text.
    var response: String
    /// The request's input items, as JSON text each, in order.
    var inputItems: [String]
    /// The whole conversation up to and including this response's output (without the
    /// request's `instructions`, which a continuation does not carry, as OpenAI's).
    var conversation: [ConversationTurn]
}
