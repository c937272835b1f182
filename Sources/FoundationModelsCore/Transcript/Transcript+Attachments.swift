import Foundation

extension Transcript {
    /// A segment that holds an image or a data attachment.
    public struct AttachmentSegment: Sendable, Equatable, Identifiable, CustomStringConvertible {
        public var id: String
        /// The attached image or data.
        public var content: Attachment
        /// A label the model can refer to the attachment by.
        public var label: String?

        /// Creates an attachment segment.
        public init(id: String = UUID().uuidString, content: Attachment, label: String? = nil) {
            self.id = id
            self.content = content
            self.label = label
        }

        public var description: String {
            let kind =
                switch content {
                case .image: "image"
                case .data(let data): data.contentType.identifier
                }
            return "[\(kind)\(label.map { ": " + $0 } ?? "")]"
        }
    }

    /// What an attachment holds.
    public enum Attachment: Sendable, Equatable {
        /// An image.
        case image(ImageAttachment)
        /// Bytes of a content type.
        case data(DataAttachment)
    }

    /// An image in a transcript. On Linux an image is a URL (a file or a `data:` URL); Apple's
    /// `CGImage`, `CIImage` and pixel-buffer forms do not exist here.
    public struct ImageAttachment: Sendable, Equatable {
        /// Where the image is: a file URL or a `data:` URL.
        public var url: URL?

        /// An image at a URL.
        /// - Parameter imageURL: a file URL or a `data:` URL.
        public init(imageURL: URL) {
            url = imageURL
        }
    }

    /// Bytes of a content type attached to an entry, e.g. an audio clip.
    public struct DataAttachment: Sendable, Equatable {
        /// How to read `content`.
        public var contentType: UTType
        /// The bytes.
        public var content: Data
        /// What goes with the attachment.
        public var metadata: GeneratedContent

        /// Creates a data attachment.
        public init(contentType: UTType, content: Data, metadata: GeneratedContent = GeneratedContent(properties: [:]))
        {
            self.contentType = contentType
            self.content = content
            self.metadata = metadata
        }
    }
}
