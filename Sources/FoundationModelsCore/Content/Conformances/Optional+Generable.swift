extension Optional: ConvertibleFromGeneratedContent where Wrapped: ConvertibleFromGeneratedContent {
    /// Creates nil from null content, or the wrapped value from any other content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when non-null content
    ///   does not convert to the wrapped type.
    public init(_ content: GeneratedContent) throws {
        if case .null = content.kind {
            self = nil
        } else {
            self = try Wrapped(content)
        }
    }
}

extension Optional: ConvertibleToGeneratedContent where Wrapped: ConvertibleToGeneratedContent {
    /// The wrapped value's content, or null content for nil.
    public var generatedContent: GeneratedContent {
        self?.generatedContent ?? GeneratedContent(kind: .null)
    }
}

extension Optional: InstructionsRepresentable where Wrapped: ConvertibleToGeneratedContent {
    /// The wrapped value's instructions, or empty instructions for nil.
    public var instructionsRepresentation: Instructions {
        self?.instructionsRepresentation ?? Instructions(segments: [])
    }
}

extension Optional: PromptRepresentable where Wrapped: ConvertibleToGeneratedContent {
    /// The wrapped value's prompt, or an empty prompt for nil.
    public var promptRepresentation: Prompt {
        self?.promptRepresentation ?? Prompt(segments: [])
    }
}

extension Optional: Generable where Wrapped: Generable {
    /// A partially generated optional: nil, or the wrapped value's partial form.
    public typealias PartiallyGenerated = Wrapped.PartiallyGenerated?

    /// The schema of an optional value: the wrapped value's schema, or null.
    public static var generationSchema: GenerationSchema {
        let wrapped = GenerationSchema.embedding(of: Wrapped.self)
        return GenerationSchema(
            root: SchemaNode(.anyOf([wrapped.node, SchemaNode(.null)])), definitions: wrapped.definitions)
    }
}
