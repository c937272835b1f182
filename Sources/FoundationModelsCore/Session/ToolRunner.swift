/// Runs the tool calls of one step concurrently (a skipped call gets its output without
/// running); their outputs come back in the calls' order.
struct ToolRunner {
    let tools: [any Tool]

    /// - Throws: `GeneratedContent.ParsingError` for a call to a tool the session does not have,
    ///   `LanguageModelSession.ToolCallError` for a tool that throws, or `CancellationError`.
    func run(_ calls: [LanguageModelSession.ReviewedToolCall]) async throws -> [Transcript.ToolOutput] {
        try await withThrowingTaskGroup(of: (Int, Transcript.ToolOutput).self) { group in
            for (index, reviewed) in calls.enumerated() {
                let call = reviewed.call
                guard let tool = tools.first(where: { $0.name == call.toolName }) else {
                    throw GeneratedContent.ParsingError(
                        rawContent: call.description,
                        debugDescription:
                            "The model called \(call.toolName), which is not one of the session's tools "
                            + "(\(tools.map(\.name).joined(separator: ", ")))."
                    )
                }
                group.addTask {
                    let segments: [Transcript.Segment] =
                        if let output = reviewed.skippedOutput {
                            [.text(Transcript.TextSegment(content: output))]
                        } else {
                            try await Self.invoke(tool, with: call.arguments)
                        }
                    return (index, Transcript.ToolOutput(id: call.id, toolName: call.toolName, segments: segments))
                }
            }
            var outputs: [(Int, Transcript.ToolOutput)] = []
            for try await output in group { outputs.append(output) }
            return outputs.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    private static func invoke(_ tool: some Tool, with arguments: GeneratedContent) async throws -> [Transcript.Segment]
    {
        do {
            let output = try await tool.call(arguments: try .init(arguments))
            return .from(output.promptRepresentation.segments)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw LanguageModelSession.ToolCallError(tool: tool, underlyingError: error)
        }
    }
}
