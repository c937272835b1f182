import Foundation
import FoundationModelsCore

/// Tool calls that a model wrote as text instead of in the `tool_calls` field: small models
/// often answer `{"name": "getWeather", "arguments": {...}}`, bare or in `<tool_call>` tags or
/// a code fence, and a server parses that only when it matches the model's template exactly.
/// The whole text must be calls to the request's tools; anything else is an answer.
enum TextToolCalls {
    /// Whether text so far may be the start of a tool call written as text (so it is held back
    /// from snapshots until the response is complete).
    static func mayBeginCall(_ text: String) -> Bool {
        let start = text.drop { $0.isWhitespace }
        return start.isEmpty || start.hasPrefix("{") || start.hasPrefix("[") || start.hasPrefix("```")
            || "<tool_call>".hasPrefix(start.prefix(11)) || start.hasPrefix("<tool_call>")
    }

    /// The tool calls a whole response consists of.
    /// - Parameters:
    ///   - text: the response.
    ///   - tools: the names of the tools the model may call.
    /// - Returns: the calls, or an empty array when the text is not only calls to those tools.
    static func calls(in text: String, tools: Set<String>) -> [Transcript.ToolCall] {
        var body = JSONExtraction.json(in: text)
        var pieces: [String] = []
        if body.hasPrefix("<tool_call>") {
            while let open = body.range(of: "<tool_call>") {
                guard body[..<open.lowerBound].allSatisfy(\.isWhitespace) else { return [] }
                let rest = body[open.upperBound...]
                let close = rest.range(of: "</tool_call>")
                pieces.append(String(rest[..<(close?.lowerBound ?? rest.endIndex)]))
                body = close.map { String(rest[$0.upperBound...]) } ?? ""
            }
            guard body.allSatisfy(\.isWhitespace) else { return [] }
        } else {
            pieces = [body]
        }
        var calls: [Transcript.ToolCall] = []
        for piece in pieces {
            guard let json = try? GeneratedContent(completeJSON: JSONExtraction.json(in: piece)) else { return [] }
            for object in json.arrayValue ?? [json] {
                guard let call = call(from: object, tools: tools) else { return [] }
                calls.append(call)
            }
        }
        return calls
    }

    private static func call(from object: GeneratedContent, tools: Set<String>) -> Transcript.ToolCall? {
        let function = object[member: "function"] ?? object
        guard let name = function[member: "name"]?.stringValue, tools.contains(name) else { return nil }
        let value = function[member: "arguments"] ?? function[member: "parameters"] ?? JSON.object([])
        if let text = value.stringValue {
            guard let parsed = try? GeneratedContent(completeJSON: text) else { return nil }
            return Transcript.ToolCall(toolName: name, arguments: parsed)
        }
        guard case .structure = value.kind else { return nil }
        return Transcript.ToolCall(toolName: name, arguments: value)
    }
}
