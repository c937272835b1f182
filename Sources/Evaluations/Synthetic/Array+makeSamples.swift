import FoundationModels

extension Array {
    /// Generates new samples like these with a language model, and returns them as a stream.
    ///
    /// Uses a ``SampleGenerator`` with the random sampling strategy; samples the validator
    /// rejects are left out.
    /// - Parameters:
    ///   - prompt: What to generate.
    ///   - targetCount: How many samples there are in the end, these included.
    ///   - sessionProvider: Makes the session of each batch; nil uses the on-device model.
    ///   - validator: Decides whether a generated sample is kept.
    /// - Returns: The new samples, as they are made.
    public func makeSamples<T: Generable & Codable & Sendable>(
        _ prompt: Prompt, targetCount: Int, sessionProvider: (@Sendable () -> LanguageModelSession)? = nil,
        validator: (@Sendable (ModelSample<T>) async throws -> Bool)? = nil
    ) -> some AsyncSequence<ModelSample<T>, any Error> where Element == ModelSample<T> {
        SampleGenerator(
            prompt, samples: self, targetCount: targetCount, sessionProvider: sessionProvider,
            samplingStrategy: .random(), validator: validator
        ).run()
    }
}

extension Array where Element: ModelSampleProtocol & Generable {
    /// Generates new samples like these with a language model, and returns them as a stream.
    ///
    /// Uses a ``SampleGenerator`` with the random sampling strategy; samples the validator
    /// rejects are left out.
    /// - Parameters:
    ///   - prompt: What to generate.
    ///   - targetCount: How many samples there are in the end, these included.
    ///   - sessionProvider: Makes the session of each batch; nil uses the on-device model.
    ///   - validator: Decides whether a generated sample is kept.
    /// - Returns: The new samples, as they are made.
    public func makeSamples(
        _ prompt: Prompt, targetCount: Int, sessionProvider: (@Sendable () -> LanguageModelSession)? = nil,
        validator: (@Sendable (Element) async throws -> Bool)? = nil
    ) -> some AsyncSequence<Element, any Error> {
        SampleGenerator(
            prompt, samples: self, targetCount: targetCount, sessionProvider: sessionProvider,
            samplingStrategy: .random(), validator: validator
        ).run()
    }
}
