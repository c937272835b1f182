import Foundation

/// Reading keyword values, and the errors that name the keyword and where it is.
extension JSONSchemaReader {
    func stringList(_ value: GeneratedContent?, keyword: String, path: String) throws -> [String]? {
        guard let value else { return nil }
        guard case .array(let list) = value.kind else { throw invalid(keyword, "an array of strings", path) }
        return try list.map { item in
            guard case .string(let text) = item.kind else { throw invalid(keyword, "an array of strings", path) }
            return text
        }
    }

    func number(_ value: GeneratedContent?, keyword: String, path: String) throws -> Double? {
        guard let value else { return nil }
        guard case .number(let number) = value.kind, number.isFinite else { throw invalid(keyword, "a number", path) }
        return number
    }

    func count(_ value: GeneratedContent?, keyword: String, path: String) throws -> Int? {
        guard let number = try number(value, keyword: keyword, path: path) else { return nil }
        guard number >= 0, number == number.rounded(), number < 1e15 else {
            throw invalid(keyword, "a whole number, 0 or more", path)
        }
        return Int(number)
    }

    func unsupported(_ keyword: String, _ path: String, _ reason: String? = nil) -> SchemaError {
        .unsupportedKeyword(
            keyword: keyword, path: path,
            context: .init(
                debugDescription:
                    "'\(keyword)' at \(path) cannot be expressed in a generation schema"
                    + (reason.map { ": \($0)." } ?? "; remove it or express the constraint with the supported keywords.")
            ))
    }

    func invalid(_ keyword: String, _ expected: String, _ path: String) -> SchemaError {
        .invalidSchema(path: path, context: .init(debugDescription: "'\(keyword)' at \(path) must be \(expected)."))
    }
}

extension GeneratedContent {
    /// The string value of a structure's property, if it is a string.
    func stringValue(forKey key: String) -> String? {
        guard case .structure(let properties, _) = kind, case .string(let text)? = properties[key]?.kind else {
            return nil
        }
        return text
    }
}

/// The error of a schema that no value matches; an optional property or an `anyOf` choice
/// with such a schema is left out, elsewhere it becomes ``GenerationSchema/SchemaError/invalidSchema(path:context:)``.
struct Unsatisfiable: Error {
    /// Where the schema is.
    var path: String
    /// Why nothing matches, and what to do.
    var message: String
}
