import FoundationModels

/// A general-purpose language model evaluation sample: a prompt, and optionally the expected
/// value, instructions, a schema, and the tool calls the model should make.
///
/// In a JSON dataset a sample is an object with `prompt` (text), and optionally `expected`,
/// `instructions` (text), `generationSchema` (JSON Schema) and `expectations` (a trajectory).
public struct ModelSample<ExpectedValue: Codable & Sendable>: ModelSampleProtocol {
    /// The bundled prompt, instructions and schema.
    public var input: ModelSampleInput
    /// The expected value, if any.
    public var expected: ExpectedValue?
    /// The tool calls the model should make, if any.
    public var expectations: TrajectoryExpectation?

    /// Creates a sample from text.
    /// - Parameters:
    ///   - prompt: The user's prompt.
    ///   - expected: The expected value, if any.
    ///   - instructions: The instructions, if any.
    ///   - generationSchema: The schema the response should follow, if any.
    ///   - expectations: The tool calls the model should make, if any.
    public init(
        prompt: String, expected: ExpectedValue? = nil, instructions: String? = nil,
        generationSchema: GenerationSchema? = nil, expectations: TrajectoryExpectation? = nil
    ) {
        self.init(
            prompt: Prompt(prompt), expected: expected, instructions: instructions.map { Instructions($0) },
            generationSchema: generationSchema, expectations: expectations)
    }

    /// Creates a sample from a prompt.
    /// - Parameters:
    ///   - prompt: The user's prompt.
    ///   - expected: The expected value, if any.
    ///   - instructions: The instructions, if any.
    ///   - generationSchema: The schema the response should follow, if any.
    ///   - expectations: The tool calls the model should make, if any.
    public init(
        prompt: Prompt, expected: ExpectedValue? = nil, instructions: Instructions? = nil,
        generationSchema: GenerationSchema? = nil, expectations: TrajectoryExpectation? = nil
    ) {
        self.init(
            input: ModelSampleInput(prompt: prompt, instructions: instructions, generationSchema: generationSchema),
            expected: expected, expectations: expectations)
    }

    /// Creates a sample from a bundled input.
    /// - Parameters:
    ///   - input: The prompt, instructions and schema.
    ///   - expected: The expected value, if any.
    ///   - expectations: The tool calls the model should make, if any.
    public init(input: ModelSampleInput, expected: ExpectedValue? = nil, expectations: TrajectoryExpectation? = nil) {
        self.input = input
        self.expected = expected
        self.expectations = expectations
    }

    /// The user's prompt.
    public var prompt: Prompt {
        get { input.prompt }
        set { input.prompt = newValue }
    }
    /// The prompt's text.
    public var promptDescription: String { input.promptDescription }
    /// The instructions, if any.
    public var instructions: Instructions? {
        get { input.instructions }
        set { input.instructions = newValue }
    }
    /// The instructions' text, if there are instructions.
    public var instructionsDescription: String? { input.instructionsDescription }
    /// The schema the response should follow, if any.
    public var generationSchema: GenerationSchema? {
        get { input.generationSchema }
        set { input.generationSchema = newValue }
    }
    /// The expected value and expectations.
    public var output: ModelSampleOutput<ExpectedValue, TrajectoryExpectation> {
        ModelSampleOutput(value: expected, expectations: expectations)
    }

    private enum CodingKeys: String, CodingKey {
        case prompt, expected, instructions, generationSchema, expectations
    }

    /// Reads a sample from a flat object: `prompt`, and optionally `expected`, `instructions`,
    /// `generationSchema` and `expectations`.
    /// - Parameter decoder: The decoder.
    /// - Throws: A decoding error when the prompt is missing or a field has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        input = try ModelSampleInput(from: decoder)
        expected = try container.decodeIfPresent(ExpectedValue.self, forKey: .expected)
        expectations = try container.decodeIfPresent(TrajectoryExpectation.self, forKey: .expectations)
    }

    /// Writes the sample as a flat object.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try input.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(expected, forKey: .expected)
        try container.encodeIfPresent(expectations, forKey: .expectations)
    }
}

extension ModelSample where ExpectedValue == String {
    // Apple's `expected` defaults to a `String?`, so a sample made without one, such as
    // `ModelSample(prompt: "…", expectations: …)` in a stored property, is a `ModelSample<String>`.

    /// Creates a sample without an expected value, from text.
    /// - Parameters:
    ///   - prompt: The user's prompt.
    ///   - instructions: The instructions, if any.
    ///   - generationSchema: The schema the response should follow, if any.
    ///   - expectations: The tool calls the model should make, if any.
    public init(
        prompt: String, instructions: String? = nil, generationSchema: GenerationSchema? = nil,
        expectations: TrajectoryExpectation? = nil
    ) {
        self.init(
            prompt: prompt, expected: nil, instructions: instructions, generationSchema: generationSchema,
            expectations: expectations)
    }

    /// Creates a sample without an expected value, from a prompt.
    /// - Parameters:
    ///   - prompt: The user's prompt.
    ///   - instructions: The instructions, if any.
    ///   - generationSchema: The schema the response should follow, if any.
    ///   - expectations: The tool calls the model should make, if any.
    public init(
        prompt: Prompt, instructions: Instructions? = nil, generationSchema: GenerationSchema? = nil,
        expectations: TrajectoryExpectation? = nil
    ) {
        self.init(
            prompt: prompt, expected: nil, instructions: instructions, generationSchema: generationSchema,
            expectations: expectations)
    }

    /// Creates a sample without an expected value, from a bundled input.
    /// - Parameters:
    ///   - input: The prompt, instructions and schema.
    ///   - expectations: The tool calls the model should make, if any.
    public init(input: ModelSampleInput, expectations: TrajectoryExpectation? = nil) {
        self.init(input: input, expected: nil, expectations: expectations)
    }
}
