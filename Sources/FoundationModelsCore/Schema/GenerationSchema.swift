/// A description of the shape of generated content: the properties of a structure, the
/// choices of an enumeration, or a value's type and guides. It guides generation token by
/// token.
///
/// A schema encodes to, and decodes from, JSON Schema (`Codable`).
public struct GenerationSchema: Sendable {
    /// The schema's root node.
    var root: SchemaNode
    /// Named definitions that ``SchemaNode/Kind/reference(_:)`` nodes refer to, in the order
    /// they were first added.
    var definitions: [Definition]
    /// The name of the type this schema describes, when it is a named type (a structure or
    /// enumeration built with `init(type:…)` or a named dynamic schema). Other schemas refer to
    /// a named type through a reference.
    var typeName: String?

    /// Creates a schema from its parts.
    init(root: SchemaNode, definitions: [Definition] = [], typeName: String? = nil) {
        self.root = root
        self.definitions = definitions
        self.typeName = typeName
    }

    /// Creates the schema of a structure with properties, generated in the order given.
    /// Optional properties may be left out of generated content.
    /// - Parameters:
    ///   - type: the structure's type; its name names the schema.
    ///   - description: a description of the type, shown to the model.
    ///   - properties: the properties, in generation order. A repeated name is ignored after
    ///     its first use.
    public init(type: any Generable.Type, description: String? = nil, properties: [Property]) {
        self.init(
            type: type, description: description, representNilExplicitlyInGeneratedContent: false,
            properties: properties)
    }

    /// Creates the schema of a structure with properties, choosing how nil optional properties
    /// appear.
    /// - Parameters:
    ///   - type: the structure's type; its name names the schema.
    ///   - description: a description of the type, shown to the model.
    ///   - representNilExplicitlyInGeneratedContent: when true, an optional property is always
    ///     present, as `null` when it has no value; when false, it may be left out.
    ///   - properties: the properties, in generation order. A repeated name is ignored after
    ///     its first use.
    public init(
        type: any Generable.Type, description: String? = nil, representNilExplicitlyInGeneratedContent: Bool,
        properties: [Property]
    ) {
        var definitions: [Definition] = []
        var objectProperties: [SchemaNode.ObjectProperty] = []
        for property in properties where !objectProperties.contains(where: { $0.name == property.name }) {
            var objectProperty = property.objectProperty
            if representNilExplicitlyInGeneratedContent && property.isOptional {
                objectProperty.node = SchemaNode(.anyOf([property.node, SchemaNode(.null)]))
                objectProperty.isOptional = false
            }
            objectProperties.append(objectProperty)
            Self.merge(property.definitions, into: &definitions)
        }
        let name = Self.name(of: type)
        self.init(
            root: SchemaNode(.object(.init(properties: objectProperties)), description: description, title: name),
            definitions: definitions, typeName: name)
    }

    /// Creates the schema of a choice among strings (an enumeration without payloads).
    /// - Parameters:
    ///   - type: the enumeration's type; its name names the schema.
    ///   - description: a description of the type, shown to the model.
    ///   - choices: the strings to choose from.
    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        let name = Self.name(of: type)
        self.init(
            root: SchemaNode(.string(.init(choices: choices)), description: description, title: name),
            typeName: name)
    }

    /// Creates the schema of a choice among `Generable` types.
    /// - Parameters:
    ///   - type: the choice's type; its name names the schema.
    ///   - description: a description of the type, shown to the model.
    ///   - types: the types to choose from.
    public init(type: any Generable.Type, description: String? = nil, anyOf types: [any Generable.Type]) {
        var definitions: [Definition] = []
        var choices: [SchemaNode] = []
        for choice in types {
            let embedding = Self.embedding(of: choice)
            choices.append(embedding.node)
            Self.merge(embedding.definitions, into: &definitions)
        }
        let name = Self.name(of: type)
        self.init(
            root: SchemaNode(.anyOf(choices), description: description, title: name), definitions: definitions,
            typeName: name)
    }

    /// Creates the schema of an enumeration whose cases may have associated values: the content
    /// of a case is an object with exactly one property, named after the case, whose value is
    /// an object of the case's associated values (`{}` for a case without any). Extension of
    /// this project, for the `@Generable` macro.
    /// - Parameters:
    ///   - type: the enumeration's type; its name names the schema.
    ///   - description: a description of the type, shown to the model.
    ///   - cases: the cases, in order.
    public init(type: any Generable.Type, description: String? = nil, cases: [EnumCase]) {
        var definitions: [Definition] = []
        var choices: [SchemaNode] = []
        for enumCase in cases {
            var payload: [SchemaNode.ObjectProperty] = []
            for property in enumCase.properties where !payload.contains(where: { $0.name == property.name }) {
                payload.append(property.objectProperty)
                Self.merge(property.definitions, into: &definitions)
            }
            let caseProperty = SchemaNode.ObjectProperty(
                name: enumCase.name, description: enumCase.description,
                node: SchemaNode(.object(.init(properties: payload))), isOptional: false)
            choices.append(SchemaNode(.object(.init(properties: [caseProperty]))))
        }
        let name = Self.name(of: type)
        self.init(
            root: SchemaNode(.anyOf(choices), description: description, title: name), definitions: definitions,
            typeName: name)
    }

    /// Looks up a definition by name.
    /// - Parameter name: the definition's name.
    /// - Returns: the definition's node, or nil when there is none.
    func definition(named name: String) -> SchemaNode? {
        definitions.first { $0.name == name }?.node
    }

    /// A named definition of a schema.
    struct Definition: Sendable, Equatable {
        /// The name references use.
        var name: String
        /// The definition.
        var node: SchemaNode
    }
}
