import Foundation

/// A tool the model can call to get information or act, e.g. read a calendar.
///
/// The model decides when to call it; the arguments are generated under the tool's schema, so
/// they always decode into `Arguments`.
public protocol Tool<Arguments, Output>: Sendable {
    /// The output type: text, a Generable value, or generated content.
    associatedtype Output: PromptRepresentable
    /// The arguments type.
    associatedtype Arguments: ConvertibleFromGeneratedContent

    /// The tool's name (default: the type's name).
    var name: String { get }
    /// What the tool does, in words the model reads.
    var description: String { get }
    /// The schema of the arguments (default when `Arguments` is `Generable`).
    var parameters: GenerationSchema { get }
    /// Whether the tool's schema is shown in the instructions (default true).
    var includesSchemaInInstructions: Bool { get }

    /// Runs the tool.
    /// - Parameter arguments: the arguments the model generated.
    /// - Returns: the output, given back to the model.
    /// - Throws: anything; the session reports it as `ToolCallError`.
    func call(arguments: Arguments) async throws -> Output
}

extension Tool {
    public var name: String { String(describing: Self.self) }
    public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
    public var parameters: GenerationSchema { Arguments.generationSchema }
}

extension Transcript.ToolDefinition {
    /// Creates the definition of a tool.
    /// - Parameter tool: the tool.
    public init(tool: some Tool) {
        self.init(name: tool.name, description: tool.description, parameters: tool.parameters)
    }
}

extension LanguageModelSession {
    /// An error thrown by a tool the model called.
    public struct ToolCallError: Swift.Error, LocalizedError {
        /// The tool that threw.
        public var tool: any Tool
        /// The error the tool threw.
        public var underlyingError: any Swift.Error

        /// Creates a tool-call error.
        public init(tool: any Tool, underlyingError: any Swift.Error) {
            self.tool = tool
            self.underlyingError = underlyingError
        }

        public var errorDescription: String? {
            "The tool \(tool.name) failed: \(underlyingError.localizedDescription)"
        }
    }
}
