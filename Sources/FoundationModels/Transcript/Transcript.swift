import Foundation

/// The history of a session: instructions, prompts, tool calls and their outputs, and responses.
public struct Transcript: Sendable, Equatable, RandomAccessCollection, Codable {
    private var entries: [Entry]

    /// Creates a transcript from entries.
    /// - Parameter entries: the entries, oldest first.
    public init(entries: some Sequence<Entry> = []) {
        self.entries = Array(entries)
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    mutating func append(_ entry: Entry) { entries.append(entry) }
    mutating func append(contentsOf newEntries: some Sequence<Entry>) { entries.append(contentsOf: newEntries) }
    mutating func removeLast(_ k: Int) { entries.removeLast(k) }

    /// An entry of a transcript.
    public enum Entry: Sendable, Equatable, Identifiable, Codable, CustomStringConvertible {
        /// The instructions the session was created with, with the tools it can call.
        case instructions(Instructions)
        /// A prompt of the user.
        case prompt(Prompt)
        /// Tool calls the model decided to make.
        case toolCalls(ToolCalls)
        /// The output of one tool call.
        case toolOutput(ToolOutput)
        /// A response of the model.
        case response(Response)

        public var id: String {
            switch self {
            case .instructions(let e): e.id
            case .prompt(let e): e.id
            case .toolCalls(let e): e.id
            case .toolOutput(let e): e.id
            case .response(let e): e.id
            }
        }

        public var description: String {
            switch self {
            case .instructions(let e): "(Instructions) " + e.segments.text
            case .prompt(let e): "(Prompt) " + e.segments.text
            case .toolCalls(let e): "(Tool calls) " + e.map { "\($0.toolName) \($0.arguments.jsonString)" }.joined(separator: "; ")
            case .toolOutput(let e): "(Tool output: \(e.toolName)) " + e.segments.text
            case .response(let e): "(Response) " + e.segments.text
            }
        }
    }

    /// A part of an entry: text, or structured content.
    public enum Segment: Sendable, Equatable, Identifiable, Codable, CustomStringConvertible {
        /// Plain text.
        case text(TextSegment)
        /// Structured content, e.g. a guided-generation response.
        case structure(StructuredSegment)

        public var id: String {
            switch self {
            case .text(let s): s.id
            case .structure(let s): s.id
            }
        }

        public var description: String {
            switch self {
            case .text(let s): s.content
            case .structure(let s): s.content.jsonString
            }
        }
    }

    /// A text segment.
    public struct TextSegment: Sendable, Equatable, Identifiable, Codable {
        public var id: String
        /// The text.
        public var content: String

        /// Creates a text segment.
        public init(id: String = UUID().uuidString, content: String) {
            self.id = id
            self.content = content
        }
    }

    /// A segment of structured content.
    public struct StructuredSegment: Sendable, Equatable, Identifiable, Codable {
        public var id: String
        /// What produced the content, e.g. the name of the generated type.
        public var source: String
        /// The content.
        public var content: GeneratedContent

        /// Creates a structured segment.
        public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
            self.id = id
            self.source = source
            self.content = content
        }

        private enum CodingKeys: String, CodingKey { case id, source, content }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.decode(String.self, forKey: .id)
            source = try c.decode(String.self, forKey: .source)
            content = try GeneratedContent(json: c.decode(String.self, forKey: .content))
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(source, forKey: .source)
            try c.encode(content.jsonString, forKey: .content)
        }
    }
}

extension [Transcript.Segment] {
    /// The segments as one text; structured content as JSON.
    var text: String { map(\.description).joined(separator: "\n") }
}
