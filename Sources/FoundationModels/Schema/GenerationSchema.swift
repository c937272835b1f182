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
