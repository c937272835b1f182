extension GeneratedContent: Generable {
    /// The schema of generated content itself: any JSON value.
    public static var generationSchema: GenerationSchema {
        GenerationSchema(root: SchemaNode(.any))
    }

    /// Creates a copy of content.
    /// - Parameter content: the content to copy.
    public init(_ content: GeneratedContent) throws {
        self = content
    }

    /// This content itself.
    public var generatedContent: GeneratedContent { self }
}
