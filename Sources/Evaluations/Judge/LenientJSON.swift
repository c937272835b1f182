import FoundationModels

/// Reads the JSON object in a model's free-text answer: the whole text when it is JSON, else
/// the first balanced `{…}` in it (inside a code fence or after a sentence). For judges on
/// backends that do not keep to a schema. Internal.
enum LenientJSON {
    /// The JSON value of a text, or of the first object in it.
    /// - Parameter text: The answer.
    /// - Returns: The content.
    /// - Throws: `GeneratedContent.ParsingError` when neither the text nor an object in it is
    ///   complete JSON.
    static func content(of text: String) throws -> GeneratedContent {
        do {
            return try GeneratedContent(completeJSON: text)
        } catch {
            guard let object = firstObject(in: text), let content = try? GeneratedContent(completeJSON: String(object))
            else {
                throw GeneratedContent.ParsingError(
                    rawContent: text, underlyingError: error,
                    debugDescription: "the answer is not JSON and holds no complete JSON object")
            }
            return content
        }
    }

    /// The first `{…}` whose braces balance, outside strings.
    static func firstObject(in text: String) -> Substring? {
        guard let start = text.firstIndex(of: "{") else { return nil }
        var depth = 0
        var inString = false
        var escaped = false
        var index = start
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth == 0 { return text[start...index] }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
