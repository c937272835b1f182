extension GenerationSchema {
    /// The types whose schemas are being built on this task or thread, so that a type that
    /// refers to itself (through an array or an optional) gets a reference instead of building
    /// its own schema again without end.
    @TaskLocal static var typesInProgress: Set<ObjectIdentifier> = []

    /// How a schema appears inside another one: the node to use in place, and the definitions
    /// it needs.
    struct Embedding: Sendable {
        /// The node to put where the value appears: a reference for a named type.
        var node: SchemaNode
        /// The definitions the node needs.
        var definitions: [Definition]
    }

    /// The embedding of a type's schema, built at most once per type on the current stack.
    /// - Parameter type: the type.
    /// - Returns: a reference and the type's definitions for a named type; its node otherwise.
    static func embedding(of type: any Generable.Type) -> Embedding {
        if type is any TransparentSchema.Type {
            // Arrays and optionals are not named: only the named types inside them can recur.
            return type.generationSchema.embedding
        }
        let identifier = ObjectIdentifier(type)
        if typesInProgress.contains(identifier) {
            return Embedding(node: SchemaNode(.reference(name(of: type))), definitions: [])
        }
        var inProgress = typesInProgress
        inProgress.insert(identifier)
        let schema = $typesInProgress.withValue(inProgress) { type.generationSchema }
        return schema.embedding
    }

    /// The name by which schemas refer to a type.
    static func name(of type: any Generable.Type) -> String {
        String(describing: type)
    }

    /// How this schema appears inside another one.
    var embedding: Embedding {
        guard let typeName else {
            return Embedding(node: root, definitions: definitions)
        }
        var all = [Definition(name: typeName, node: root)]
        Self.merge(definitions, into: &all)
        return Embedding(node: SchemaNode(.reference(typeName)), definitions: all)
    }

    /// Adds definitions that are not yet present (by name) to a list, keeping its order.
    static func merge(_ new: [Definition], into list: inout [Definition]) {
        for definition in new where !list.contains(where: { $0.name == definition.name }) {
            list.append(definition)
        }
    }
}

/// A type whose schema is built from another type's (arrays, optionals), so that it never
/// names a schema itself and need not be tracked while its schema is built.
protocol TransparentSchema {}

extension Array: TransparentSchema {}
extension Optional: TransparentSchema {}
