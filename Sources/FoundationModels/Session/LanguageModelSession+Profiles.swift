extension LanguageModelSession {
    /// Creates a session whose configuration comes from a dynamic profile: instructions, tools,
    /// model (the on-device model unless the profile names one), options and hooks, evaluated
    /// before each model request.
    /// - Parameters:
    ///   - profile: the dynamic profile.
    ///   - history: the entries to continue from (without instructions: the profile has them).
    public convenience init(profile: sending some DynamicProfile, history: some Collection<Transcript.Entry> = []) {
        self.init(profile: profile, history: history, defaultModel: SystemLanguageModel.default)
    }

    /// Creates a session with a model and dynamic instructions, evaluated before each model request.
    /// - Parameters:
    ///   - model: the model (default: the on-device model).
    ///   - dynamicInstructions: the instructions and tools.
    ///   - history: the entries to continue from.
    public convenience init(
        model: some LanguageModel = SystemLanguageModel.default,
        dynamicInstructions: sending some DynamicInstructions,
        history: some Collection<Transcript.Entry> = []
    ) {
        self.init(anyModel: model, dynamicInstructions: dynamicInstructions, history: history)
    }
}
