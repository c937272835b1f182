import Foundation

/// Builds the transcript entries of one executor step from the events it sends: text appended
/// to responses and reasoning, tool calls whose arguments arrive in pieces, data entries,
/// metadata and usage. Events with the same entry identifier build one entry; an event without
/// one continues the entry of the previous event when that was of the same kind.
struct ResponseAssembler {
    private enum Pending {
        case response(Transcript.Response)
        case reasoning(Transcript.Reasoning)
        case toolCalls(id: String, calls: [PendingCall])
        case data(Transcript.DataEntry)
    }

    private struct PendingCall {
        var id: String
        var name: String
        var arguments = ""
        var metadata: [String: GeneratedContent] = [:]
    }

    private enum Kind { case response, reasoning, toolCalls }

    private var order: [String] = []
    private var pending: [String: Pending] = [:]
    private var last: (kind: Kind, id: String)?
    private var reportedUsage: LanguageModelExecutorGenerationChannel.Usage?
    private var countedOutput = 0
    private var countedReasoning = 0

    /// The identifier of the response entry text went to last, if any.
    private(set) var responseID: String?

    /// How an event changed ``responseText``.
    enum TextChange: Equatable {
        case none
        /// Text added at the end.
        case appended(String)
        /// Any other change: read the text again.
        case replaced
    }

    /// Applies one event.
    /// - Returns: how the event changed the response's text.
    @discardableResult
    mutating func apply(_ event: LanguageModelExecutorGenerationChannel.Event) -> TextChange {
        switch event.storage {
        case .response(let change): return apply(change.action, to: entryID(change.entryID, .response))
        case .reasoning(let change): apply(change.action, to: entryID(change.entryID, .reasoning))
        case .toolCalls(let change): apply(change.action, to: entryID(change.entryID, .toolCalls))
        case .data(let change):
            guard case .update(let type, let content, let metadata) = change.action.storage else { return .none }
            let id = change.entryID ?? UUID().uuidString
            if pending[id] == nil { order.append(id) }
            pending[id] = .data(Transcript.DataEntry(id: id, contentType: type, content: content, metadata: metadata))
            last = nil
        }
        return .none
    }

    private mutating func entryID(_ given: String?, _ kind: Kind) -> String {
        let id = given ?? (last?.kind == kind ? last!.id : UUID().uuidString)
        last = (kind, id)
        return id
    }

    private mutating func apply(_ action: LanguageModelExecutorGenerationChannel.Response.Action, to id: String)
        -> TextChange
    {
        var response: Transcript.Response
        var change = TextChange.none
        // Taken out while it changes, so that its text is not copied.
        if case .response(let existing)? = pending.removeValue(forKey: id) {
            response = existing
        } else {
            response = Transcript.Response(id: id, segments: [])
            order.append(id)
        }
        switch action.storage {
        case .appendText(let fragment):
            let atEnd = Self.append(fragment.content, segmentID: fragment.segmentID, to: &response.segments)
            countedOutput += fragment.tokenCount
            change = atEnd && (responseID ?? id) == id ? .appended(fragment.content) : .replaced
            responseID = id
        case .replaceTextSegment(let replacement):
            Self.replace(with: replacement.content, segmentID: replacement.segmentID, in: &response.segments)
            change = .replaced
            responseID = id
        case .addAttachment(let segment):
            response.segments.append(.attachment(segment))
        case .removeAttachment(let segmentID):
            response.segments.removeAll { $0.id == segmentID }
        case .updateMetadata(let metadata):
            response.metadata = metadata.values
        case .updateUsage(let usage):
            reportedUsage = usage
        }
        pending[id] = .response(response)
        return change
    }

    private mutating func apply(_ action: LanguageModelExecutorGenerationChannel.Reasoning.Action, to id: String) {
        var reasoning: Transcript.Reasoning
        if case .reasoning(let existing)? = pending[id] {
            reasoning = existing
        } else {
            reasoning = Transcript.Reasoning(id: id, segments: [])
            order.append(id)
        }
        switch action.storage {
        case .appendText(let fragment):
            _ = Self.append(fragment.content, segmentID: fragment.segmentID, to: &reasoning.segments)
            countedOutput += fragment.tokenCount
            countedReasoning += fragment.tokenCount
        case .replaceTextSegment(let replacement):
            Self.replace(with: replacement.content, segmentID: replacement.segmentID, in: &reasoning.segments)
        case .updateSignature(let signature):
            reasoning.signature = signature.signature
        case .updateMetadata(let metadata):
            reasoning.metadata = metadata.values
        case .updateUsage(let usage):
            reportedUsage = usage
        }
        pending[id] = .reasoning(reasoning)
    }

    private mutating func apply(_ action: LanguageModelExecutorGenerationChannel.ToolCalls.Action, to id: String) {
        var calls: [PendingCall] = []
        if case .toolCalls(_, let existing)? = pending[id] { calls = existing } else { order.append(id) }
        switch action.storage {
        case .toolCall(let change):
            var call = calls.first { $0.id == change.id } ?? PendingCall(id: change.id, name: change.name)
            if !change.name.isEmpty { call.name = change.name }
            switch change.action.storage {
            case .appendArguments(let fragment):
                call.arguments += fragment.content
                countedOutput += fragment.tokenCount
            case .updateMetadata(let metadata):
                call.metadata = metadata.values
            }
            if let index = calls.firstIndex(where: { $0.id == change.id }) {
                calls[index] = call
            } else {
                calls.append(call)
            }
        case .removeToolCall(let callID):
            calls.removeAll { $0.id == callID }
        case .updateMetadata:
            break  // a tool-calls entry has no metadata of its own; calls do
        case .updateUsage(let usage):
            reportedUsage = usage
        }
        pending[id] = .toolCalls(id: id, calls: calls)
    }

    /// Appends text to the segment `segmentID` (made if missing), or to the last text segment.
    /// - Returns: whether the text went after all the text there was (to the last text segment).
    private static func append(_ text: String, segmentID: String?, to segments: inout [Transcript.Segment]) -> Bool {
        let lastText = segments.lastIndex { if case .text = $0 { true } else { false } }
        let index = segmentID.map { id in segments.firstIndex { $0.id == id } } ?? lastText
        if let index, case .text(var segment) = segments[index] {
            segments[index] = .text(Transcript.TextSegment(id: segment.id, content: ""))  // one reference to the text
            segment.content += text
            segments[index] = .text(segment)
            return index == lastText
        }
        segments.append(.text(Transcript.TextSegment(id: segmentID ?? UUID().uuidString, content: text)))
        return true
    }

    /// Replaces the text of the segment `segmentID` (made if missing), or of the last text segment.
    private static func replace(with text: String, segmentID: String?, in segments: inout [Transcript.Segment]) {
        let index =
            segmentID.map { id in segments.firstIndex { $0.id == id } }
            ?? segments.lastIndex { if case .text = $0 { true } else { false } }
        if let index, case .text(var segment) = segments[index] {
            segment.content = text
            segments[index] = .text(segment)
        } else {
            segments.append(.text(Transcript.TextSegment(id: segmentID ?? UUID().uuidString, content: text)))
        }
    }

    /// The text of the response so far (its text segments, in order).
    var responseText: String {
        guard let responseID, case .response(let response)? = pending[responseID] else { return "" }
        return response.segments.compactMap { if case .text(let text) = $0 { text.content } else { nil } }.joined()
    }

    /// The response entry the text went to, as assembled so far.
    var response: Transcript.Response? {
        guard let responseID, case .response(let response)? = pending[responseID] else { return nil }
        return response
    }

    /// Whether the step made tool calls.
    var hasToolCalls: Bool {
        pending.values.contains { if case .toolCalls(_, let calls) = $0 { !calls.isEmpty } else { false } }
    }

    /// The step's usage: the executor's last report, or else the token counts of its events.
    var usage: LanguageModelSession.Usage {
        guard let reported = reportedUsage else {
            return .init(
                input: .init(totalTokenCount: 0, cachedTokenCount: 0),
                output: .init(totalTokenCount: countedOutput, reasoningTokenCount: countedReasoning))
        }
        var usage = LanguageModelSession.Usage(
            input: .init(
                totalTokenCount: reported.input.totalTokenCount, cachedTokenCount: reported.input.cachedTokenCount),
            output: .init(
                totalTokenCount: reported.output.totalTokenCount,
                reasoningTokenCount: max(reported.output.reasoningTokenCount, countedReasoning)))
        usage.metadata = reported.metadata
        return usage
    }

    /// The entries in the order they first appeared, with the response replaced by `response`
    /// (its final form) when given, and tool calls' arguments read as JSON.
    /// - Throws: `GeneratedContent.ParsingError` when a call's arguments are not JSON.
    func entries(finalResponse response: Transcript.Response? = nil) throws -> [Transcript.Entry] {
        try order.compactMap { id -> Transcript.Entry? in
            switch pending[id] {
            case .response(let entry)?:
                if id == responseID, let response { return .response(response) }
                return entry.segments.isEmpty ? nil : .response(entry)
            case .reasoning(let entry)?: return .reasoning(entry)
            case .data(let entry)?: return .data(entry)
            case .toolCalls(let id, let calls)? where !calls.isEmpty:
                return .toolCalls(Transcript.ToolCalls(id: id, try calls.map(Self.toolCall)))
            default: return nil
            }
        }
    }

    private static func toolCall(_ call: PendingCall) throws -> Transcript.ToolCall {
        let text = call.arguments.trimmingCharacters(in: .whitespacesAndNewlines)
        let arguments: GeneratedContent
        do {
            arguments = try GeneratedContent(completeJSON: text.isEmpty ? "{}" : text)
        } catch {
            throw GeneratedContent.ParsingError(
                rawContent: call.arguments, underlyingError: error,
                debugDescription:
                    "The arguments of the model's call to \(call.name) are not valid JSON: \(call.arguments)")
        }
        return Transcript.ToolCall(id: call.id, metadata: call.metadata, toolName: call.name, arguments: arguments)
    }
}
