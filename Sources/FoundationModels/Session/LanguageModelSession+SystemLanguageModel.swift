extension LanguageModelSession {
    /// Creates a session with the on-device model and instructions.
    /// - Parameters:
    ///   - model: the model (default: the on-device model).
    ///   - tools: the tools the model may call.
    ///   - instructions: how the model should behave.
    public convenience init(
        model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil
    ) {
        self.init(anyModel: model, tools: tools, transcript: Self.initialTranscript(instructions, tools))
    }

    /// Creates a session with the on-device model and instructions given as a string.
    @_disfavoredOverload
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil)
    {
        self.init(model: model, tools: tools, instructions: instructions.map { Instructions($0) })
    }

    /// Creates a session with the on-device model and instructions built by a closure.
    public convenience init(
        model: SystemLanguageModel = .default, tools: [any Tool] = [],
        @InstructionsBuilder instructions: () throws -> Instructions
    ) rethrows {
        self.init(model: model, tools: tools, instructions: try instructions())
    }

    /// Creates a session with the on-device model that continues a transcript.
    /// - Parameters:
    ///   - model: the model (default: the on-device model).
    ///   - tools: the tools the model may call.
    ///   - transcript: the history to continue from.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        self.init(anyModel: model, tools: tools, transcript: transcript)
    }
}
