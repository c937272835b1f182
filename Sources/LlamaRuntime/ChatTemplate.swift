import CLlama
import Foundation

/// A message of a chat, before it is rendered into a model's prompt format.
public struct ChatMessage: Sendable, Equatable {
    /// `system`, `user`, `assistant` or `tool`.
    public var role: String
    /// The text of the message.
    public var content: String

    /// Creates a message.
    public init(role: String, content: String) {
        self.role = role
        self.content = content
    }
}

extension LlamaModel {
    /// Renders messages in the model's own chat format (llama.cpp's built-in templates), or in
    /// ChatML when the model's template is not one llama.cpp knows.
    /// - Parameters:
    ///   - messages: the conversation.
    ///   - addAssistantPrefix: end with the start of an assistant message.
    /// - Returns: the prompt text, with special-token text such as `<|im_start|>`.
    public func renderChat(_ messages: [ChatMessage], addAssistantPrefix: Bool) -> String {
        if let template = chatTemplate, let text = Self.apply(template, messages, addAssistantPrefix) {
            return text
        }
        return Self.apply("chatml", messages, addAssistantPrefix) ?? ""
    }

    private static func apply(_ template: String, _ messages: [ChatMessage], _ addAssistant: Bool) -> String? {
        var cStrings: [UnsafeMutablePointer<CChar>] = []
        defer { for string in cStrings { free(string) } }
        var chat: [llama_chat_message] = messages.map { message in
            let role = strdup(message.role)!
            // A C string ends at NUL: one inside the text (instructions, a tool's output) would
            // silently drop the rest, so it becomes U+FFFD. (Prompts with NUL are rejected earlier.)
            let content = strdup(message.content.replacingOccurrences(of: "\0", with: "\u{FFFD}"))!
            cStrings += [role, content]
            return llama_chat_message(role: role, content: content)
        }
        let total = messages.reduce(0) { $0 + $1.content.utf8.count } * 2 + 512
        var buffer = [CChar](repeating: 0, count: total)
        var n = llama_chat_apply_template(template, &chat, chat.count, addAssistant, &buffer, Int32(buffer.count))
        if n > Int32(buffer.count) {
            buffer = [CChar](repeating: 0, count: Int(n) + 1)
            n = llama_chat_apply_template(template, &chat, chat.count, addAssistant, &buffer, Int32(buffer.count))
        }
        guard n >= 0 else { return nil }
        return String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
