import FoundationModels

/// The data a language model receives for evaluation: a prompt, optional instructions, and an
/// optional schema for the response.
public struct ModelSampleInput: CustomStringConvertible, Codable, Sendable {
    /// The user's prompt.
    public var prompt: Prompt
    /// The instructions, if any.
    public var instructions: Instructions?
    /// The schema the response should follow, if any.
    public var generationSchema: GenerationSchema?

    /// Creates a model input.
    /// - Parameters:
    ///   - prompt: The user's prompt.
    ///   - instructions: The instructions, if any.
    ///   - generationSchema: The schema the response should follow, if any.
    public init(prompt: Prompt, instructions: Instructions? = nil, generationSchema: GenerationSchema? = nil) {
        self.prompt = prompt
        self.instructions = instructions
        self.generationSchema = generationSchema
    }

    /// The prompt's text.
    public var promptDescription: String { prompt.description }
    /// The instructions' text, if there are instructions.
    public var instructionsDescription: String? { instructions?.description }
    /// The prompt's text.
    public var description: String { promptDescription }

    private enum CodingKeys: String, CodingKey {
        case prompt, instructions, generationSchema
    }

    /// Reads an input whose prompt and instructions are text.
    /// - Parameter decoder: The decoder.
    /// - Throws: A decoding error when the prompt is missing or a field has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        prompt = Prompt(try container.decode(String.self, forKey: .prompt))
        instructions = try container.decodeIfPresent(String.self, forKey: .instructions).map { Instructions($0) }
        generationSchema = try container.decodeIfPresent(GenerationSchema.self, forKey: .generationSchema)
    }

    /// Writes the prompt and instructions as text, and the schema as JSON Schema.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(promptDescription, forKey: .prompt)
        try container.encodeIfPresent(instructionsDescription, forKey: .instructions)
        try container.encodeIfPresent(generationSchema, forKey: .generationSchema)
    }
}

/// The expected output value and the evaluation expectations of a model sample.
public struct ModelSampleOutput<Value: Codable & Sendable, Expectation: Codable & Sendable>: Codable, Sendable {
    /// The expected value, if any.
    public var value: Value?
    /// The expectations, such as a tool-call trajectory, if any.
    public var expectations: Expectation?

    /// Creates an expected output.
    /// - Parameters:
    ///   - value: The expected value, if any.
    ///   - expectations: The expectations, if any.
    public init(value: Value?, expectations: Expectation?) {
        self.value = value
        self.expectations = expectations
    }
}
