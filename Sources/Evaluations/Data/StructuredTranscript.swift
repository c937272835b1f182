import FoundationModels

/// A session's transcript with its tool calls, tool outputs, prompts and responses collected
/// into typed arrays, for evaluators.
public struct StructuredTranscript: Sendable {
    /// The tool calls, in order.
    public var toolCalls: [Transcript.ToolCall]
    /// The tool outputs, in order.
    public var toolOutputs: [Transcript.ToolOutput]
    /// The instructions' text.
    public var instructionText: String
    /// The prompts' texts, in order.
    public var prompts: [String]
    /// The responses, in order.
    public var responses: [Transcript.Response]

    /// Creates a structured transcript.
    /// - Parameters:
    ///   - toolCalls: The tool calls, in order.
    ///   - toolOutputs: The tool outputs, in order.
    ///   - instructionText: The instructions' text.
    ///   - prompts: The prompts' texts, in order.
    ///   - responses: The responses, in order.
    public init(
        toolCalls: [Transcript.ToolCall] = [], toolOutputs: [Transcript.ToolOutput] = [], instructionText: String = "",
        prompts: [String] = [], responses: [Transcript.Response] = []
    ) {
        self.toolCalls = toolCalls
        self.toolOutputs = toolOutputs
        self.instructionText = instructionText
        self.prompts = prompts
        self.responses = responses
    }
}

/// A structured transcript as a results file keeps it: its parts as the transcript's own JSON
/// entries. Internal: Apple's `StructuredTranscript` is not `Codable`.
struct StoredTranscript: Codable {
    /// The transcript.
    var transcript: StructuredTranscript

    init(_ transcript: StructuredTranscript) {
        self.transcript = transcript
    }

    private enum CodingKeys: String, CodingKey {
        case toolCalls, toolOutputs, instructionText, prompts, responses
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = { (key: CodingKeys) in try container.decodeIfPresent([Transcript.Entry].self, forKey: key) ?? [] }
        transcript = StructuredTranscript(
            toolCalls: try container.decodeIfPresent([Transcript.ToolCall].self, forKey: .toolCalls) ?? [],
            toolOutputs: try entries(.toolOutputs).compactMap {
                if case .toolOutput(let output) = $0 { output } else { nil }
            },
            instructionText: try container.decodeIfPresent(String.self, forKey: .instructionText) ?? "",
            prompts: try container.decodeIfPresent([String].self, forKey: .prompts) ?? [],
            responses: try entries(.responses).compactMap {
                if case .response(let response) = $0 { response } else { nil }
            })
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(transcript.toolCalls, forKey: .toolCalls)
        try container.encode(transcript.toolOutputs.map(Transcript.Entry.toolOutput), forKey: .toolOutputs)
        try container.encode(transcript.instructionText, forKey: .instructionText)
        try container.encode(transcript.prompts, forKey: .prompts)
        try container.encode(transcript.responses.map(Transcript.Entry.response), forKey: .responses)
    }
}

extension Transcript {
    /// A structured representation of this transcript, with tool calls, outputs, and responses
    /// collected into typed arrays.
    public var structuredTranscript: StructuredTranscript {
        var structured = StructuredTranscript()
        for entry in self {
            switch entry {
            case .instructions(let instructions): structured.instructionText += instructions.segments.text
            case .prompt(let prompt): structured.prompts.append(prompt.segments.text)
            case .toolCalls(let calls): structured.toolCalls += calls
            case .toolOutput(let output): structured.toolOutputs.append(output)
            case .response(let response): structured.responses.append(response)
            default: break
            }
        }
        return structured
    }
}
