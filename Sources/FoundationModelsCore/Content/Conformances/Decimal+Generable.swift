import Foundation

extension Decimal: Generable {
    /// The schema of `Decimal`: any number.
    public static var generationSchema: GenerationSchema {
        GenerationSchema(root: SchemaNode(.number(.init())))
    }

    /// Creates a decimal from number content; reads the number's exact text when it is known.
    /// - Parameter content: the content to read.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not
    ///   a number, or is too large for a `Decimal`.
    public init(_ content: GeneratedContent) throws {
        let number = try content.double(for: Decimal.self)
        if let text = content.numberText,
            let exact = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        {
            self = exact
        } else if number.isFinite, number.magnitude < 1e160 {
            self = Decimal(number)
        } else {
            throw GeneratedContent.decodingFailure(
                "Cannot convert number content \(content.numberText ?? String(number)) to Decimal: its magnitude is too large.",
                rawContent: content.jsonString)
        }
    }

    /// This decimal as content, with its exact text.
    public var generatedContent: GeneratedContent {
        guard !isNaN else { return GeneratedContent(kind: .number(.nan)) }
        let number = NSDecimalNumber(decimal: self).doubleValue
        return GeneratedContent(number: number, text: description)
    }
}
