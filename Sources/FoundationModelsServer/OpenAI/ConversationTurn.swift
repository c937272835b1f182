import FoundationModels

/// One turn of a conversation as both of OpenAI's APIs give it (chat messages, or the Responses
/// API's input and output items), before it becomes a transcript entry. Stored with a response,
/// so that `previous_response_id` continues its conversation.
enum ConversationTurn: Codable, Sendable, Equatable {
    /// A system or developer message.
    case instructions(String)
    /// A user's message.
    case user(String)
    /// The assistant's text.
    case assistant(String)
    /// The assistant's calls of tools.
    case toolCalls([Call])
    /// A tool's output, answering the call with this id.
    case toolOutput(callID: String, name: String, output: String)

    /// A call of a tool: its id, the tool's name and the arguments as JSON text.
    struct Call: Codable, Sendable, Equatable {
        var id: String
        var name: String
        var arguments: String
    }
}
