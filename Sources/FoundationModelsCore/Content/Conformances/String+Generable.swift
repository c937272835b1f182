extension String: Generable {
    /// The schema of a string: any string.
    public static var generationSchema: GenerationSchema {
        GenerationSchema(root: SchemaNode(.string(.init())))
    }

    /// Creates a string from string content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a string.
    public init(_ content: GeneratedContent) throws {
        guard case .string(let value) = content.kind else {
            throw content.mismatch("a string", for: String.self)
        }
        self = value
    }

    /// This string as content.
    public var generatedContent: GeneratedContent {
        GeneratedContent(kind: .string(self))
    }

    /// This string as instructions: one text segment.
    public var instructionsRepresentation: Instructions {
        Instructions(segments: [.text(self)])
    }

    /// This string as a prompt: one text segment.
    public var promptRepresentation: Prompt {
        Prompt(segments: [.text(self)])
    }
}
