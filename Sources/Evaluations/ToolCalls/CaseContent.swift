import FoundationModels

/// The generated content of an enumeration case with associated values, as the `@Generable`
/// macro writes it: an object with exactly one property, named after the case, whose value is an
/// object of the associated values (`{"exact": {"argumentName": "room", "value": "kitchen"}}`).
/// Internal.
enum CaseContent {
    /// Makes a case's content; nil values are left out.
    /// - Parameters:
    ///   - name: The case's name.
    ///   - values: The associated values' labels and content, in order.
    /// - Returns: The content.
    static func make(_ name: String, _ values: [(String, GeneratedContent?)]) -> GeneratedContent {
        let present = values.compactMap { label, content in content.map { (label, $0) } }
        let payload = GeneratedContent(
            kind: .structure(
                properties: Dictionary(present, uniquingKeysWith: { first, _ in first }),
                orderedKeys: present.map(\.0)))
        return GeneratedContent(kind: .structure(properties: [name: payload], orderedKeys: [name]))
    }

    /// Reads which case content holds, and its associated values.
    /// - Parameters:
    ///   - content: The content.
    ///   - type: The enumeration, for the error message.
    ///   - cases: The names of its cases, for the error message.
    /// - Returns: The case's name and the object of its associated values.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not an object with one
    ///   property.
    static func read(
        _ content: GeneratedContent, as type: Any.Type, cases: [String]
    ) throws -> (name: String, payload: GeneratedContent) {
        guard case .structure(let properties, let keys) = content.kind, keys.count == 1, let name = keys.first,
            let payload = properties[name]
        else {
            throw GeneratedContent.ParsingError(
                rawContent: content.jsonString,
                debugDescription:
                    "\(type) expects an object with exactly one property, named after one of its cases: "
                    + cases.joined(separator: ", "))
        }
        return (name, payload)
    }

    /// The error for a case name that the enumeration does not have.
    /// - Parameters:
    ///   - name: The name read.
    ///   - content: The content it was read from.
    ///   - type: The enumeration.
    ///   - cases: The names of its cases.
    /// - Returns: The error.
    static func unknownCase(
        _ name: String, in content: GeneratedContent, of type: Any.Type, cases: [String]
    ) -> GeneratedContent.ParsingError {
        GeneratedContent.ParsingError(
            rawContent: content.jsonString,
            debugDescription: "\"\(name)\" is not a case of \(type); expected one of: \(cases.joined(separator: ", "))")
    }
}
