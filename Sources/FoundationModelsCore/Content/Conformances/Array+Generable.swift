extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
    /// Creates an array from array content, converting each element.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   an array or an element does not convert.
    public init(_ content: GeneratedContent) throws {
        guard case .array(let elements) = content.kind else {
            throw content.mismatch("an array", for: [Element].self)
        }
        self = try elements.map { try Element($0) }
    }
}

extension Array: ConvertibleToGeneratedContent where Element: ConvertibleToGeneratedContent {
    /// This array as array content.
    public var generatedContent: GeneratedContent {
        GeneratedContent(kind: .array(map(\.generatedContent)))
    }
}

extension Array: Generable where Element: Generable {
    /// A partially generated array: the partially generated elements so far.
    public typealias PartiallyGenerated = [Element.PartiallyGenerated]

    /// The schema of an array: any number of elements of the element's schema.
    public static var generationSchema: GenerationSchema {
        let element = GenerationSchema.embedding(of: Element.self)
        return GenerationSchema(
            root: SchemaNode(.array(.init(items: element.node))), definitions: element.definitions)
    }
}

extension Array: InstructionsRepresentable where Element: InstructionsRepresentable {
    /// The elements' instructions, one after another.
    public var instructionsRepresentation: Instructions {
        Instructions(segments: PromptSegment.joined(map(\.instructionsRepresentation.segments)))
    }
}

extension Array: PromptRepresentable where Element: PromptRepresentable {
    /// The elements' prompts, one after another.
    public var promptRepresentation: Prompt {
        Prompt(segments: PromptSegment.joined(map(\.promptRepresentation.segments)))
    }
}
