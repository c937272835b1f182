/// Source that builds the `GeneratedContent` of an object (a struct, or one enum payload).
struct ObjectContent {
    /// One property of the object.
    struct Field {
        /// The content key.
        let key: String
        /// The Swift expression for the value.
        let value: String
        let isOptional: Bool
    }

    let fields: [Field]
    /// Whether nil optionals appear as `null` rather than being left out.
    let representNil: Bool
    /// The Swift expression for the content's identifier, if it has one.
    var id: String? = nil

    /// `, id: <expression>` when the content has an identifier.
    private var idArgument: String { id.map { ", id: \($0)" } ?? "" }

    /// Statements that return the content, with `prefix` wrapped around the object expression
    /// (for example `GeneratedContent(properties: ["case": ` … `])`).
    func returning(prefix: String = "", suffix: String = "") -> SourceLines {
        var source = SourceLines()
        guard !representNil, fields.contains(where: \.isOptional) else {
            guard !fields.isEmpty else {
                source.line("return \(prefix)GeneratedContent(properties: [:]\(idArgument))\(suffix)")
                return source
            }
            source.block("return \(prefix)GeneratedContent(properties: [", closing: "]\(idArgument))\(suffix)") {
                body in
                for field in fields { body.line("\"\(field.key)\": \(field.value),") }
            }
            return source
        }
        // Optional values that are nil are left out, so the keys are collected at run time.
        source.line("var properties: [String: GeneratedContent] = [:]")
        source.line("var orderedKeys: [String] = []")
        for field in fields {
            if field.isOptional {
                source.block("if let value = \(field.value) {") { body in
                    body.line("properties[\"\(field.key)\"] = value.generatedContent")
                    body.line("orderedKeys.append(\"\(field.key)\")")
                }
            } else {
                source.line("properties[\"\(field.key)\"] = \(field.value).generatedContent")
                source.line("orderedKeys.append(\"\(field.key)\")")
            }
        }
        source.line(
            "return \(prefix)GeneratedContent(kind: .structure(properties: properties, orderedKeys: orderedKeys)\(idArgument))\(suffix)"
        )
        return source
    }
}
