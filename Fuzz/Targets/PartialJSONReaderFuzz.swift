@testable import FoundationModelsCore

/// Fuzz target `partial-json-reader`: `GeneratedContent(partialJSON:)` on any text, and on
/// every prefix of a text that is complete JSON, as a model streams it. No prefix of valid
/// JSON may throw; the whole text must read as the strict reader reads it; and a reader fed the
/// text a character at a time shows after each one what reading the text so far at once shows
/// (and fails where it fails).
@_cdecl("LLVMFuzzerTestOneInput")
public func partialJSONReaderFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = fuzzText(start, count)
    let partial = try? GeneratedContent(partialJSON: text)
    var reader = JSONReader()
    var prefix = ""
    var fed = true
    for scalar in text.unicodeScalars {
        prefix.unicodeScalars.append(scalar)
        let atOnce = try? GeneratedContent(partialJSON: prefix)
        fed = fed && (try? reader.append(String(scalar))) != nil
        fuzzCheck(
            fed == (atOnce != nil),
            "\(prefix.debugDescription) read at once \(atOnce == nil ? "throws" : "reads"), fed a character at a time \(fed ? "reads" : "throws")"
        )
        guard fed, let atOnce else { break }
        fuzzCheck(
            reader.content.jsonString == atOnce.jsonString && reader.content.isComplete == atOnce.isComplete,
            "\(prefix.debugDescription) reads as \(atOnce.jsonString.debugDescription) at once, as \(reader.content.jsonString.debugDescription) fed a character at a time"
        )
    }
    guard let complete = try? GeneratedContent(completeJSON: text) else { return 0 }
    fuzzCheck(
        partial?.jsonString == complete.jsonString,
        "\(text.debugDescription) reads as \(complete.jsonString.debugDescription) but partially as \(partial?.jsonString.debugDescription ?? "an error")"
    )
    fuzzCheck(fed, "the JSON text \(text.debugDescription) throws when fed a character at a time")
    return 0
}
