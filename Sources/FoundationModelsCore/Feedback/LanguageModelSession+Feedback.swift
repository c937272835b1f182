import Foundation

extension LanguageModelSession {
    /// Makes a feedback attachment: the session's transcript with your sentiment, issues and the
    /// output you wanted, as JSON.
    ///
    /// On Apple's platforms you attach it to a Feedback Assistant report. Here it is the same kind
    /// of JSON: keep it with a bug report, or send it wherever your app collects feedback
    /// (nothing is sent by the framework).
    /// - Parameters:
    ///   - sentiment: how the output felt, if you say.
    ///   - issues: what was wrong.
    ///   - desiredOutput: the entry you wanted instead (e.g. a response).
    /// - Returns: the attachment, UTF-8 JSON with sorted keys.
    @discardableResult
    public func logFeedbackAttachment(
        sentiment: LanguageModelFeedback.Sentiment?, issues: [LanguageModelFeedback.Issue] = [],
        desiredOutput: Transcript.Entry? = nil
    ) -> Data {
        FeedbackAttachment(transcript: transcript, sentiment: sentiment, issues: issues, desiredOutput: desiredOutput)
            .data
    }

    /// Makes a feedback attachment with the response text you wanted.
    @discardableResult
    public func logFeedbackAttachment(
        sentiment: LanguageModelFeedback.Sentiment?, issues: [LanguageModelFeedback.Issue] = [],
        desiredResponseText: String?
    ) -> Data {
        let entry = desiredResponseText.map {
            Transcript.Entry.response(Transcript.Response(assetIDs: [], segments: [.text(.init(content: $0))]))
        }
        return logFeedbackAttachment(sentiment: sentiment, issues: issues, desiredOutput: entry)
    }

    /// Makes a feedback attachment with the structured response you wanted.
    @discardableResult
    public func logFeedbackAttachment(
        sentiment: LanguageModelFeedback.Sentiment?, issues: [LanguageModelFeedback.Issue] = [],
        desiredResponseContent: (any ConvertibleToGeneratedContent)?
    ) -> Data {
        let entry = desiredResponseContent.map { content in
            Transcript.Entry.response(
                Transcript.Response(
                    assetIDs: [],
                    segments: [
                        .structure(
                            .init(
                                schemaName: String(describing: type(of: content)), content: content.generatedContent))
                    ]))
        }
        return logFeedbackAttachment(sentiment: sentiment, issues: issues, desiredOutput: entry)
    }
}

/// The JSON of a feedback attachment.
struct FeedbackAttachment {
    let transcript: Transcript
    let sentiment: LanguageModelFeedback.Sentiment?
    let issues: [LanguageModelFeedback.Issue]
    let desiredOutput: Transcript.Entry?

    var data: Data {
        var pairs: [(String, GeneratedContent)] = [
            ("transcript", GeneratedContent(kind: .array(transcript.map(Self.entry)))),
            (
                "issues",
                GeneratedContent(
                    kind: .array(
                        issues.map { issue in
                            .object([
                                ("category", .text("\(issue.category)")),
                                ("explanation", issue.explanation.map { .text($0) } ?? GeneratedContent(kind: .null)),
                            ])
                        }))
            ),
        ]
        pairs.append(("sentiment", sentiment.map { .text("\($0)") } ?? GeneratedContent(kind: .null)))
        pairs.append(("desiredOutput", desiredOutput.map(Self.entry) ?? GeneratedContent(kind: .null)))
        return Data(GeneratedContent.object(pairs.sorted { $0.0 < $1.0 }).jsonString.utf8)
    }

    /// An entry as a JSON object: its kind, identifier and text.
    private static func entry(_ entry: Transcript.Entry) -> GeneratedContent {
        let kind =
            switch entry {
            case .instructions: "instructions"
            case .prompt: "prompt"
            case .toolCalls: "toolCalls"
            case .toolOutput: "toolOutput"
            case .response: "response"
            case .reasoning: "reasoning"
            case .data: "data"
            }
        let text =
            switch entry {
            case .toolCalls(let calls): calls.description
            case .data(let data): data.description
            default: entry.segments.text
            }
        return .object([
            ("id", .text(entry.id)), ("kind", .text(kind)),
            ("text", .text(text)),
        ])
    }
}
