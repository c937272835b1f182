/// A type that a language model can generate: it has a schema that guides generation, and it
/// converts to and from ``GeneratedContent``.
///
/// Conform with the `@Generable` macro, or by hand by providing ``generationSchema``,
/// `init(_:)` and ``ConvertibleToGeneratedContent/generatedContent``.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    /// The type of the value while it is still being generated (streamed).
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self

    /// The schema that describes the shape of this type's generated content.
    static var generationSchema: GenerationSchema { get }
}

extension Generable {
    /// Returns this value as its partially generated form.
    /// - Returns: the value converted to ``PartiallyGenerated``; when that conversion fails
    ///   (which only a faulty hand-written conformance can cause), the conversion is retried
    ///   from this value's content marked as complete.
    public func asPartiallyGenerated() -> PartiallyGenerated {
        if let same = self as? PartiallyGenerated {
            return same
        }
        do {
            return try PartiallyGenerated(generatedContent)
        } catch {
            preconditionFailure(
                "\(Self.self).PartiallyGenerated cannot be created from \(Self.self)'s own content: \(error)")
        }
    }
}
