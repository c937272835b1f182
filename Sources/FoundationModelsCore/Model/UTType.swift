#if canImport(UniformTypeIdentifiers)
    @_exported import UniformTypeIdentifiers
#else
    /// A uniform type identifier: what kind of data an attachment or data entry holds.
    ///
    /// Linux has no UniformTypeIdentifiers framework, so this is a minimal stand-in of this
    /// project with the same spelling for what models need: an identifier, the common types, and
    /// conformance along a small built-in hierarchy (`public.data` above everything).
    public struct UTType: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The identifier, e.g. `public.json`.
        public let identifier: String
        private let parents: [String]

        /// A type by identifier.
        /// - Parameter identifier: the identifier.
        public init?(_ identifier: String) {
            guard !identifier.isEmpty else { return nil }
            self.init(identifier: identifier, parents: Self.knownParents[identifier] ?? ["public.data"])
        }

        /// A type that your package declares, conforming to `public.data`.
        /// - Parameters:
        ///   - identifier: a reverse-DNS identifier, e.g. `com.example.transcription`.
        ///   - conformingTo: the type it conforms to (default `.data`).
        public init(exportedAs identifier: String, conformingTo parent: UTType = .data) {
            self.init(identifier: identifier, parents: [parent.identifier] + parent.parents)
        }

        private init(identifier: String, parents: [String]) {
            self.identifier = identifier
            self.parents = identifier == "public.data" ? [] : parents
        }

        /// Whether this type is `type` or conforms to it.
        /// - Parameter type: the wider type.
        /// - Returns: true when values of this type are also of `type`.
        public func conforms(to type: UTType) -> Bool {
            type.identifier == identifier || parents.contains(type.identifier)
        }

        public var description: String { identifier }

        /// Decodes a type from its identifier.
        public init(from decoder: any Decoder) throws {
            let identifier = try decoder.singleValueContainer().decode(String.self)
            self.init(identifier: identifier, parents: Self.knownParents[identifier] ?? ["public.data"])
        }

        /// Encodes the identifier.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(identifier)
        }

        private static let knownParents: [String: [String]] = [
            "public.content": ["public.data"], "public.text": ["public.data", "public.content"],
            "public.plain-text": ["public.text", "public.data", "public.content"],
            "public.json": ["public.text", "public.data", "public.content"],
            "public.image": ["public.data", "public.content"],
            "public.png": ["public.image", "public.data", "public.content"],
            "public.jpeg": ["public.image", "public.data", "public.content"],
            "public.audio": ["public.data", "public.content"],
            "public.audiovisual-content": ["public.data", "public.content"],
        ]

        private static func known(_ identifier: String) -> UTType {
            UTType(identifier: identifier, parents: knownParents[identifier] ?? ["public.data"])
        }

        /// Any bytes.
        public static let data = known("public.data")
        /// Content a person reads, sees or hears.
        public static let content = known("public.content")
        /// Text of any encoding.
        public static let text = known("public.text")
        /// Plain text.
        public static let plainText = known("public.plain-text")
        /// JSON.
        public static let json = known("public.json")
        /// Any image.
        public static let image = known("public.image")
        /// PNG images.
        public static let png = known("public.png")
        /// JPEG images.
        public static let jpeg = known("public.jpeg")
        /// Any audio.
        public static let audio = known("public.audio")
    }
#endif
