extension LanguageModelSession {
    /// Creates a session whose configuration comes from a dynamic profile, with a model for
    /// profiles that name none. Extension of this project: `import FoundationModels` gives
    /// Apple's `init(profile:history:)`, whose default is the on-device model; this one serves
    /// programs that use only `FoundationModelsCore` (e.g. with a server model).
    /// - Parameters:
    ///   - profile: the dynamic profile, evaluated before each model request.
    ///   - history: the entries to continue from (without instructions: the profile has them).
    ///   - defaultModel: the model of a profile without `.model(_:)`.
    public convenience init(
        profile: sending some DynamicProfile, history: some Collection<Transcript.Entry> = [],
        defaultModel: some LanguageModel
    ) {
        self.init(
            source: .profile(ProfileSource(profile: profile, defaultModel: defaultModel)),
            transcript: Transcript(entries: history))
    }

    /// Creates a session with a model and dynamic instructions, evaluated before each model
    /// request. Extension of this project, for programs that use only `FoundationModelsCore`:
    /// `import FoundationModels` gives Apple's form, whose model defaults to the on-device model.
    package convenience init(
        anyModel model: any LanguageModel, dynamicInstructions: sending some DynamicInstructions,
        history: some Collection<Transcript.Entry>
    ) {
        let instructions = AnyDynamicInstructions(dynamicInstructions)
        self.init(
            source: .profile(ProfileSource(profile: Profile { instructions }, defaultModel: model)),
            transcript: Transcript(entries: history))
    }
}
