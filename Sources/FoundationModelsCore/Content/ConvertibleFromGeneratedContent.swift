/// A type that can be created from ``GeneratedContent``.
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
    /// Creates a value from generated content.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content does not
    ///   have the shape this type needs.
    init(_ content: GeneratedContent) throws
}
