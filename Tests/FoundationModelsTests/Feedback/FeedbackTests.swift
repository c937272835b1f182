import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

/// The feedback attachment: the session's transcript with the app's sentiment and issues.
@Suite struct FeedbackTests {
    @Test func theAttachmentHoldsTheTranscriptSentimentIssuesAndDesiredOutput() async throws {
        let session = LanguageModelSession(
            model: ScriptedModel(replies: [.text("A latte is espresso and milk.")]),
            instructions: "You are a barista.")
        try await session.respond(to: "What is a latte?")
        let data = session.logFeedbackAttachment(
            sentiment: .negative, issues: [.init(category: .tooVerbose, explanation: "Too long")],
            desiredResponseText: "Espresso and steamed milk.")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["sentiment"] as? String == "negative")
        let issues = try #require(json["issues"] as? [[String: Any]])
        #expect(issues.first?["category"] as? String == "tooVerbose")
        #expect(issues.first?["explanation"] as? String == "Too long")
        let entries = try #require(json["transcript"] as? [[String: Any]])
        #expect(entries.map { $0["kind"] as? String } == ["instructions", "prompt", "response"])
        #expect(entries.last?["text"] as? String == "A latte is espresso and milk.")
        let desired = try #require(json["desiredOutput"] as? [String: Any])
        #expect(desired["text"] as? String == "Espresso and steamed milk.")
    }

    @Test func everyCategoryAndSentimentIsListed() {
        #expect(LanguageModelFeedback.Sentiment.allCases.count == 3)
        #expect(LanguageModelFeedback.Issue.Category.allCases.count == 8)
    }
}
