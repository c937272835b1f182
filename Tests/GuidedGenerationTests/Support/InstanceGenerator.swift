import FoundationModels

@testable import GuidedGeneration

/// Generates random valid JSON instances of a schema (patterns excepted), compact or spaced as
/// a grammar of that spacing writes them, spelling strings with random but valid escapes.
struct InstanceGenerator {
    let definitions: [String: JSONSchemaNode]
    var random: SeededGenerator
    var spacing = Grammar.Spacing.compact

    private var colon: [UInt8] { spacing == .spaced ? Array(": ".utf8) : [0x3A] }
    private var comma: [UInt8] { spacing == .spaced ? Array(", ".utf8) : [0x2C] }

    static let scalars: [Unicode.Scalar] = [
        "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1F}", "\u{7F}", "é", "ß", "日", "\u{2028}",
        "\u{FEFF}", "🙂", "𝄞",
    ]

    mutating func string(_ value: String) -> [UInt8] {
        var bytes: [UInt8] = [0x22]
        for scalar in value.unicodeScalars {
            let choice = Int.random(in: 0..<4, using: &random)
            switch scalar.value {
            case 0x22: bytes += choice == 0 ? Array("\\u0022".utf8) : Array("\\\"".utf8)
            case 0x5C: bytes += choice == 0 ? Array("\\u005C".utf8) : Array("\\\\".utf8)
            case 0x0A: bytes += choice == 0 ? Array("\\u000a".utf8) : Array("\\n".utf8)
            case 0x09: bytes += Array("\\t".utf8)
            case 0x2F where choice == 1: bytes += Array("\\/".utf8)
            case 0..<0x20: bytes += Array(String(format: "\\u%04X", scalar.value).utf8)
            default:
                if choice == 0 {
                    for unit in String(scalar).utf16 { bytes += Array(String(format: "\\u%04x", unit).utf8) }
                } else {
                    bytes += Array(String(scalar).utf8)
                }
            }
        }
        bytes.append(0x22)
        return bytes
    }

    mutating func instance(_ node: JSONSchemaNode, depth: Int = 0) -> [UInt8] {
        switch node {
        case .object(let properties):
            var parts: [[UInt8]] = []
            for property in properties where !property.isOptional || Bool.random(using: &random) {
                parts.append(
                    GrammarCompiler.jsonString(property.name) + colon + instance(property.node, depth: depth + 1))
            }
            return [0x7B] + Array(parts.joined(separator: comma)) + [0x7D]
        case .unorderedObject(let object):
            let limit = object.maxProperties ?? .max
            var parts: [[UInt8]] = []
            for property in object.properties.sorted(by: { !$0.isOptional && $1.isOptional })
            where !property.isOptional || (parts.count < limit && Bool.random(using: &random)) {
                parts.append(
                    GrammarCompiler.jsonString(property.name) + colon + instance(property.node, depth: depth + 1))
            }
            if let additional = object.additional, depth < 3 {
                let names = object.properties.map(\.name)
                for index in 0..<Int.random(in: 0..<3, using: &random)
                where parts.count < limit && !names.contains("extra\(index)") {
                    parts.append(string("extra\(index)") + colon + instance(additional, depth: depth + 1))
                }
            }
            parts.shuffle(using: &random)
            return [0x7B] + Array(parts.joined(separator: comma)) + [0x7D]
        case .tuple(let prefix, let rest, let minItems, let maxItems):
            let low = max(minItems ?? 0, 0)
            let high = rest == nil ? min(maxItems ?? prefix.count, prefix.count) : min(maxItems ?? low + 2, low + 2)
            let count = Int.random(in: low...max(low, high), using: &random)
            let items = (0..<count).map { instance($0 < prefix.count ? prefix[$0] : rest!, depth: depth + 1) }
            return [0x5B] + Array(items.joined(separator: comma)) + [0x5D]
        case .any:
            return depth > 2 ? Array("null".utf8) : instance(.array(.integer(), maxItems: 2), depth: depth + 1)
        case .string(.length(let minimum, let maximum)):
            let count = Int.random(in: minimum...(maximum ?? minimum + 3), using: &random)
            return string(String(repeating: "a", count: count))
        case .string(.constant(let value)):
            return string(value)
        case .string(.choices(let values)):
            return string(values.randomElement(using: &random)!)
        case .string:
            let count = Int.random(in: 0..<6, using: &random)
            var text = ""
            for _ in 0..<count { text.unicodeScalars.append(Self.scalars.randomElement(using: &random)!) }
            return string(text)
        case .integer(let minimum, let maximum):
            let low = minimum ?? -1_000
            let high = maximum ?? max(low, 0) + 1_000
            return Array(String(Int.random(in: low...high, using: &random)).utf8)
        case .number(let minimum, let maximum):
            let low = minimum ?? -100
            let high = maximum ?? max(low, 0) + 100
            for _ in 0..<20 {
                let whole = Int.random(in: Int(low.rounded(.down))...Int(high.rounded(.up)), using: &random)
                let fraction = [0, 0.5, 0.25, 0.125].randomElement(using: &random)!
                let value = Double(whole) + fraction
                if value >= low && value <= high {
                    return Array((fraction == 0 ? String(whole) : String(value)).utf8)
                }
            }
            return Array(String(low).utf8)
        case .boolean:
            return Array((Bool.random(using: &random) ? "true" : "false").utf8)
        case .null:
            return Array("null".utf8)
        case .array(let element, let minItems, let maxItems):
            let low = minItems ?? 0
            let high = min(maxItems ?? low + 3, depth > 3 ? low : low + 3)
            let count = Int.random(in: low...max(low, high), using: &random)
            let items = (0..<count).map { _ in instance(element, depth: depth + 1) }
            return [0x5B] + Array(items.joined(separator: comma)) + [0x5D]
        case .anyOf(let alternatives):
            return instance(alternatives.randomElement(using: &random)!, depth: depth + 1)
        case .ref(let name):
            return instance(definitions[name]!, depth: depth + 1)
        }
    }
}
