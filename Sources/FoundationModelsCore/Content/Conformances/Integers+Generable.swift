extension FixedWidthInteger {
    /// The schema of an integer of this type: bounded by the type's range when that range
    /// is exact as a `Double` (types narrower than 64 bits; unsigned types start at 0).
    static var integerSchema: GenerationSchema {
        var bounds = SchemaNode.NumericBounds()
        if Self.bitWidth < 64 {
            bounds.minimum = Double(Self.min)
            bounds.maximum = Double(Self.max)
        } else if !Self.isSigned {
            bounds.minimum = 0
        }
        return GenerationSchema(root: SchemaNode(.integer(bounds)))
    }

    /// This integer as content, with its exact text.
    var integerContent: GeneratedContent {
        GeneratedContent(number: Double(self), text: String(self))
    }
}

extension Int: Generable {
    /// The schema of `Int`: an integer in its range.
    public static var generationSchema: GenerationSchema { integerSchema }

    /// Creates an integer from number content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a whole number in this type's range.
    public init(_ content: GeneratedContent) throws {
        self = try content.integer(Int.self)
    }

    /// This integer as content.
    public var generatedContent: GeneratedContent { integerContent }
}

extension Int8: Generable {
    /// The schema of `Int8`: an integer in its range.
    public static var generationSchema: GenerationSchema { integerSchema }

    /// Creates an integer from number content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a whole number in this type's range.
    public init(_ content: GeneratedContent) throws {
        self = try content.integer(Int8.self)
    }

    /// This integer as content.
    public var generatedContent: GeneratedContent { integerContent }
}

extension Int16: Generable {
    /// The schema of `Int16`: an integer in its range.
    public static var generationSchema: GenerationSchema { integerSchema }

    /// Creates an integer from number content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a whole number in this type's range.
    public init(_ content: GeneratedContent) throws {
        self = try content.integer(Int16.self)
    }

    /// This integer as content.
    public var generatedContent: GeneratedContent { integerContent }
}

extension Int32: Generable {
    /// The schema of `Int32`: an integer in its range.
    public static var generationSchema: GenerationSchema { integerSchema }

    /// Creates an integer from number content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a whole number in this type's range.
    public init(_ content: GeneratedContent) throws {
        self = try content.integer(Int32.self)
    }

    /// This integer as content.
    public var generatedContent: GeneratedContent { integerContent }
}

extension Int64: Generable {
    /// The schema of `Int64`: an integer in its range.
    public static var generationSchema: GenerationSchema { integerSchema }

    /// Creates an integer from number content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a whole number in this type's range.
    public init(_ content: GeneratedContent) throws {
        self = try content.integer(Int64.self)
    }

    /// This integer as content.
    public var generatedContent: GeneratedContent { integerContent }
}

extension UInt: Generable {
    /// The schema of `UInt`: an integer in its range.
    public static var generationSchema: GenerationSchema { integerSchema }

    /// Creates an integer from number content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a whole number in this type's range.
    public init(_ content: GeneratedContent) throws {
        self = try content.integer(UInt.self)
    }

    /// This integer as content.
    public var generatedContent: GeneratedContent { integerContent }
}

extension UInt8: Generable {
    /// The schema of `UInt8`: an integer in its range.
    public static var generationSchema: GenerationSchema { integerSchema }

    /// Creates an integer from number content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a whole number in this type's range.
    public init(_ content: GeneratedContent) throws {
        self = try content.integer(UInt8.self)
    }

    /// This integer as content.
    public var generatedContent: GeneratedContent { integerContent }
}

extension UInt16: Generable {
    /// The schema of `UInt16`: an integer in its range.
    public static var generationSchema: GenerationSchema { integerSchema }

    /// Creates an integer from number content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a whole number in this type's range.
    public init(_ content: GeneratedContent) throws {
        self = try content.integer(UInt16.self)
    }

    /// This integer as content.
    public var generatedContent: GeneratedContent { integerContent }
}

extension UInt32: Generable {
    /// The schema of `UInt32`: an integer in its range.
    public static var generationSchema: GenerationSchema { integerSchema }

    /// Creates an integer from number content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a whole number in this type's range.
    public init(_ content: GeneratedContent) throws {
        self = try content.integer(UInt32.self)
    }

    /// This integer as content.
    public var generatedContent: GeneratedContent { integerContent }
}

extension UInt64: Generable {
    /// The schema of `UInt64`: an integer in its range.
    public static var generationSchema: GenerationSchema { integerSchema }

    /// Creates an integer from number content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a whole number in this type's range.
    public init(_ content: GeneratedContent) throws {
        self = try content.integer(UInt64.self)
    }

    /// This integer as content.
    public var generatedContent: GeneratedContent { integerContent }
}
