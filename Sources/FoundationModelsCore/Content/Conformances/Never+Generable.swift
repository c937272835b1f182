extension Never: Generable {
    /// The schema of `Never`: a choice among no values, which nothing matches.
    public static var generationSchema: GenerationSchema {
        GenerationSchema(root: SchemaNode(.anyOf([])))
    }

    /// Always throws: no content converts to `Never`.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError`, always.
    public init(_ content: GeneratedContent) throws {
        throw GeneratedContent.decodingFailure(
            "Cannot convert content \(content.jsonString) to Never: it has no values.")
    }

    /// Never called: there is no value of `Never`.
    public var generatedContent: GeneratedContent {
        switch self {}
    }
}
