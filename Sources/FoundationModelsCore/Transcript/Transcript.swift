import Foundation

/// The history of a session: instructions, prompts, responses, reasoning, tool calls and their
/// outputs, and data entries, in order.
///
/// A transcript is a mutable collection of entries: iterate it, change it, or build one and start
/// a session with it.
public struct Transcript: Sendable, Equatable, RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    private var entries: [Entry]

    /// Creates a transcript from entries.
    /// - Parameter entries: the entries, oldest first.
    public init(entries: some Sequence<Entry> = []) {
        self.entries = Array(entries)
    }

    /// Creates an empty transcript.
    public init() {
        entries = []
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }

    public subscript(position: Int) -> Entry {
        get { entries[position] }
        set { entries[position] = newValue }
    }

    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Entry {
        entries.replaceSubrange(subrange, with: newElements)
    }

    /// The entries after the leading instructions entry, if there is one. Setting it replaces
    /// them and keeps the instructions.
    public var history: ArraySlice<Entry> {
        get { entries[historyStart...] }
        set { entries.replaceSubrange(historyStart..., with: newValue) }
    }

    private var historyStart: Int {
        if case .instructions = entries.first { 1 } else { 0 }
    }

    /// An entry of a transcript.
    public enum Entry: Sendable, Equatable, Identifiable, CustomStringConvertible {
        /// The instructions the session was created with, with the tools it can call.
        case instructions(Instructions)
        /// A prompt, usually from the user.
        case prompt(Prompt)
        /// Tool calls the model decided to make.
        case toolCalls(ToolCalls)
        /// The output of one tool call.
        case toolOutput(ToolOutput)
        /// A response of the model.
        case response(Response)
        /// The model's reasoning before it answered.
        case reasoning(Reasoning)
        /// Data the model produced that no message owns, identified by a content type.
        case data(DataEntry)

        public var id: String {
            switch self {
            case .instructions(let e): e.id
            case .prompt(let e): e.id
            case .toolCalls(let e): e.id
            case .toolOutput(let e): e.id
            case .response(let e): e.id
            case .reasoning(let e): e.id
            case .data(let e): e.id
            }
        }

        public var description: String {
            switch self {
            case .instructions(let e): e.description
            case .prompt(let e): e.description
            case .toolCalls(let e): e.description
            case .toolOutput(let e): e.description
            case .response(let e): e.description
            case .reasoning(let e): e.description
            case .data(let e): e.description
            }
        }
    }

    /// A part of an entry: text, structured content, or an attachment.
    public enum Segment: Sendable, Equatable, Identifiable, CustomStringConvertible {
        /// Plain text.
        case text(TextSegment)
        /// Structured content, e.g. a guided-generation response.
        case structure(StructuredSegment)
        /// An image or data attachment.
        case attachment(AttachmentSegment)

        public var id: String {
            switch self {
            case .text(let s): s.id
            case .structure(let s): s.id
            case .attachment(let s): s.id
            }
        }

        public var description: String {
            switch self {
            case .text(let s): s.description
            case .structure(let s): s.description
            case .attachment(let s): s.description
            }
        }
    }

    /// A text segment.
    public struct TextSegment: Sendable, Equatable, Identifiable, CustomStringConvertible {
        public var id: String
        /// The text.
        public var content: String

        /// Creates a text segment.
        public init(id: String = UUID().uuidString, content: String) {
            self.id = id
            self.content = content
        }

        public var description: String { content }
    }

    /// A segment of structured content.
    public struct StructuredSegment: Sendable, Equatable, Identifiable, CustomStringConvertible {
        public var id: String
        /// The name of the schema the content follows, e.g. the generated type's name.
        public var schemaName: String
        /// The content.
        public var content: GeneratedContent

        /// Creates a structured segment.
        public init(id: String = UUID().uuidString, schemaName: String, content: GeneratedContent) {
            self.id = id
            self.schemaName = schemaName
            self.content = content
        }

        /// Creates a structured segment (26.x spelling).
        @available(*, deprecated, renamed: "init(id:schemaName:content:)")
        public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
            self.init(id: id, schemaName: source, content: content)
        }

        /// What produced the content (26.x spelling of ``schemaName``).
        @available(*, deprecated, renamed: "schemaName")
        public var source: String {
            get { schemaName }
            set { schemaName = newValue }
        }

        public var description: String { content.jsonString }
    }
}

extension [Transcript.Segment] {
    /// The segments as one text; structured content as JSON, attachments by label.
    package var text: String { map(\.description).joined(separator: "\n") }
}
