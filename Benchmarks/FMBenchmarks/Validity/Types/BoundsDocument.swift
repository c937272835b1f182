import Foundation
import FoundationModels

/// JSON Schema keywords Swift guides cannot write: exclusive integer bounds, string lengths, and
/// a recursive definition through `$ref`. Checked on the parsed JSON. (Exclusive bounds on
/// decimal numbers cannot be enforced token by token; the engine refuses them with an error.)
enum BoundsDocument {
    /// The schema's text.
    static let schemaText = """
        {"type":"object","title":"Bounds","properties":{
        "score":{"type":"number","minimum":-0.5,"maximum":1},
        "level":{"type":"integer","exclusiveMinimum":-3,"exclusiveMaximum":3},
        "code":{"type":"string","minLength":2,"maxLength":4},
        "tree":{"$ref":"#/$defs/node"}},
        "required":["score","level","code","tree"],
        "$defs":{"node":{"type":"object","properties":{"name":{"type":"string","maxLength":6},
        "children":{"type":"array","items":{"$ref":"#/$defs/node"},"maxItems":2}},"required":["name","children"]}}}
        """

    /// The problems of a response; a response that is not the schema's object is one problem.
    static func problems(_ text: String) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            return ["not a JSON object"]
        }
        var problems: [String] = []
        if let score = object["score"] as? Double {
            if !(score >= -0.5 && score <= 1) { problems.append("score: \(score) not in [-0.5, 1]") }
        } else {
            problems.append("score: missing or not a number")
        }
        if let level = object["level"] as? NSNumber, level.doubleValue == level.doubleValue.rounded() {
            if !(level.intValue > -3 && level.intValue < 3) { problems.append("level: \(level) not in (-3, 3)") }
        } else {
            problems.append("level: missing or not an integer")
        }
        if let code = object["code"] as? String {
            problems += GuideCheck.length(code, 2...4, "code")
        } else {
            problems.append("code: missing or not a string")
        }
        problems += nodeProblems(object["tree"], path: "tree")
        let keys = Set(object.keys)
        if keys != ["score", "level", "code", "tree"] { problems.append("keys: \(keys.sorted())") }
        return problems
    }

    private static func nodeProblems(_ value: Any?, path: String) -> [String] {
        guard let node = value as? [String: Any], Set(node.keys) == ["name", "children"] else {
            return ["\(path): not a node"]
        }
        guard let name = node["name"] as? String, let children = node["children"] as? [Any] else {
            return ["\(path): wrong member types"]
        }
        var problems =
            GuideCheck.length(name, 0...6, "\(path).name")
            + GuideCheck.count(children.count, in: 0...2, "\(path).children")
        for (i, child) in children.enumerated() { problems += nodeProblems(child, path: "\(path).children[\(i)]") }
        return problems
    }
}
