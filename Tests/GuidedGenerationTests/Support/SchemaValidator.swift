import Foundation

@testable import GuidedGeneration

/// Checks a value parsed by `JSONSerialization` against a schema, independently of the engine.
struct SchemaValidator {
    let definitions: [String: JSONSchemaNode]

    /// Parses compact JSON text with Foundation and validates it.
    func validate(jsonText bytes: [UInt8], against node: JSONSchemaNode) -> Bool {
        guard let value = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
            return false
        }
        return validate(value, node)
    }

    func validate(_ value: Any, _ node: JSONSchemaNode) -> Bool {
        switch node {
        case .object(let properties):
            guard let dictionary = value as? [String: Any] else { return false }
            let names = Set(properties.map(\.name))
            guard dictionary.keys.allSatisfy(names.contains) else { return false }
            for property in properties {
                guard let item = dictionary[property.name] else {
                    if property.isOptional { continue }
                    return false
                }
                guard validate(item, property.node) else { return false }
            }
            return true
        case .unorderedObject(let object):
            guard let dictionary = value as? [String: Any] else { return false }
            if let minimum = object.minProperties, dictionary.count < minimum { return false }
            if let maximum = object.maxProperties, dictionary.count > maximum { return false }
            for (key, item) in dictionary {
                if let property = object.properties.first(where: { $0.name == key }) {
                    guard validate(item, property.node) else { return false }
                } else {
                    guard let additional = object.additional, validate(item, additional) else { return false }
                }
            }
            return object.properties.allSatisfy { $0.isOptional || dictionary[$0.name] != nil }
        case .tuple(let prefix, let rest, let minItems, let maxItems):
            guard let array = value as? [Any] else { return false }
            if let minItems, array.count < minItems { return false }
            if let maxItems, array.count > maxItems { return false }
            return array.enumerated().allSatisfy { index, item in
                guard let node = index < prefix.count ? prefix[index] : rest else { return false }
                return validate(item, node)
            }
        case .any:
            return true
        case .string(let constraint):
            guard let string = value as? String else { return false }
            return Self.matches(string, constraint)
        case .integer(let minimum, let maximum):
            guard let number = value as? NSNumber, !(value is String) else { return false }
            let double = number.doubleValue
            guard double.rounded() == double else { return false }
            return (minimum.map { double >= Double($0) } ?? true) && (maximum.map { double <= Double($0) } ?? true)
        case .number(let minimum, let maximum):
            guard let number = value as? NSNumber, !(value is String) else { return false }
            let double = number.doubleValue
            return (minimum.map { double >= $0 } ?? true) && (maximum.map { double <= $0 } ?? true)
        case .boolean:
            return value is NSNumber && !(value is String)
        case .null:
            return value is NSNull
        case .array(let element, let minItems, let maxItems):
            guard let array = value as? [Any] else { return false }
            if let minItems, array.count < minItems { return false }
            if let maxItems, array.count > maxItems { return false }
            return array.allSatisfy { validate($0, element) }
        case .anyOf(let alternatives):
            return alternatives.contains { validate(value, $0) }
        case .ref(let name):
            guard let definition = definitions[name] else { return false }
            return validate(value, definition)
        }
    }

    static func matches(_ string: String, _ constraint: JSONSchemaNode.StringConstraint) -> Bool {
        switch constraint {
        case .free: return true
        case .constant(let constant): return string == constant
        case .choices(let choices): return choices.contains(string)
        case .pattern(let pattern):
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
            let range = NSRange(string.startIndex..., in: string)
            return regex.firstMatch(in: string, range: range) != nil
        case .length(let minimum, let maximum):
            let count = string.unicodeScalars.count
            return count >= minimum && count <= (maximum ?? .max)
        case .all(let constraints): return constraints.allSatisfy { matches(string, $0) }
        }
    }
}
