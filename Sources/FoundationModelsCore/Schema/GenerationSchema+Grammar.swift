import GuidedGeneration

extension GenerationSchema {
    /// A schema in the guided-generation engine's IR.
    package struct Compiled {
        package let root: JSONSchemaNode
        package let definitions: [String: JSONSchemaNode]

        package init(root: JSONSchemaNode, definitions: [String: JSONSchemaNode]) {
            self.root = root
            self.definitions = definitions
        }
    }

    /// The schema in the guided-generation engine's IR: the root and the named definitions.
    /// - Throws: `LanguageModelError.unsupportedGenerationGuide` for a constraint the engine cannot enforce
    ///   token by token (nothing is relaxed silently).
    package func grammarSchema() throws -> (root: JSONSchemaNode, definitions: [String: JSONSchemaNode]) {
        var definitions: [String: JSONSchemaNode] = [:]
        for definition in self.definitions {
            definitions[definition.name] = try definition.node.grammarNode(path: definition.name)
        }
        do {
            return (try root.grammarNode(path: typeName ?? "root"), definitions)
        } catch LanguageModelError.unsupportedGenerationGuide(var payload) {
            payload.schemaName = typeName
            throw LanguageModelError.unsupportedGenerationGuide(payload)
        }
    }
}

extension SchemaNode {
    /// The magnitude of the largest number generated where a schema sets no bound.
    static let numberLimit = 1e38

    func grammarNode(path: String) throws -> JSONSchemaNode {
        switch kind {
        case .object(let shape):
            let properties = try shape.properties.map { property in
                JSONSchemaNode.Property(
                    name: property.name, node: try property.node.grammarNode(path: path + "." + property.name),
                    isOptional: property.isOptional)
            }
            // Ordered objects (`@Generable` types, JSON Schema with `x-order`) have only their properties.
            guard shape.isUnordered else { return .object(properties) }
            guard properties.count <= JSONSchemaNode.UnorderedObject.propertyLimit else {
                throw unsupported(
                    path,
                    "an object of \(properties.count) properties in any order (at most \(JSONSchemaNode.UnorderedObject.propertyLimit) are tracked; split the object)"
                )
            }
            var object = JSONSchemaNode.UnorderedObject(
                properties: properties, additional: try shape.additionalProperties?.grammarNode(path: path + ".*"),
                minProperties: shape.minimumCount, maxProperties: shape.maximumCount)
            object.forbiddenKeys = shape.forbiddenKeys
            return .unorderedObject(object)
        case .string(let constraints):
            return .string(try constraints.grammarConstraint(path: path))
        case .integer(let bounds):
            guard bounds.isFinite else { throw unsupported(path, "an integer bound that is not a finite number") }
            // Integers are generated within the 64-bit range, so that every one decodes into `Int`.
            let minimum = try bounds.minimum.map {
                try integerBound(($0 + (bounds.isMinimumExclusive ? 1 : 0)).rounded(.up), isMinimum: true, path: path)
            }
            let maximum = try bounds.maximum.map {
                try integerBound(
                    ($0 - (bounds.isMaximumExclusive ? 1 : 0)).rounded(.down), isMinimum: false, path: path)
            }
            return .integer(minimum: minimum ?? .min, maximum: maximum ?? .max)
        case .number(let bounds):
            guard !bounds.isMinimumExclusive, !bounds.isMaximumExclusive else {
                throw unsupported(path, "an exclusive bound on a decimal number (use an inclusive minimum or maximum)")
            }
            guard bounds.isFinite else { throw unsupported(path, "a number bound that is not a finite number") }
            // Numbers are generated within ±1e38 (about `Float`'s range), so that every one
            // decodes into `Float`, `Double` and `Decimal`.
            if bounds.isUnlimited { return .number(minimum: bounds.minimum, maximum: bounds.maximum) }
            return .number(minimum: bounds.minimum ?? -Self.numberLimit, maximum: bounds.maximum ?? Self.numberLimit)
        case .boolean:
            return .boolean
        case .null:
            return .null
        case .array(let shape):
            guard !shape.prefixItems.isEmpty else {
                return .array(
                    try shape.items.grammarNode(path: path + "[]"), minItems: shape.minimumCount,
                    maxItems: shape.maximumCount)
            }
            let prefix = try shape.prefixItems.enumerated().map { try $1.grammarNode(path: path + "[\($0)]") }
            let isClosed = shape.maximumCount.map { $0 <= prefix.count } ?? false
            return .tuple(
                prefix, rest: isClosed ? nil : try shape.items.grammarNode(path: path + "[]"),
                minItems: shape.minimumCount, maxItems: shape.maximumCount)
        case .anyOf(let choices):
            return .anyOf(try choices.map { try $0.grammarNode(path: path) })
        case .reference(let name):
            return .ref(name)
        case .any:
            return .any
        }
    }
}

extension SchemaNode.NumericBounds {
    var isFinite: Bool { (minimum?.isFinite ?? true) && (maximum?.isFinite ?? true) }
}

extension SchemaNode.StringConstraints {
    func grammarConstraint(path: String) throws -> JSONSchemaNode.StringConstraint {
        var parts: [JSONSchemaNode.StringConstraint] = []
        if let choices { parts.append(choices.count == 1 ? .constant(choices[0]) : .choices(choices)) }
        for pattern in patterns {
            guard let regex = pattern.regex else { throw unsupported(path, "a regex whose pattern text is unknown") }
            parts.append(.pattern(pattern.isWholeMatch ? "^(?:\(regex))$" : regex))
        }
        if minimumLength != nil || maximumLength != nil {
            parts.append(.length(minimum: minimumLength ?? 0, maximum: maximumLength))
        }
        if parts.count > 1 { return .all(parts) }
        if let only = parts.first { return only }
        return .free
    }
}

/// An integral bound as an `Int`: a bound beyond the 64-bit range on the open side is clamped to
/// it (no 64-bit integer is lost); one beyond it on the other side leaves no integer to generate.
private func integerBound(_ value: Double, isMinimum: Bool, path: String) throws -> Int {
    let limit = 9_223_372_036_854_775_808.0  // 2^63
    if value >= limit {
        guard !isMinimum else { throw unsupported(path, "an integer minimum of \(value), above the 64-bit range") }
        return .max
    }
    if value < -limit {
        guard isMinimum else { throw unsupported(path, "an integer maximum of \(value), below the 64-bit range") }
        return .min
    }
    return Int(value)
}

private func unsupported(_ path: String, _ what: String) -> LanguageModelError {
    .unsupportedGenerationGuide(
        .init(schemaName: nil, debugDescription: "\(path): \(what) cannot be enforced during generation."))
}
