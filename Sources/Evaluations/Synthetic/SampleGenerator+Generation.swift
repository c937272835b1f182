import FoundationModels

extension SampleGenerator {
    /// The instructions of the default session.
    static var defaultInstructions: String {
        """
        You create new, realistic evaluation samples for testing a language model feature. \
        Follow the request, keep to the shape of the examples, and make every sample different \
        from the examples and from the others.
        """
    }

    /// Generates batches until the run has `targetCount` samples, or until as many batches in
    /// a row as the strategy allows add nothing new.
    func generate(into continuation: AsyncThrowingStream<SampleType, any Error>.Continuation) async {
        samples = initialSamples
        invalidSamples = []
        var seen = Set(initialSamples.map(codec.key))
        var random = SystemRandomNumberGenerator()
        var batch = 0
        var fruitless = 0
        var lastFailure: (any Error)?
        do {
            while samples.count < targetCount {
                try Task.checkCancellation()
                let examples =
                    (samplingStrategy?.exampleIndices(
                        poolCount: initialSamples.count, batch: batch, using: &random) ?? []).map { initialSamples[$0] }
                let generated: [SampleType]
                do {
                    generated = try await generateBatch(of: min(Self.batchSize, targetCount - samples.count), examples)
                } catch let error as GeneratedContent.ParsingError {
                    generated = []  // a backend that did not keep to the schema
                    lastFailure = error
                }
                var added = 0
                for sample in generated where samples.count < targetCount {
                    guard seen.insert(codec.key(of: sample)).inserted else { continue }
                    if let validator, try await !validator(sample) {
                        invalidSamples.append(sample)
                        continue
                    }
                    samples.append(sample)
                    continuation.yield(sample)
                    added += 1
                }
                batch += 1
                fruitless = added > 0 ? 0 : fruitless + 1
                if fruitless > (samplingStrategy?.retries ?? 0) { break }
            }
            if let lastFailure, samples.count == initialSamples.count, invalidSamples.isEmpty {
                throw lastFailure
            }
            continuation.finish()
        } catch {
            continuation.finish(throwing: error)
        }
    }

    /// Asks the model for a batch of samples, shown the examples.
    /// - Parameters:
    ///   - count: How many samples to ask for.
    ///   - examples: The examples to show.
    /// - Returns: The samples that the generated content makes; elements that do not fit the
    ///   sample type are left out.
    /// - Throws: What the session throws.
    func generateBatch(of count: Int, _ examples: [SampleType]) async throws -> [SampleType] {
        let schema = try GenerationSchema(
            root: DynamicGenerationSchema(arrayOf: codec.schema, minimumElements: count, maximumElements: count),
            dependencies: [])
        let session = sessionProvider?() ?? LanguageModelSession(instructions: Self.defaultInstructions)
        let content = try await session.respond(to: batchPrompt(count: count, examples: examples), schema: schema)
            .content
        guard case .array(let elements) = content.kind else { return [] }
        return elements.compactMap { try? codec.decode($0) }
    }

    /// The prompt of a batch: the request, what a sample's fields mean, the examples, and how
    /// many new samples to write.
    func batchPrompt(count: Int, examples: [SampleType]) -> Prompt {
        var parts = [prompt.description]
        if let guide = codec.guide { parts.append(guide) }
        if !examples.isEmpty {
            parts.append("Examples:\n" + examples.map { codec.example($0).jsonString }.joined(separator: "\n"))
        }
        let samplesWord = count == 1 ? "sample" : "samples"
        parts.append(
            "Write \(count) new \(samplesWord) as a JSON array, each different from the examples and from one another.")
        return Prompt(parts.joined(separator: "\n\n"))
    }
}
