import Foundation
@testable import FoundationModels

/// Fuzz target `json-reader`: `GeneratedContent(json:)` on any text. Content it reads must be
/// complete and written back as JSON that reads again to the same text; Foundation's
/// `JSONSerialization` must agree on which texts are JSON (nesting within the reader's limit).
@_cdecl("LLVMFuzzerTestOneInput")
public func jsonReaderFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = fuzzText(start, count)
    let content = try? GeneratedContent(json: text)
    // JSONSerialization stops reading at a NUL byte; only texts without one are compared.
    let comparable = !text.utf8.contains(0)
    let foundation = comparable
        && (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
    if let content {
        fuzzCheck(content.isComplete, "content read from \(text.debugDescription) is incomplete")
        let written = content.jsonString
        let again = try? GeneratedContent(json: written)
        fuzzCheck(again?.jsonString == written,
                  "\(text.debugDescription) was written as \(written.debugDescription), which reads back as \(again?.jsonString.debugDescription ?? "an error")")
        // JSONSerialization refuses numbers beyond Double's range; the reader keeps their text.
        fuzzCheck(foundation || !comparable || hasInfiniteNumber(content), "the reader accepts \(text.debugDescription), JSONSerialization refuses it")
    } else if foundation {
        fuzzCheck(nestingDepth(text) > JSONReader.maximumDepth,
                  "JSONSerialization accepts \(text.debugDescription), the reader refuses it")
    }
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

/// The deepest nesting of brackets outside strings (a rough count, enough to tell the
/// reader's depth limit apart).
private func nestingDepth(_ text: String) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in text.utf8 {
        if inString {
            if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            depth += 1
            deepest = max(deepest, depth)
        case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        default: break
        }
    }
    return deepest
}
