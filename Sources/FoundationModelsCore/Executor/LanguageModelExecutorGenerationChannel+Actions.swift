import Foundation

extension LanguageModelExecutorGenerationChannel.Response {
    /// What a response event does.
    public struct Action: Sendable {
        package enum Storage: Sendable {
            case appendText(LanguageModelExecutorGenerationChannel.TextFragment)
            case replaceTextSegment(LanguageModelExecutorGenerationChannel.TextSegmentReplacement)
            case addAttachment(Transcript.AttachmentSegment)
            case removeAttachment(id: String)
            case updateMetadata(LanguageModelExecutorGenerationChannel.Metadata)
            case updateUsage(LanguageModelExecutorGenerationChannel.Usage)
        }

        package let storage: Storage

        /// Appends text to the entry's current text segment (or the segment `segmentID`).
        public static func appendText(_ text: String, segmentID: String? = nil, tokenCount: Int) -> Action {
            Action(storage: .appendText(.init(content: text, segmentID: segmentID, tokenCount: tokenCount)))
        }

        /// Replaces the text of the entry's current text segment (or the segment `segmentID`).
        public static func replaceTextSegment(_ text: String, segmentID: String? = nil, tokenCount: Int) -> Action {
            Action(storage: .replaceTextSegment(.init(content: text, segmentID: segmentID, tokenCount: tokenCount)))
        }

        /// Adds an attachment segment to the entry.
        public static func addAttachmentSegment(_ segment: Transcript.AttachmentSegment) -> Action {
            Action(storage: .addAttachment(segment))
        }

        /// Removes an attachment segment from the entry.
        public static func removeAttachmentSegment(id: String) -> Action {
            Action(storage: .removeAttachment(id: id))
        }

        /// Replaces the entry's metadata.
        public static func updateMetadata(_ values: [String: any ConvertibleToGeneratedContent]) -> Action {
            Action(storage: .updateMetadata(.init(values: values.mapValues(\.generatedContent))))
        }

        /// Reports the request's usage so far, replacing the previous report.
        public static func updateUsage(
            input: LanguageModelExecutorGenerationChannel.Usage.Input,
            output: LanguageModelExecutorGenerationChannel.Usage.Output,
            metadata: [String: any ConvertibleToGeneratedContent] = [:]
        ) -> Action {
            Action(storage: .updateUsage(.init(input: input, output: output, metadata: metadata)))
        }
    }
}

extension LanguageModelExecutorGenerationChannel.Reasoning {
    /// What a reasoning event does.
    public struct Action: Sendable {
        package enum Storage: Sendable {
            case appendText(LanguageModelExecutorGenerationChannel.TextFragment)
            case replaceTextSegment(LanguageModelExecutorGenerationChannel.TextSegmentReplacement)
            case updateSignature(LanguageModelExecutorGenerationChannel.ReasoningSignature)
            case updateMetadata(LanguageModelExecutorGenerationChannel.Metadata)
            case updateUsage(LanguageModelExecutorGenerationChannel.Usage)
        }

        package let storage: Storage

        /// Appends text to the reasoning's current text segment.
        public static func appendText(_ text: String, segmentID: String? = nil, tokenCount: Int) -> Action {
            Action(storage: .appendText(.init(content: text, segmentID: segmentID, tokenCount: tokenCount)))
        }

        /// Replaces the text of the reasoning's current text segment.
        public static func replaceTextSegment(_ text: String, segmentID: String? = nil, tokenCount: Int) -> Action {
            Action(storage: .replaceTextSegment(.init(content: text, segmentID: segmentID, tokenCount: tokenCount)))
        }

        /// Replaces the reasoning's signature.
        public static func updateSignature(_ signature: Data, tokenCount: Int) -> Action {
            Action(storage: .updateSignature(.init(signature: signature, tokenCount: tokenCount)))
        }

        /// Replaces the reasoning's metadata.
        public static func updateMetadata(_ values: [String: any ConvertibleToGeneratedContent]) -> Action {
            Action(storage: .updateMetadata(.init(values: values.mapValues(\.generatedContent))))
        }

        /// Reports the request's usage so far, replacing the previous report.
        public static func updateUsage(
            input: LanguageModelExecutorGenerationChannel.Usage.Input,
            output: LanguageModelExecutorGenerationChannel.Usage.Output,
            metadata: [String: any ConvertibleToGeneratedContent] = [:]
        ) -> Action {
            Action(storage: .updateUsage(.init(input: input, output: output, metadata: metadata)))
        }
    }
}

extension LanguageModelExecutorGenerationChannel.ToolCalls {
    /// What a tool-calls event does.
    public struct Action: Sendable {
        package enum Storage: Sendable {
            case toolCall(LanguageModelExecutorGenerationChannel.ToolCalls.ToolCall)
            case removeToolCall(id: String)
            case updateMetadata(LanguageModelExecutorGenerationChannel.Metadata)
            case updateUsage(LanguageModelExecutorGenerationChannel.Usage)
        }

        package let storage: Storage

        /// Changes one call of the entry; the first event with an identifier opens the call.
        public static func toolCall(id: String, name: String, action: ToolCall.Action) -> Action {
            Action(storage: .toolCall(.init(id: id, name: name, action: action)))
        }

        /// Removes a call the model retracted.
        public static func removeToolCall(id: String) -> Action {
            Action(storage: .removeToolCall(id: id))
        }

        /// Replaces the entry's metadata.
        public static func updateMetadata(_ values: [String: any ConvertibleToGeneratedContent]) -> Action {
            Action(storage: .updateMetadata(.init(values: values.mapValues(\.generatedContent))))
        }

        /// Reports the request's usage so far, replacing the previous report.
        public static func updateUsage(
            input: LanguageModelExecutorGenerationChannel.Usage.Input,
            output: LanguageModelExecutorGenerationChannel.Usage.Output,
            metadata: [String: any ConvertibleToGeneratedContent] = [:]
        ) -> Action {
            Action(storage: .updateUsage(.init(input: input, output: output, metadata: metadata)))
        }
    }
}

extension LanguageModelExecutorGenerationChannel.ToolCalls.ToolCall {
    /// What an event does to one tool call.
    public struct Action: Sendable {
        package enum Storage: Sendable {
            case appendArguments(LanguageModelExecutorGenerationChannel.ToolCalls.ToolCall.ArgumentsFragment)
            case updateMetadata(LanguageModelExecutorGenerationChannel.Metadata)
        }

        package let storage: Storage

        /// Appends text to the call's arguments (JSON).
        public static func appendArguments(_ content: String, tokenCount: Int) -> Action {
            Action(storage: .appendArguments(.init(content: content, tokenCount: tokenCount)))
        }

        /// Replaces the call's metadata; send it before the first arguments.
        public static func updateMetadata(_ values: [String: any ConvertibleToGeneratedContent]) -> Action {
            Action(storage: .updateMetadata(.init(values: values.mapValues(\.generatedContent))))
        }
    }
}

extension LanguageModelExecutorGenerationChannel.DataEntry {
    /// What a data-entry event does.
    public struct Action: Sendable {
        package enum Storage: Sendable {
            case update(contentType: UTType, content: Data, metadata: GeneratedContent)
        }

        package let storage: Storage

        /// Adds the entry, or replaces the entry with the event's identifier.
        public static func update(
            contentType: UTType, content: Data,
            metadata: GeneratedContent = GeneratedContent(properties: [:])
        ) -> Action {
            Action(storage: .update(contentType: contentType, content: content, metadata: metadata))
        }
    }
}
