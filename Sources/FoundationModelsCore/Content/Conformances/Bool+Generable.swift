extension Bool: Generable {
    /// The schema of a Boolean: `true` or `false`.
    public static var generationSchema: GenerationSchema {
        GenerationSchema(root: SchemaNode(.boolean))
    }

    /// Creates a Boolean from Boolean content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a Boolean.
    public init(_ content: GeneratedContent) throws {
        guard case .bool(let value) = content.kind else {
            throw content.mismatch("a Boolean", for: Bool.self)
        }
        self = value
    }

    /// This Boolean as content.
    public var generatedContent: GeneratedContent {
        GeneratedContent(kind: .bool(self))
    }
}
