extension Double: Generable {
    /// The schema of `Double`: any number.
    public static var generationSchema: GenerationSchema {
        GenerationSchema(root: SchemaNode(.number(.init())))
    }

    /// Creates a `Double` from number content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a number.
    public init(_ content: GeneratedContent) throws {
        self = try content.double(for: Double.self)
    }

    /// This number as content.
    public var generatedContent: GeneratedContent {
        GeneratedContent(number: self, text: nil)
    }
}

extension Float: Generable {
    /// The schema of `Float`: any number.
    public static var generationSchema: GenerationSchema {
        GenerationSchema(root: SchemaNode(.number(.init())))
    }

    /// Creates a `Float` from number content; reads the number's text when it is known, so that
    /// a `Float` written as text reads back exactly.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a number.
    public init(_ content: GeneratedContent) throws {
        let number = try content.double(for: Float.self)
        self = content.numberText.flatMap { Float($0) } ?? Float(number)
    }

    /// This number as content, with the shortest text that reads back as this `Float`.
    public var generatedContent: GeneratedContent {
        GeneratedContent(number: Double(self), text: isFinite ? description : nil)
    }
}
