import Foundation

extension Transcript {
    /// The instructions entry: how the model should behave, and the tools it may call.
    public struct Instructions: Sendable, Equatable, Identifiable, CustomStringConvertible {
        public var id: String
        /// The instructions.
        public var segments: [Segment]
        /// The tools the model may call.
        public var toolDefinitions: [ToolDefinition]

        /// Creates an instructions entry.
        public init(id: String = UUID().uuidString, segments: [Segment], toolDefinitions: [ToolDefinition]) {
            self.id = id
            self.segments = segments
            self.toolDefinitions = toolDefinitions
        }

        public var description: String { "(Instructions) " + segments.text }
    }

    /// A tool the model may call: its name, what it does, and its arguments' schema.
    public struct ToolDefinition: Sendable, Equatable {
        /// The tool's name.
        public var name: String
        /// What the tool does.
        public var description: String
        /// The schema of the tool's arguments (it encodes to JSON Schema).
        public var parameters: GenerationSchema

        /// Creates a tool definition.
        public init(name: String, description: String, parameters: GenerationSchema) {
            self.name = name
            self.description = description
            self.parameters = parameters
        }

        public static func == (a: Self, b: Self) -> Bool {
            a.name == b.name && a.description == b.description
                && a.parameters.debugDescription == b.parameters.debugDescription
        }
    }

    /// A prompt entry.
    public struct Prompt: Sendable, Equatable, Identifiable, CustomStringConvertible {
        public var id: String
        /// The prompt.
        public var segments: [Segment]
        /// The options the response was generated with.
        public var options: GenerationOptions
        /// What went into the model's prompt besides the transcript.
        public var contextOptions: ContextOptions
        /// Values the caller attached to the request.
        public var metadata: [String: GeneratedContent]
        /// The format the response was asked for, if structured.
        public var responseFormat: ResponseFormat?

        /// Creates a prompt entry.
        public init(
            id: String = UUID().uuidString, segments: [Segment], options: GenerationOptions = .init(),
            responseFormat: ResponseFormat? = nil
        ) {
            self.init(id: id, metadata: [:], segments: segments, options: options, responseFormat: responseFormat)
        }

        /// Creates a prompt entry with metadata and context options.
        public init(
            id: String = UUID().uuidString, metadata: [String: any ConvertibleToGeneratedContent] = [:],
            segments: [Segment], options: GenerationOptions = .init(), responseFormat: ResponseFormat? = nil,
            contextOptions: ContextOptions = ContextOptions()
        ) {
            self.id = id
            self.segments = segments
            self.options = options
            self.contextOptions = contextOptions
            self.metadata = metadata.mapValues(\.generatedContent)
            self.responseFormat = responseFormat
        }

        public var description: String { "(Prompt) " + segments.text }
    }

    /// The structured format a response was asked for.
    public struct ResponseFormat: Sendable, Equatable, CustomStringConvertible {
        /// What the format is.
        public let kind: Kind

        /// The kinds of response formats.
        public enum Kind: Sendable, Equatable {
            /// Content following a schema.
            case schema(GenerationSchema)

            public static func == (a: Kind, b: Kind) -> Bool {
                switch (a, b) {
                case (.schema(let x), .schema(let y)): x.debugDescription == y.debugDescription
                }
            }
        }

        /// The name of the format: the schema's name.
        public var name: String { schema.name }

        /// A format for a Generable type.
        public init<Content: Generable>(type: Content.Type) {
            kind = .schema(Content.generationSchema)
        }

        /// A format for a schema.
        public init(schema: GenerationSchema) {
            kind = .schema(schema)
        }

        /// The schema of the format.
        package var schema: GenerationSchema {
            switch kind {
            case .schema(let schema): schema
            }
        }

        public var description: String { name }
    }

    /// Tool calls the model made in one step.
    public struct ToolCalls: Sendable, Equatable, Identifiable, RandomAccessCollection, CustomStringConvertible {
        public var id: String
        private var calls: [ToolCall]

        /// Creates a tool-calls entry.
        public init<S: Sequence<ToolCall>>(id: String = UUID().uuidString, _ calls: S) {
            self.id = id
            self.calls = Array(calls)
        }

        public var startIndex: Int { calls.startIndex }
        public var endIndex: Int { calls.endIndex }
        public subscript(position: Int) -> ToolCall { calls[position] }

        public var description: String { "(Tool calls) " + map(\.description).joined(separator: "; ") }
    }

    /// One tool call: the tool's name and the generated arguments.
    public struct ToolCall: Sendable, Equatable, Identifiable, CustomStringConvertible {
        public var id: String
        /// The name of the called tool.
        public var toolName: String
        /// The arguments, following the tool's schema.
        public var arguments: GeneratedContent
        /// What the model's backend attached to the call.
        public var metadata: [String: GeneratedContent]

        /// Creates a tool call.
        public init(id: String = UUID().uuidString, toolName: String, arguments: GeneratedContent) {
            self.init(id: id, metadata: [:], toolName: toolName, arguments: arguments)
        }

        /// Creates a tool call with metadata.
        public init(
            id: String, metadata: [String: any ConvertibleToGeneratedContent], toolName: String,
            arguments: GeneratedContent
        ) {
            self.id = id
            self.toolName = toolName
            self.arguments = arguments
            self.metadata = metadata.mapValues(\.generatedContent)
        }

        public var description: String { "\(toolName) \(arguments.jsonString)" }
    }

    /// The output of a tool call.
    public struct ToolOutput: Sendable, Equatable, Identifiable, CustomStringConvertible {
        /// The identifier of the call it answers.
        public var id: String
        /// The name of the tool.
        public var toolName: String
        /// The output.
        public var segments: [Segment]

        /// Creates a tool-output entry.
        public init(id: String, toolName: String, segments: [Segment]) {
            self.id = id
            self.toolName = toolName
            self.segments = segments
        }

        public var description: String { "(Tool output: \(toolName)) " + segments.text }
    }

    /// A response of the model.
    public struct Response: Sendable, Equatable, Identifiable, CustomStringConvertible {
        public var id: String
        /// Identifiers of assets (e.g. adapters) that produced the response.
        public var assetIDs: [String]
        /// The response.
        public var segments: [Segment]
        /// What the model's backend attached to the response.
        public var metadata: [String: GeneratedContent]

        /// Creates a response entry (26.x).
        public init(id: String = UUID().uuidString, assetIDs: [String], segments: [Segment]) {
            self.id = id
            self.assetIDs = assetIDs
            self.segments = segments
            self.metadata = [:]
        }

        /// Creates a response entry with metadata.
        public init(
            id: String = UUID().uuidString, metadata: [String: any ConvertibleToGeneratedContent] = [:],
            segments: [Segment]
        ) {
            self.id = id
            self.assetIDs = []
            self.segments = segments
            self.metadata = metadata.mapValues(\.generatedContent)
        }

        public var description: String { "(Response) " + segments.text }
    }

    /// The model's reasoning before it answered.
    public struct Reasoning: Sendable, Equatable, Identifiable, CustomStringConvertible {
        public var id: String
        /// The reasoning, or a summary of it when there is a signature.
        public var segments: [Segment]
        /// The backend's opaque record of the reasoning, if it gives one.
        public var signature: Data?
        /// What the model's backend attached to the reasoning.
        public var metadata: [String: GeneratedContent]

        /// Creates a reasoning entry.
        public init(
            id: String = UUID().uuidString, metadata: [String: any ConvertibleToGeneratedContent] = [:],
            segments: [Segment], signature: Data? = nil
        ) {
            self.id = id
            self.segments = segments
            self.signature = signature
            self.metadata = metadata.mapValues(\.generatedContent)
        }

        public var description: String { "(Reasoning) " + segments.text }
    }

    /// Data the model produced that no message owns (e.g. search attributions), identified by
    /// its content type.
    public struct DataEntry: Sendable, Equatable, Identifiable, CustomStringConvertible {
        public var id: String
        /// How to read `content`.
        public var contentType: UTType
        /// The bytes.
        public var content: Data
        /// What the backend attached to the entry.
        public var metadata: GeneratedContent

        /// Creates a data entry.
        public init(
            id: String = UUID().uuidString, contentType: UTType, content: Data,
            metadata: GeneratedContent = GeneratedContent(properties: [:])
        ) {
            self.id = id
            self.contentType = contentType
            self.content = content
            self.metadata = metadata
        }

        public var description: String { "(Data: \(contentType.identifier)) \(content.count) bytes" }
    }
}
