import FoundationModels

/// Asks a language model whether a tool call's argument meets a natural-language criterion, for
/// ``ArgumentMatcher/naturalLanguage(argumentName:criteria:)``: a new session for each question,
/// and a verdict generated under a schema. Internal.
struct ArgumentJudge: Sendable {
    /// The verdict the model generates.
    @Generable
    struct Verdict {
        @Guide(description: "Whether the value meets the criterion.")
        var matches: Bool
    }

    /// The instructions of each session.
    static let instructions = """
        You check the arguments a language model passed to a tool. You are given the tool, the \
        argument's name, its value and a criterion. Decide whether the value meets the criterion: \
        matches is true when it does, false when it does not.
        """

    /// The model; nil for the on-device model, which is only looked up when a question is asked.
    let model: (any LanguageModel)?

    /// Asks whether an argument's value meets a criterion.
    /// - Parameters:
    ///   - value: The argument's value.
    ///   - argumentName: The argument's name.
    ///   - toolName: The tool's name.
    ///   - criteria: What the value should be, in plain language.
    /// - Returns: The model's verdict.
    /// - Throws: What the session throws (for instance when the model is not available).
    func judge(_ value: StructuredValue, argumentName: String, toolName: String, criteria: String) async throws -> Bool
    {
        let chosen: any LanguageModel = model ?? SystemLanguageModel.default
        let session = Self.session(with: chosen)
        let prompt = """
            Tool: \(toolName)
            Argument: \(argumentName)
            Value: \(value.quotedText)
            Criterion: \(criteria)
            Does the value meet the criterion?
            """
        return try await session.respond(to: prompt, generating: Verdict.self).content.matches
    }

    /// A new session with the model and the judge's instructions.
    private static func session(with model: some LanguageModel) -> LanguageModelSession {
        LanguageModelSession(model: model, instructions: instructions)
    }
}
