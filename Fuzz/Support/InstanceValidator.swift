@testable import GuidedGeneration

/// Checks a JSON value against a schema in the engine's IR, independently of the engine;
/// patterns are matched by the ``RegexOracle`` on the trees they were written from.
struct InstanceValidator {
    let definitions: [String: JSONSchemaNode]
    let patterns: [String: RegexNode]

    /// Whether the value satisfies the schema, with its object properties in declaration order.
    /// - Parameters:
    ///   - value: The value.
    ///   - node: The schema.
    /// - Returns: `false` when some constraint is broken.
    func validate(_ value: FuzzJSON, _ node: JSONSchemaNode) -> Bool {
        validate(value, node, entered: [])
    }

    /// `entered`: the references followed since the last step into the value (a reference
    /// cycle that reads nothing adds no way to match).
    private func validate(_ value: FuzzJSON, _ node: JSONSchemaNode, entered: Set<String>) -> Bool {
        switch node {
        case .ref(let name):
            guard !entered.contains(name), let definition = definitions[name] else { return false }
            return validate(value, definition, entered: entered.union([name]))
        case .anyOf(let alternatives):
            return alternatives.contains { validate(value, $0, entered: entered) }
        case .boolean:
            if case .bool = value { return true }
            return false
        case .null:
            return value == .null
        case .integer(let minimum, let maximum):
            guard case .number(let text) = value, !text.contains(where: { ".eE".contains($0) }) else { return false }
            guard let integer = Int(text) else {
                // Beyond 64 bits: only an open side allows it.
                return text.hasPrefix("-") ? minimum == nil : maximum == nil
            }
            return minimum.map { integer >= $0 } ?? true && maximum.map { integer <= $0 } ?? true
        case .number(let minimum, let maximum):
            guard case .number(let text) = value, let number = Double(text) else { return false }
            return minimum.map { number >= $0 } ?? true && maximum.map { number <= $0 } ?? true
        case .string(let constraint):
            guard case .string(let scalars) = value else { return false }
            switch constraint {
            case .free: return true
            case .constant(let constant): return Array(constant.unicodeScalars) == scalars
            case .choices(let choices): return choices.contains { Array($0.unicodeScalars) == scalars }
            default:
                return Self.matches(scalars, constraint, patterns)
            }
        case .array(let element, let minItems, let maxItems):
            guard case .array(let elements) = value else { return false }
            if let minItems, elements.count < minItems { return false }
            if let maxItems, elements.count > maxItems { return false }
            return elements.allSatisfy { validate($0, element, entered: []) }
        case .object(let properties):
            guard case .object(let members) = value else { return false }
            var next = 0
            for (key, member) in members {
                guard
                    let index = properties[next...].firstIndex(where: {
                        $0.name.unicodeScalars.elementsEqual(key.unicodeScalars)
                    }),
                    properties[next..<index].allSatisfy(\.isOptional),
                    validate(member, properties[index].node, entered: [])
                else { return false }
                next = index + 1
            }
            return properties[next...].allSatisfy(\.isOptional)
        case .unorderedObject(let object):
            guard case .object(let members) = value else { return false }
            var seen = Set<String>()
            for (key, member) in members {
                if let property = object.properties.first(where: {
                    $0.name.unicodeScalars.elementsEqual(key.unicodeScalars)
                }) {
                    guard seen.insert(property.name).inserted, validate(member, property.node, entered: []) else {
                        return false
                    }
                } else {
                    guard
                        !object.forbiddenKeys.contains(where: { $0.unicodeScalars.elementsEqual(key.unicodeScalars) }),
                        let additional = object.additional, validate(member, additional, entered: [])
                    else { return false }
                }
            }
            let distinct = Set(members.map { String(String.UnicodeScalarView($0.0.unicodeScalars)) }).count
            if let minimum = object.minProperties, distinct < minimum { return false }
            if let maximum = object.maxProperties, distinct > maximum { return false }
            return object.properties.allSatisfy { $0.isOptional || seen.contains($0.name) }
        case .tuple(let prefix, let rest, let minItems, let maxItems):
            guard case .array(let elements) = value else { return false }
            if let minItems, elements.count < minItems { return false }
            if let maxItems, elements.count > maxItems { return false }
            return elements.enumerated().allSatisfy { index, element in
                guard let node = index < prefix.count ? prefix[index] : rest else { return false }
                return validate(element, node, entered: [])
            }
        case .any:
            return true
        }
    }

    private static func matches(
        _ scalars: [Unicode.Scalar], _ constraint: JSONSchemaNode.StringConstraint, _ patterns: [String: RegexNode]
    ) -> Bool {
        switch constraint {
        case .free: return true
        case .constant(let constant): return Array(constant.unicodeScalars) == scalars
        case .choices(let choices): return choices.contains { Array($0.unicodeScalars) == scalars }
        case .pattern(let pattern):
            guard let tree = patterns[pattern] else { return false }
            return RegexOracle.finds(tree, in: scalars) ?? true
        case .length(let minimum, let maximum): return scalars.count >= minimum && scalars.count <= (maximum ?? .max)
        case .all(let constraints): return constraints.allSatisfy { matches(scalars, $0, patterns) }
        }
    }
}
