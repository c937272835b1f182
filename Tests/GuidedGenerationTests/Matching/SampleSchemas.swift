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
        Sample(
            name: "unordered",
            root: .unorderedObject(
                .init(
                    properties: [
                        .init(name: "name", node: .string(.length(minimum: 1, maximum: 4))),
                        .init(name: "nam", node: .integer(minimum: 0, maximum: 9)),
                        .init(name: "age", node: .integer(), isOptional: true),
                        .init(name: "tags", node: .tuple([.boolean, .null], rest: nil), isOptional: true),
                    ], minProperties: 2, maxProperties: 3))),
        Sample(
            name: "map",
            root: .unorderedObject(
                .init(
                    properties: [.init(name: "name", node: .string(.free), isOptional: true)],
                    additional: .tuple([.integer()], rest: .any, maxItems: 3), maxProperties: 3))),
        Sample(
            name: "length and pattern",
            root: .array(.string(.all([.pattern("^[a-c]+$"), .length(minimum: 2, maximum: 3)])), maxItems: 2)),
        Sample(
            name: "bounded text",
            root: .array(.string(.length(minimum: 3, maximum: 9)), maxItems: 3)),
        Sample(
            name: "bounded class",
            root: .array(.string(.pattern("^[a-z\\u00e9]{2,6}$")), maxItems: 3)),
        Sample(name: "constant", root: .string(.constant("a\"é🙂\n"))),
        Sample(name: "free string", root: .string(.free)),
    ]
}
