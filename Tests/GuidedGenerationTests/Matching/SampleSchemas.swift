@testable import GuidedGeneration

/// Schemas exercised by the mask and random-walk tests.
enum SampleSchemas {
    struct Sample: Sendable, CustomStringConvertible {
        let name: String
        let root: JSONSchemaNode
        var definitions: [String: JSONSchemaNode] = [:]
        var description: String { name }
    }

    static let all: [Sample] = [
        Sample(
            name: "person",
            root: .object([
                .init(name: "name", node: .string(.free)),
                .init(name: "age", node: .integer(minimum: 0, maximum: 150)),
                .init(name: "tags", node: .array(.string(.free), maxItems: 3), isOptional: true),
                .init(name: "x", node: .boolean, isOptional: true),
            ])),
        Sample(
            name: "patterns",
            root: .object([
                .init(name: "code", node: .string(.pattern(#"^[A-Z]{3}-\d{2,4}$"#))),
                .init(name: "kind", node: .string(.choices(["circle", "square", "sq"]))),
                .init(name: "note", node: .string(.pattern("ab|é")), isOptional: true),
            ])),
        Sample(
            name: "numbers",
            root: .array(
                .anyOf([
                    .number(minimum: 0.5, maximum: 10.25), .integer(minimum: -20, maximum: -3), .null,
                ]), minItems: 1, maxItems: 4)),
        Sample(
            name: "shapes",
            root: .anyOf([
                .object([.init(name: "kind", node: .string(.constant("circle"))), .init(name: "r", node: .number())]),
                .object([.init(name: "kind", node: .string(.constant("square"))), .init(name: "x", node: .integer())]),
                .object([
                    .init(name: "kind", node: .string(.constant("circle"))), .init(name: "name", node: .string(.free)),
                ]),
            ])),
        Sample(
            name: "tree", root: .ref("Node"),
            definitions: [
                "Node": .object([
                    .init(name: "name", node: .string(.free)),
                    .init(name: "kids", node: .array(.ref("Node"), maxItems: 2)),
                    .init(name: "next", node: .ref("Node"), isOptional: true),
                ])
            ]),
        Sample(name: "constant", root: .string(.constant("a\"é🙂\n"))),
        Sample(name: "free string", root: .string(.free)),
    ]
}
