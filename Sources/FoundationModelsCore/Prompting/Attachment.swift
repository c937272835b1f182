import Foundation

/// An image or other asset given to the model in a prompt or instructions.
///
/// ```swift
/// try await session.respond {
///     "What is in this picture?"
///     Attachment(imageURL: photoURL).label("photo")
/// }
/// ```
///
/// A model without the `.vision` capability cannot read images: the session throws
/// `LanguageModelError.unsupportedCapability`.
public struct Attachment<Content>: PromptRepresentable, InstructionsRepresentable {
    var segment: Transcript.AttachmentSegment

    init(_ attachment: Transcript.Attachment) {
        segment = Transcript.AttachmentSegment(content: attachment)
    }

    /// The attachment with a label the model can refer to it by.
    /// - Parameter label: the label, e.g. "image-0".
    /// - Returns: the labeled attachment.
    public func label(_ label: String) -> Attachment<Content> {
        var copy = self
        copy.segment.label = label
        return copy
    }

    public var promptRepresentation: Prompt { Prompt(segments: [.attachment(segment)]) }
    public var instructionsRepresentation: Instructions { Instructions(segments: [.attachment(segment)]) }
}

/// The content of an image attachment.
public struct ImageAttachmentContent: Sendable, Equatable {}

extension Attachment where Content == ImageAttachmentContent {
    /// An image at a URL: a file, or a `data:` URL. (Apple's `CGImage`, `CIImage` and pixel-buffer
    /// forms do not exist on Linux.)
    /// - Parameter imageURL: where the image is.
    public init(imageURL: URL) {
        self.init(.image(Transcript.ImageAttachment(imageURL: imageURL)))
    }
}

/// A type of your own that goes into a prompt as a data attachment.
public protocol DataAttachmentRepresentable: Sendable {
    /// Rebuilds the value from its transcript form.
    init(_ attachment: Transcript.DataAttachment) throws
    /// The value as a data attachment.
    var transcriptRepresentation: Transcript.DataAttachment { get }
}

/// A type of your own that a model's executor records as a data entry.
public protocol DataEntryRepresentable: Sendable {
    /// Rebuilds the value from its transcript form.
    init(_ entry: Transcript.DataEntry) throws
    /// The value as a data entry.
    var transcriptRepresentation: Transcript.DataEntry { get }
}

extension Attachment where Content: DataAttachmentRepresentable {
    /// A value of your own as a data attachment.
    /// - Parameter content: the value.
    public init(_ content: Content) {
        self.init(.data(content.transcriptRepresentation))
    }
}
