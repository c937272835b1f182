/// Checks, before an executor runs, that the model declared every capability the request needs
/// and accepts every data attachment of the transcript.
struct CapabilityCheck {
    let model: any LanguageModel
    let tools: [any Tool]
    let schema: GenerationSchema?
    let options: GenerationOptions
    let contextOptions: ContextOptions

    /// - Throws: `LanguageModelError.unsupportedCapability` or `.unsupportedTranscriptContent`.
    func check(_ transcript: Transcript) async throws {
        let capabilities = model.capabilities
        let name = String(describing: type(of: model))
        if schema != nil, !capabilities.contains(.guidedGeneration) {
            throw unsupported(
                .guidedGeneration,
                "\(name) does not declare guided generation, so it cannot respond "
                    + "with a schema. Ask for text, or use a model with .guidedGeneration.")
        }
        if !tools.isEmpty, options.toolCallingMode != .disallowed, !capabilities.contains(.toolCalling) {
            throw unsupported(
                .toolCalling,
                "\(name) does not declare tool calling, and the session has tools. "
                    + "Create the session without tools, set toolCallingMode to .disallowed, or use a model with .toolCalling."
            )
        }
        if contextOptions.reasoningLevel != nil, !capabilities.contains(.reasoning) {
            throw unsupported(
                .reasoning,
                "\(name) does not reason, so a reasoning level cannot be set. "
                    + "Leave ContextOptions.reasoningLevel nil, or use a model with .reasoning.")
        }
        for entry in transcript {
            for case .attachment(let attachment) in entry.segments {
                switch attachment.content {
                case .image where !capabilities.contains(.vision):
                    throw unsupported(
                        .vision,
                        "\(name) does not read images, and the transcript has an image "
                            + "attachment. Remove it, or use a model with .vision.")
                case .data(let data):
                    if try await !model.supportsDataAttachmentType(data.contentType) {
                        throw LanguageModelError.unsupportedTranscriptContent(
                            .init(
                                unsupportedContent: [entry],
                                debugDescription:
                                    "\(name) does not read attachments of type \(data.contentType.identifier)."))
                    }
                default:
                    break
                }
            }
        }
    }

    private func unsupported(_ capability: LanguageModelCapabilities.Capability, _ message: String)
        -> LanguageModelError
    {
        .unsupportedCapability(.init(capability: capability, debugDescription: message))
    }
}

extension Transcript.Entry {
    /// The entry's segments; empty for entries without any.
    package var segments: [Transcript.Segment] {
        switch self {
        case .instructions(let e): e.segments
        case .prompt(let e): e.segments
        case .toolOutput(let e): e.segments
        case .response(let e): e.segments
        case .reasoning(let e): e.segments
        case .toolCalls, .data: []
        }
    }
}
