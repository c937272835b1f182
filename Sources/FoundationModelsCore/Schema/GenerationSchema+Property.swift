extension GenerationSchema {
    /// A property of a structure's schema: its name, description, type and guides.
    public struct Property: Sendable {
        /// The property's name (its key in generated content).
        let name: String
        /// A description of the property, shown to the model.
        let description: String?
        /// The schema of the property's value.
        let node: SchemaNode
        /// The definitions the property's value needs.
        let definitions: [Definition]
        /// Whether the property may be left out (it has an optional type).
        let isOptional: Bool

        init(name: String, description: String?, node: SchemaNode, definitions: [Definition], isOptional: Bool) {
            self.name = name
            self.description = description
            self.node = node
            self.definitions = definitions
            self.isOptional = isOptional
        }

        /// Creates a property of a `Generable` type.
        /// - Parameters:
        ///   - name: the property's name.
        ///   - description: a description of the property, shown to the model.
        ///   - type: the property's type.
        ///   - guides: constraints on the property's values.
        @_disfavoredOverload
        public init<Value: Generable>(
            name: String, description: String? = nil, type: Value.Type, guides: [GenerationGuide<Value>] = []
        ) {
            let embedding = GenerationSchema.embedding(of: Value.self)
            self.init(
                name: name, description: description, node: embedding.node.applying(guides.flatMap(\.kinds)),
                definitions: embedding.definitions, isOptional: false)
        }

        /// Creates an optional property of a `Generable` type; it may be left out of generated
        /// content.
        /// - Parameters:
        ///   - name: the property's name.
        ///   - description: a description of the property, shown to the model.
        ///   - type: the property's optional type.
        ///   - guides: constraints on the property's values when present.
        public init<Value: Generable>(
            name: String, description: String? = nil, type: Value?.Type, guides: [GenerationGuide<Value>] = []
        ) {
            let embedding = GenerationSchema.embedding(of: Value.self)
            self.init(
                name: name, description: description, node: embedding.node.applying(guides.flatMap(\.kinds)),
                definitions: embedding.definitions, isOptional: true)
        }

        /// Creates a string property whose whole value matches regular expressions.
        /// - Parameters:
        ///   - name: the property's name.
        ///   - description: a description of the property, shown to the model.
        ///   - type: `String.self`.
        ///   - guides: regular expressions that the whole string must match.
        public init<RegexOutput>(
            name: String, description: String? = nil, type: String.Type, guides: [Regex<RegexOutput>] = []
        ) {
            self.init(
                name: name, description: description, node: Self.stringNode(matching: guides), definitions: [],
                isOptional: false)
        }

        /// Creates an optional string property whose whole value, when present, matches regular
        /// expressions.
        /// - Parameters:
        ///   - name: the property's name.
        ///   - description: a description of the property, shown to the model.
        ///   - type: `String?.self`.
        ///   - guides: regular expressions that the whole string must match.
        public init<RegexOutput>(
            name: String, description: String? = nil, type: String?.Type, guides: [Regex<RegexOutput>] = []
        ) {
            self.init(
                name: name, description: description, node: Self.stringNode(matching: guides), definitions: [],
                isOptional: true)
        }

        private static func stringNode<RegexOutput>(matching regexes: [Regex<RegexOutput>]) -> SchemaNode {
            SchemaNode(
                .string(.init(patterns: regexes.map { StringPattern(regex: $0._literalPattern, isWholeMatch: true) })))
        }

        /// The property as it appears in an object node.
        var objectProperty: SchemaNode.ObjectProperty {
            SchemaNode.ObjectProperty(name: name, description: description, node: node, isOptional: isOptional)
        }
    }
}

/// A regular expression that a string must match, as a schema keeps it.
typealias StringPattern = SchemaNode.StringPattern
