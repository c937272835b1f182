import Foundation
import FoundationModels
import FoundationModelsTestSupport

/// Canned replies for the game's scripted-model tests.
enum Canned {
    static let npcJSON = """
        {"name": "Moonmoth", "coffeeOrder": "an iced vanilla latte", \
        "picture": {"imageDescription": "a tiny blue owl wearing a golden crown"}}
        """
    /// The dream customers' names the scripted model gives, the first one not yet taken.
    static let npcNames = [
        "Moonmoth", "Pip Thistledown", "Bramble", "Juniper", "Fennel", "Quill", "Marigold", "Sorrel",
    ]

    /// A customer named with the first of `npcNames` the prompt does not list as taken, as a
    /// model that follows the prompt would.
    static func npcJSON(for prompt: String) -> String {
        let taken = prompt.components(separatedBy: "Names already taken: ").dropFirst().first ?? ""
        let name = npcNames.first { !taken.contains($0) } ?? "Moonmoth"
        return npcJSON.replacingOccurrences(of: "Moonmoth", with: name)
    }

    static let verdictJSON = #"{"feedback": "Just what I dreamed of!", "satisfaction": 4}"#

    static func customerJSON(name: String) -> String {
        """
        {"displayName": "\(name)", "encounter": "newOrder", "level": 3, "attributes": ["sassy", "tired"], \
        "resumeConversationLine": "Howdy!", "firstLine": "What a lovely shop."}
        """
    }

    /// A whole game's worth of replies: customers (with a contacts tool call), NPCs,
    /// verdicts, and chat replies that echo the prompt. A pace makes chat replies or verdicts
    /// come one character at a time, so a test can act while the model works.
    static func gameRule(
        chat: @escaping @Sendable (LanguageModelExecutorGenerationRequest) -> String = {
            "You said: \($0.lastPromptText)"
        },
        chatPace: Duration? = nil, verdictPace: Duration? = nil
    )
        -> @Sendable (LanguageModelExecutorGenerationRequest) -> ScriptedModel.Reply
    {
        { request in
            let schema = request.schema?.debugDescription ?? ""
            if schema.contains("displayName") {
                if let name = request.toolOutputTexts.last { return .text(customerJSON(name: name)) }
                return .toolCalls([
                    Transcript.ToolCall(
                        toolName: "getContacts",
                        arguments: GeneratedContent(properties: ["month": 11]))
                ])
            }
            if schema.contains("coffeeOrder") { return .text(npcJSON(for: request.lastPromptText)) }
            if schema.contains("satisfaction") {
                return verdictPace.map { .slow(verdictJSON, delay: $0) } ?? .text(verdictJSON)
            }
            return chatPace.map { .slow(chat(request), delay: $0) } ?? .text(chat(request))
        }
    }
}
