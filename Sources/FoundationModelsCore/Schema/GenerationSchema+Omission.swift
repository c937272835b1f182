extension GenerationSchema {
    /// The schema as the embedded model is shown it and guided by: an optional property named
    /// in ``omittableKeys`` may also be `null`. A model writes keys in the order it is shown
    /// them, and one asked for a newsletter that "does NOT have a sponsor" still writes
    /// `"sponsor":` when that key comes next; `null` lets it say so, and the engine then leaves
    /// the property out of the text it returns, as the schema asks. Extension of this project.
    package var guided: GenerationSchema {
        let keys = omittableKeys
        guard !keys.isEmpty else { return self }
        var schema = self
        schema.root = root.allowingNull(for: keys)
        for index in schema.definitions.indices {
            schema.definitions[index].node = definitions[index].node.allowingNull(for: keys)
        }
        return schema
    }

    /// The names of the optional properties whose `null` under ``guided`` means "left out": each
    /// is an optional property of objects whose properties come in order (`@Generable` types,
    /// JSON Schema with `x-order`), that does not allow `null` itself, and no other property
    /// has its name. Objects in any order need no such way out (the model goes on to a key it
    /// wants); a schema that allows keys of any name (`additionalProperties`, any value) has none,
    /// so that no `null` that it allows is taken for one. Extension of this project.
    package var omittableKeys: Set<String> {
        var names = PropertyNames()
        root.collect(into: &names)
        for definition in definitions { definition.node.collect(into: &names) }
        return names.isOpen ? [] : names.omittable.subtracting(names.kept)
    }
}

/// The property names of a schema, by whether a `null` could stand for one left out.
private struct PropertyNames {
    var omittable: Set<String> = []
    var kept: Set<String> = []
    /// Whether the schema allows keys of any name.
    var isOpen = false
}

extension SchemaNode {
    /// Whether `null` is a value of this node (without following references).
    fileprivate var allowsNull: Bool {
        switch kind {
        case .null, .any: true
        case .anyOf(let choices): choices.contains { $0.allowsNull }
        default: false
        }
    }

    fileprivate func collect(into names: inout PropertyNames) {
        switch kind {
        case .object(let shape):
            names.isOpen = names.isOpen || shape.additionalProperties != nil
            for property in shape.properties {
                if property.isOptional, !shape.isUnordered, !property.node.allowsNull {
                    names.omittable.insert(property.name)
                } else {
                    names.kept.insert(property.name)
                }
                property.node.collect(into: &names)
            }
        case .array(let shape):
            shape.items.collect(into: &names)
            for item in shape.prefixItems { item.collect(into: &names) }
        case .anyOf(let choices):
            for choice in choices { choice.collect(into: &names) }
        case .any:
            names.isOpen = true
        default:
            break
        }
    }

    fileprivate func allowingNull(for keys: Set<String>) -> SchemaNode {
        var node = self
        switch kind {
        case .object(var shape):
            for index in shape.properties.indices {
                var property = shape.properties[index]
                property.node = property.node.allowingNull(for: keys)
                if property.isOptional, keys.contains(property.name) {
                    property.node = SchemaNode(.anyOf([property.node, SchemaNode(.null)]))
                }
                shape.properties[index] = property
            }
            node.kind = .object(shape)
        case .array(var shape):
            shape.items = shape.items.allowingNull(for: keys)
            shape.prefixItems = shape.prefixItems.map { $0.allowingNull(for: keys) }
            node.kind = .array(shape)
        case .anyOf(let choices):
            node.kind = .anyOf(choices.map { $0.allowingNull(for: keys) })
        default:
            break
        }
        return node
    }
}
