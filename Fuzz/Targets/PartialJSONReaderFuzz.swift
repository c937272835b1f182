@testable import FoundationModels
@testable import FoundationModelsCore

/// Fuzz target `partial-json-reader`: `GeneratedContent(partialJSON:)` on any text, and on
/// every prefix of a text that is complete JSON, as a model streams it. No prefix of valid
/// JSON may throw; the whole text must read as the strict reader reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func partialJSONReaderFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = fuzzText(start, count)
    let partial = try? GeneratedContent(partialJSON: text)
    guard let complete = try? GeneratedContent(completeJSON: text) else { return 0 }
    fuzzCheck(
        partial?.jsonString == complete.jsonString,
        "\(text.debugDescription) reads as \(complete.jsonString.debugDescription) but partially as \(partial?.jsonString.debugDescription ?? "an error")"
    )
    var prefix = ""
    for scalar in text.unicodeScalars.dropLast() {
        prefix.unicodeScalars.append(scalar)
        do {
            _ = try GeneratedContent(partialJSON: prefix)
        } catch {
            fuzzCheck(
                false,
                "the prefix \(prefix.debugDescription) of the JSON text \(text.debugDescription) throws: \(error)")
        }
    }
    return 0
}
