extension GenerationSchema {
    /// The name of this generation schema: typically the name of a Swift type (or the name
    /// `@Generable(name:)` gave it); for a dynamic schema, the name of its root. A schema of an
    /// unnamed value (a string, an array) is named after its JSON Schema type.
    public var name: String { typeName ?? root.title ?? root.kind.jsonTypeName }

    /// This schema under another name: its name, its title and every reference to its old name
    /// (a recursive type's references to itself) change to the new one.
    ///
    /// Extension of this project: what `@Generable(name:)` expands to.
    /// - Parameter name: the new name.
    /// - Returns: the renamed schema.
    public func renamed(to name: String) -> GenerationSchema {
        let oldName = self.name
        var renamed = self
        renamed.root = root.renamingReferences(from: oldName, to: name)
        if renamed.root.title != nil { renamed.root.title = name }
        renamed.definitions = definitions.map { definition in
            var node = definition.node.renamingReferences(from: oldName, to: name)
            guard definition.name == oldName else { return Definition(name: definition.name, node: node) }
            if node.title != nil { node.title = name }
            return Definition(name: name, node: node)
        }
        renamed.typeName = name
        return renamed
    }
}

extension SchemaNode {
    /// This node with every reference to `oldName`, however deep, made a reference to `newName`.
    fileprivate func renamingReferences(from oldName: String, to newName: String) -> SchemaNode {
        var node = self
        switch kind {
        case .reference(let name) where name == oldName:
            node.kind = .reference(newName)
        case .object(var shape):
            for index in shape.properties.indices {
                shape.properties[index].node = shape.properties[index].node.renamingReferences(
                    from: oldName, to: newName)
            }
            shape.additionalProperties = shape.additionalProperties?.renamingReferences(from: oldName, to: newName)
            node.kind = .object(shape)
        case .array(var shape):
            shape.items = shape.items.renamingReferences(from: oldName, to: newName)
            shape.prefixItems = shape.prefixItems.map { $0.renamingReferences(from: oldName, to: newName) }
            node.kind = .array(shape)
        case .anyOf(let choices):
            node.kind = .anyOf(choices.map { $0.renamingReferences(from: oldName, to: newName) })
        case .reference, .string, .integer, .number, .boolean, .null, .any:
            break
        }
        return node
    }
}

extension SchemaNode.Kind {
    /// The JSON Schema type this kind describes, naming schemas of unnamed values.
    fileprivate var jsonTypeName: String {
        switch self {
        case .object: "object"
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .null: "null"
        case .array: "array"
        case .anyOf: "anyOf"
        case .reference(let name): name
        case .any: "any"
        }
    }
}
