import Foundation

extension LanguageModelExecutorGenerationChannel {
    /// One thing an executor sends: a change to a response, reasoning, tool-calls or data entry.
    public struct Event: Sendable {
        /// What the event changes.
        package enum Storage: Sendable {
            case response(Response)
            case reasoning(Reasoning)
            case toolCalls(ToolCalls)
            case data(DataEntry)
        }

        package let storage: Storage

        /// A change to a response entry. A nil identifier continues the last response entry.
        public static func response(entryID: String? = nil, action: Response.Action) -> Event {
            Event(storage: .response(Response(entryID: entryID, action: action)))
        }

        /// A change to a reasoning entry. A nil identifier continues the trailing reasoning entry.
        public static func reasoning(entryID: String? = nil, action: Reasoning.Action) -> Event {
            Event(storage: .reasoning(Reasoning(entryID: entryID, action: action)))
        }

        /// A change to a tool-calls entry. A nil identifier continues the last tool-calls entry.
        public static func toolCalls(entryID: String? = nil, action: ToolCalls.Action) -> Event {
            Event(storage: .toolCalls(ToolCalls(entryID: entryID, action: action)))
        }

        /// Adds or replaces a data entry. A nil identifier adds a new entry.
        public static func data(entryID: String? = nil, action: DataEntry.Action) -> Event {
            Event(storage: .data(DataEntry(entryID: entryID, action: action)))
        }
    }

    /// A change to a response entry.
    public struct Response: Sendable {
        /// The entry it belongs to.
        public var entryID: String?
        /// What changes.
        public var action: Action
    }

    /// A change to a reasoning entry.
    public struct Reasoning: Sendable {
        /// The entry it belongs to.
        public var entryID: String?
        /// What changes.
        public var action: Action
    }

    /// A change to a tool-calls entry.
    public struct ToolCalls: Sendable {
        /// The entry it belongs to.
        public var entryID: String?
        /// What changes.
        public var action: Action

        /// A change to one tool call of the entry.
        public struct ToolCall: Sendable {
            /// The call's identifier; the first event with an identifier opens the call.
            public var id: String
            /// The called tool's name, on every event of the call.
            public var name: String
            /// What changes.
            public var action: Action

            /// Text appended to the call's arguments (JSON).
            public struct ArgumentsFragment: Sendable {
                /// The text.
                public var content: String
                /// The tokens it took.
                public var tokenCount: Int
            }
        }
    }

    /// A change to a data entry.
    public struct DataEntry: Sendable {
        /// The entry it belongs to.
        public var entryID: String?
        /// What changes.
        public var action: Action
    }

    /// Text appended to an entry's current text segment.
    public struct TextFragment: Sendable {
        /// The text.
        public var content: String
        /// The segment it belongs to; nil continues the current one.
        public var segmentID: String?
        /// The tokens it took.
        public var tokenCount: Int
    }

    /// A new text for an entry's current text segment.
    public struct TextSegmentReplacement: Sendable {
        /// The text.
        public var content: String
        /// The segment it replaces; nil for the current one.
        public var segmentID: String?
        /// The tokens it took.
        public var tokenCount: Int
    }

    /// A reasoning entry's opaque signature, replacing the previous one.
    public struct ReasoningSignature: Sendable {
        /// The signature's bytes.
        public var signature: Data
        /// The tokens it took.
        public var tokenCount: Int
    }

    /// A snapshot of an entry's metadata, replacing the previous one.
    public struct Metadata: Sendable {
        /// The values.
        public var values: [String: GeneratedContent]
    }

    /// The tokens a request has used so far; each report replaces the previous one.
    public struct Usage: Sendable {
        /// The tokens read.
        public var input: Input
        /// The tokens generated.
        public var output: Output
        /// Other figures the model reports.
        public var metadata: [String: GeneratedContent]

        /// Creates a usage report.
        public init(input: Input, output: Output, metadata: [String: any ConvertibleToGeneratedContent] = [:]) {
            self.input = input
            self.output = output
            self.metadata = metadata.mapValues(\.generatedContent)
        }

        /// The tokens read.
        public struct Input: Sendable {
            /// All tokens of the prompt and transcript.
            public var totalTokenCount: Int
            /// The tokens that came from a cache instead of being computed.
            public var cachedTokenCount: Int

            /// Creates input counts.
            public init(totalTokenCount: Int, cachedTokenCount: Int) {
                self.totalTokenCount = totalTokenCount
                self.cachedTokenCount = cachedTokenCount
            }
        }

        /// The tokens generated.
        public struct Output: Sendable {
            /// All generated tokens.
            public var totalTokenCount: Int
            /// The tokens of reasoning among them.
            public var reasoningTokenCount: Int

            /// Creates output counts.
            public init(totalTokenCount: Int, reasoningTokenCount: Int) {
                self.totalTokenCount = totalTokenCount
                self.reasoningTokenCount = reasoningTokenCount
            }
        }
    }
}
