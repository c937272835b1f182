import Foundation

extension Transcript.Entry {
    /// The instructions, when the entry is an instructions entry; otherwise nil.
    public var instructions: Transcript.Instructions? {
        if case .instructions(let instructions) = self { instructions } else { nil }
    }

    /// The prompt, when the entry is a prompt; otherwise nil.
    public var prompt: Transcript.Prompt? {
        if case .prompt(let prompt) = self { prompt } else { nil }
    }

    /// The tool calls, when the entry is a tool-calls entry; otherwise nil.
    public var toolCalls: Transcript.ToolCalls? {
        if case .toolCalls(let calls) = self { calls } else { nil }
    }

    /// The tool output, when the entry is a tool-output entry; otherwise nil.
    public var toolOutput: Transcript.ToolOutput? {
        if case .toolOutput(let output) = self { output } else { nil }
    }

    /// The response, when the entry is a response; otherwise nil.
    public var response: Transcript.Response? {
        if case .response(let response) = self { response } else { nil }
    }

    /// The reasoning, when the entry is a reasoning entry; otherwise nil.
    public var reasoning: Transcript.Reasoning? {
        if case .reasoning(let reasoning) = self { reasoning } else { nil }
    }

    /// The data, when the entry is a data entry; otherwise nil.
    public var data: Transcript.DataEntry? {
        if case .data(let data) = self { data } else { nil }
    }
}

extension Transcript.Segment {
    /// The text segment, when the segment is text; otherwise nil.
    public var text: Transcript.TextSegment? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The structured segment, when the segment is structured content; otherwise nil.
    public var structure: Transcript.StructuredSegment? {
        if case .structure(let structure) = self { structure } else { nil }
    }

    /// The attachment segment, when the segment is an attachment; otherwise nil.
    public var attachment: Transcript.AttachmentSegment? {
        if case .attachment(let attachment) = self { attachment } else { nil }
    }
}
