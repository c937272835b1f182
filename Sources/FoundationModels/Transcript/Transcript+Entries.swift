import Foundation

extension Transcript {
    /// The instructions entry: how the model should behave, and the tools it may call.
    public struct Instructions: Sendable, Equatable, Identifiable, Codable {
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
    }

    /// A tool the model may call: its name, what it does, and its arguments' schema.
    public struct ToolDefinition: Sendable, Equatable, Codable {
        /// The tool's name.
        public var name: String
        /// What the tool does.
        public var description: String
        /// The schema of the tool's arguments.
        public var parameters: GenerationSchema

        /// Creates a tool definition.
        public init(name: String, description: String, parameters: GenerationSchema) {
            self.name = name
            self.description = description
            self.parameters = parameters
        }

        public static func == (a: Self, b: Self) -> Bool {
            a.name == b.name && a.description == b.description && a.parameters.debugDescription == b.parameters.debugDescription
        }
    }

    /// A prompt entry.
    public struct Prompt: Sendable, Equatable, Identifiable, Codable {
        public var id: String
        /// The prompt.
        public var segments: [Segment]
        /// The options the response was generated with.
        public var options: GenerationOptions
        /// The format the response was asked for, if structured.
        public var responseFormat: ResponseFormat?

        /// Creates a prompt entry.
        public init(id: String = UUID().uuidString, segments: [Segment], options: GenerationOptions = .init(),
                    responseFormat: ResponseFormat? = nil) {
            self.id = id
            self.segments = segments
            self.options = options
            self.responseFormat = responseFormat
        }
    }

    /// The structured format a response was asked for.
    public struct ResponseFormat: Sendable, Equatable, Codable, CustomStringConvertible {
        /// The name of the format: the generated type's name, or the schema's.
        public var name: String { schema.typeName ?? "response" }
        let schema: GenerationSchema

        /// A format for a Generable type.
        public init<Content: Generable>(type: Content.Type) {
            schema = Content.generationSchema
        }

        /// A format for a schema.
        public init(schema: GenerationSchema) {
            self.schema = schema
        }

        public var description: String { name }

        public static func == (a: Self, b: Self) -> Bool { a.schema.debugDescription == b.schema.debugDescription }
    }

    /// Tool calls the model made in one step.
    public struct ToolCalls: Sendable, Equatable, Identifiable, Codable, RandomAccessCollection {
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
    }

    /// One tool call: the tool's name and the generated arguments.
    public struct ToolCall: Sendable, Equatable, Identifiable, Codable {
        public var id: String
        /// The name of the called tool.
        public var toolName: String
        /// The arguments, following the tool's schema.
        public var arguments: GeneratedContent

        /// Creates a tool call.
        public init(id: String = UUID().uuidString, toolName: String, arguments: GeneratedContent) {
            self.id = id
            self.toolName = toolName
            self.arguments = arguments
        }

        private enum CodingKeys: String, CodingKey { case id, toolName, arguments }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.decode(String.self, forKey: .id)
            toolName = try c.decode(String.self, forKey: .toolName)
            arguments = try GeneratedContent(json: c.decode(String.self, forKey: .arguments))
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(toolName, forKey: .toolName)
            try c.encode(arguments.jsonString, forKey: .arguments)
        }
    }

    /// The output of a tool call.
    public struct ToolOutput: Sendable, Equatable, Identifiable, Codable {
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
    }

    /// A response of the model.
    public struct Response: Sendable, Equatable, Identifiable, Codable {
        public var id: String
        /// Identifiers of assets (e.g. adapters) that produced the response.
        public var assetIDs: [String]
        /// The response.
        public var segments: [Segment]

        /// Creates a response entry.
        public init(id: String = UUID().uuidString, assetIDs: [String] = [], segments: [Segment]) {
            self.id = id
            self.assetIDs = assetIDs
            self.segments = segments
        }
    }
}
