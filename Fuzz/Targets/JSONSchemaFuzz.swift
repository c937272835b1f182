import Foundation
import GuidedGeneration

@testable import FoundationModelsCore

/// Fuzz target `json-schema`: `GenerationSchema(jsonSchema:)` and the `Codable` decoder on any
/// text. A schema that reads must write JSON Schema that reads again to the same text, and its
/// conversion to the engine's IR and grammar must succeed or throw, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func jsonSchemaFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = fuzzText(start, count)
    _ = try? JSONDecoder().decode(GenerationSchema.self, from: Data(text.utf8))
    guard let schema = try? GenerationSchema(jsonSchema: text) else { return 0 }
    let written = schema.jsonSchema
    let again: GenerationSchema
    do {
        again = try GenerationSchema(jsonSchema: written)
    } catch {
        fuzzCheck(
            false,
            "\(text.debugDescription) was written as \(written.debugDescription), which does not read back: \(error)")
        return 0
    }
    fuzzCheck(
        again.jsonSchema == written,
        "\(text.debugDescription) was written as \(written.debugDescription), which reads back as \(again.jsonSchema.debugDescription)"
    )
    if let ir = try? schema.grammarSchema() {
        _ = try? Grammar(root: ir.root, definitions: ir.definitions)
    }
    return 0
}
