import Foundation

@testable import FoundationModelsCore

/// Fuzz target `json-reader`: `GeneratedContent(completeJSON:)` (the strict reader) on any text. Content it reads must be
/// complete and written back as JSON that reads again to the same text, and Foundation's
/// `JSONSerialization` must accept the text too (it also accepts more: trailing commas, text
/// after a NUL byte, so only this direction is checked).
@_cdecl("LLVMFuzzerTestOneInput")
public func jsonReaderFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = fuzzText(start, count)
    guard let content = try? GeneratedContent(completeJSON: text) else { return 0 }
    fuzzCheck(content.isComplete, "content read from \(text.debugDescription) is incomplete")
    let written = content.jsonString
    let again = try? GeneratedContent(completeJSON: written)
    fuzzCheck(
        again?.jsonString == written,
        "\(text.debugDescription) was written as \(written.debugDescription), which reads back as \(again?.jsonString.debugDescription ?? "an error")"
    )
    // JSONSerialization refuses numbers beyond Double's range; the reader keeps their text.
    let foundation = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
    fuzzCheck(
        foundation || hasInfiniteNumber(content),
        "the reader accepts \(text.debugDescription), JSONSerialization refuses it")
    return 0
}

/// Whether some number in the content is beyond `Double`'s range.
private func hasInfiniteNumber(_ content: GeneratedContent) -> Bool {
    switch content.kind {
    case .number(let value): return !value.isFinite
    case .array(let elements): return elements.contains(where: hasInfiniteNumber)
    case .structure(let properties, _): return properties.values.contains(where: hasInfiniteNumber)
    default: return false
    }
}
