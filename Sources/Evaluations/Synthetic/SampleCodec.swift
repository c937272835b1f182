import FoundationModels

/// How a sample type is generated: the schema of one sample, how generated content becomes a
/// sample, how a sample is shown to the model as an example, and what makes two samples the
/// same. Internal.
struct SampleCodec<SampleType: ModelSampleProtocol>: Sendable {
    /// The schema of one sample.
    let schema: DynamicGenerationSchema
    /// What the fields of a sample mean, for the prompt, if the schema does not say.
    let guide: String?
    /// Makes a sample of generated content.
    let decode: @Sendable (GeneratedContent) throws -> SampleType
    /// A sample as the model sees it among the examples.
    let example: @Sendable (SampleType) -> GeneratedContent

    /// Two samples with the same prompt, in any case and spacing, are the same.
    /// - Parameter sample: The sample.
    /// - Returns: The prompt, trimmed, lowercased, its whitespace collapsed.
    func key(of sample: SampleType) -> String {
        sample.input.promptDescription.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension SampleCodec where SampleType: Generable {
    /// A sample type that is itself generable: the model generates whole samples.
    static var generable: SampleCodec {
        SampleCodec(
            schema: DynamicGenerationSchema(type: SampleType.self), guide: nil,
            decode: { try SampleType($0) }, example: { $0.generatedContent })
    }
}

/// The names of the fields the model generates for a `ModelSample`. Internal.
enum GeneratedModelSample {
    static let prompt = "prompt"
    static let expected = "expected"

    /// A `ModelSample` of a generable value: the model generates the prompt's text, then the
    /// expected value for it.
    static func codec<T: Generable & Codable & Sendable>(_ type: T.Type) -> SampleCodec<ModelSample<T>> {
        SampleCodec(
            schema: DynamicGenerationSchema(
                name: "GeneratedSample",
                properties: [
                    .init(
                        name: prompt, description: "The input: a request a user could make.",
                        schema: DynamicGenerationSchema(type: String.self)),
                    .init(
                        name: expected, description: "The output expected for the prompt.",
                        schema: DynamicGenerationSchema(type: T.self)),
                ]),
            guide: "Each sample has a \"\(prompt)\", the input a user gives, and an \"\(expected)\", "
                + "the output the feature under test should give for that input.",
            decode: { content in
                let promptText: String = try content.value(forProperty: prompt)
                let value: T = try content.value(forProperty: expected)
                return ModelSample(prompt: promptText, expected: value)
            },
            example: { sample in
                GeneratedContent(properties: [
                    prompt: sample.promptDescription,
                    expected: sample.expected?.generatedContent ?? GeneratedContent(kind: .null),
                ])
            })
    }
}
