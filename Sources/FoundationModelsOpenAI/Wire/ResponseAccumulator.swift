import Foundation
import FoundationModelsCore

/// Gathers a response from whole messages or streamed deltas: the text so far, and tool calls
/// whose names and arguments may arrive in pieces.
struct ResponseAccumulator {
    /// The text so far.
    private(set) var text = ""
    /// Why the server stopped, once it says.
    private(set) var finishReason: String?
    /// The model's explanation when it refused, so far.
    private(set) var refusal = ""
    /// The server's token counts, when it sends them.
    var usage: ChatCompletion.Usage?
    private var calls: [Int: PendingCall] = [:]

    private struct PendingCall {
        var id = ""
        var name = ""
        var arguments = ""
    }

    /// Adds a message or a delta of one.
    /// - Parameter message: the message, or the new part of it.
    /// - Returns: whether the text changed.
    mutating func add(_ message: ChatCompletion.Message) -> Bool {
        for (position, call) in (message.toolCalls ?? []).enumerated() {
            let index = call.index ?? position
            var pending = calls[index] ?? PendingCall()
            if let id = call.id, !id.isEmpty { pending.id = id }
            if let name = call.function?.name { pending.name += name }
            if let arguments = call.function?.arguments { pending.arguments += arguments }
            calls[index] = pending
        }
        refusal += message.refusal ?? ""
        guard let content = message.content, !content.isEmpty else { return false }
        text += content
        return true
    }

    /// Notes why the server stopped.
    mutating func finish(_ reason: String?) {
        if let reason { finishReason = reason }
    }

    /// The refusal error when the model refused.
    var refusalError: LanguageModelError? {
        guard !refusal.isEmpty else { return nil }
        return .refusal(.init(explanation: refusal, debugDescription: "The model refused: \(refusal)"))
    }

    /// Whether the model called tools.
    var hasToolCalls: Bool { !calls.isEmpty }

    /// The tool calls, in order, with their arguments parsed.
    /// - Throws: `GeneratedContent.ParsingError` when a call has no name or its arguments are
    ///   not JSON.
    func toolCalls() throws -> [Transcript.ToolCall] {
        try calls.keys.sorted().map { index in
            let call = calls[index]!
            guard !call.name.isEmpty else {
                throw GeneratedContent.ParsingError(
                    rawContent: call.arguments,
                    debugDescription:
                        "The server sent a tool call without a function name.")
            }
            let argumentsText = call.arguments.trimmingCharacters(in: .whitespacesAndNewlines)
            let arguments: GeneratedContent
            do {
                arguments = try GeneratedContent(completeJSON: argumentsText.isEmpty ? "{}" : argumentsText)
            } catch {
                throw GeneratedContent.ParsingError(
                    rawContent: call.arguments, underlyingError: error,
                    debugDescription:
                        "The arguments of the model's call to \(call.name) are not valid JSON: \(call.arguments)")
            }
            return call.id.isEmpty
                ? Transcript.ToolCall(toolName: call.name, arguments: arguments)
                : Transcript.ToolCall(id: call.id, toolName: call.name, arguments: arguments)
        }
    }
}
