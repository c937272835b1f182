import CommandLineSupport
import Foundation
import FoundationModels

/// A JSON Schema read from a file for `--schema`: a bad file is a usage error (exit code 2).
enum SchemaFile {
    /// Reads and converts a JSON Schema file.
    /// - Parameter path: the file's path.
    /// - Returns: the schema.
    /// - Throws: `UsageError` saying what is wrong with the file.
    static func load(_ path: String) throws -> GenerationSchema {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw UsageError("cannot read the schema file '\(path)': check that it exists and is UTF-8 text")
        }
        do {
            return try GenerationSchema(jsonSchema: text)
        } catch let error as GenerationSchema.SchemaError {
            throw UsageError("'\(path)' is not a usable JSON Schema: \(error.context.debugDescription)")
        } catch {
            throw UsageError("'\(path)' is not a usable JSON Schema: \(error.localizedDescription)")
        }
    }
}
