extension GenerationSchema {
    /// Creates a schema from dynamic schemas: a root, and the named schemas it refers to.
    /// - Parameters:
    ///   - root: the schema of the content.
    ///   - dependencies: named schemas that the root (or each other) refer to.
    /// - Throws: ``SchemaError`` when two schemas have the same name, a structure has two
    ///   properties with the same name, a choice has no choices, or a reference names no schema.
    public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
        var builder = DynamicSchemaConverter()
        let rootNode = try builder.convert(root, asRoot: true)
        for dependency in dependencies {
            _ = try builder.convert(dependency, asRoot: true)
        }
        let rootName = root.name
        let undefined = builder.referencedNames.filter { name in
            !builder.definitions.contains { $0.name == name }
        }
        if !undefined.isEmpty {
            let list = undefined.map { "'\($0)'" }.joined(separator: ", ")
            throw SchemaError.undefinedReferences(
                schema: rootName, references: undefined,
                context: .init(
                    debugDescription:
                        "The schema refers to \(list), which no schema defines; pass a schema with each of these names in 'dependencies'."
                ))
        }
        self.init(root: rootNode, definitions: builder.definitions, typeName: rootName)
        self.definitions = reachableDefinitions
    }

    /// The definitions reachable from the root, in their order.
    var reachableDefinitions: [Definition] {
        var reached = Set<String>()
        var pending = root.referencedNames
        while let name = pending.popLast() {
            guard reached.insert(name).inserted, let node = definition(named: name) else { continue }
            pending.append(contentsOf: node.referencedNames)
        }
        return definitions.filter { reached.contains($0.name) }
    }
}

extension SchemaNode {
    /// The names this node refers to, directly or inside it (not through other definitions).
    var referencedNames: [String] {
        switch kind {
        case .reference(let name): [name]
        case .object(let shape):
            shape.properties.flatMap(\.node.referencedNames) + (shape.additionalProperties?.referencedNames ?? [])
        case .array(let shape): shape.items.referencedNames + shape.prefixItems.flatMap(\.referencedNames)
        case .anyOf(let choices): choices.flatMap(\.referencedNames)
        case .string, .integer, .number, .boolean, .null, .any: []
        }
    }
}

extension DynamicGenerationSchema {
    /// The schema's name, for named schemas.
    var name: String? {
        switch body {
        case .object(let name, _, _, _), .anyOfSchemas(let name, _, _), .anyOfStrings(let name, _, _): name
        case .array, .generable, .reference, .null: nil
        }
    }
}

/// Converts dynamic schemas into schema nodes and a definitions table.
private struct DynamicSchemaConverter {
    typealias Definition = GenerationSchema.Definition

    var definitions: [Definition] = []
    var referencedNames: [String] = []
    /// The names defined so far by named dynamic schemas (not by `Generable` types).
    private var dynamicNames: Set<String> = []

    /// Converts a schema. A named schema becomes a definition; it is returned inline when it
    /// is a root (or dependency), and as a reference where it is nested.
    mutating func convert(_ schema: DynamicGenerationSchema, asRoot: Bool = false) throws -> SchemaNode {
        let node: SchemaNode
        switch schema.body {
        case .object(let name, let description, let representNil, let properties):
            var objectProperties: [SchemaNode.ObjectProperty] = []
            for property in properties {
                if objectProperties.contains(where: { $0.name == property.name }) {
                    throw GenerationSchema.SchemaError.duplicateProperty(
                        schema: name, property: property.name,
                        context: .init(
                            debugDescription:
                                "The schema '\(name)' has two properties named '\(property.name)'; rename or remove one."
                        ))
                }
                let value = try convert(property.schema)
                let explicitNil = representNil && property.isOptional
                objectProperties.append(
                    .init(
                        name: property.name, description: property.description,
                        node: explicitNil ? SchemaNode(.anyOf([value, SchemaNode(.null)])) : value,
                        isOptional: property.isOptional && !explicitNil))
            }
            node = SchemaNode(.object(.init(properties: objectProperties)), description: description, title: name)
        case .anyOfSchemas(let name, let description, let choices):
            guard !choices.isEmpty else { throw Self.emptyChoices(name) }
            node = SchemaNode(.anyOf(try choices.map { try convert($0) }), description: description, title: name)
        case .anyOfStrings(let name, let description, let choices):
            guard !choices.isEmpty else { throw Self.emptyChoices(name) }
            node = SchemaNode(.string(.init(choices: choices)), description: description, title: name)
        case .array(let items, let minimum, let maximum):
            return SchemaNode(.array(.init(items: try convert(items), minimumCount: minimum, maximumCount: maximum)))
        case .generable(let embedding):
            for definition in embedding.definitions {
                if dynamicNames.contains(definition.name) { throw Self.duplicate(definition.name) }
            }
            GenerationSchema.merge(embedding.definitions, into: &definitions)
            referencedNames.append(contentsOf: embedding.node.referencedNames)
            return embedding.node
        case .reference(let name):
            referencedNames.append(name)
            return SchemaNode(.reference(name))
        case .null:
            return SchemaNode(.null)
        }
        guard let name = schema.name else { return node }
        guard dynamicNames.insert(name).inserted, !definitions.contains(where: { $0.name == name }) else {
            throw Self.duplicate(name)
        }
        definitions.append(Definition(name: name, node: node))
        if asRoot { return node }
        referencedNames.append(name)
        return SchemaNode(.reference(name))
    }

    private static func emptyChoices(_ name: String) -> GenerationSchema.SchemaError {
        .emptyTypeChoices(
            schema: name,
            context: .init(debugDescription: "The schema '\(name)' is a choice with no choices; give it at least one."))
    }

    private static func duplicate(_ name: String) -> GenerationSchema.SchemaError {
        .duplicateType(
            schema: nil, type: name,
            context: .init(debugDescription: "Two different schemas are named '\(name)'; give each type a unique name.")
        )
    }
}
