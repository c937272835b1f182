import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// What `@Generable` adds to an enum: a choice of case names, or (with associated values, an
/// extension of this project) one object per case, named after the case.
struct EnumExpansion: GenerableExpansion {
    /// One case of the enum.
    struct Case {
        /// One associated value.
        struct Payload {
            /// The key: the label, or `_0`, `_1`… for an unlabelled value.
            let key: String
            let type: PropertyType
        }

        /// The name as written, backticks included.
        let identifier: String
        /// The name without backticks: the choice, or the key of the case's object.
        let key: String
        let description: ExprSyntax?
        /// The associated values; nil when the case has none (not even `()`).
        let payload: [Payload]?
        /// The labels of the associated values, nil for unlabelled ones.
        let labels: [String?]
    }

    let arguments: GenerableArguments
    let typeName: String
    let cases: [Case]

    init?(
        _ declaration: EnumDeclSyntax, arguments: GenerableArguments,
        context: some MacroExpansionContext, diagnose: Bool
    ) {
        var cases: [Case] = []
        var failed = false
        for member in declaration.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            let description = GuideArguments.all(in: caseDecl.attributes).lazy.compactMap(\.description).first
            for element in caseDecl.elements {
                var payload: [Case.Payload]?
                var labels: [String?] = []
                if let parameters = element.parameterClause?.parameters {
                    payload = []
                    for (index, parameter) in parameters.enumerated() {
                        let type = PropertyType(parameter.type)
                        if let (node, reason) = type.unsupportedPart {
                            failed = true
                            if diagnose {
                                context.diagnose(
                                    Diagnostic(
                                        node: node,
                                        message: MacroDiagnostic.unsupportedPropertyType(
                                            node.trimmedDescription, reason: reason)))
                            }
                        }
                        let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
                        labels.append(label)
                        payload?.append(Case.Payload(key: label?.withoutBackticks ?? "_\(index)", type: type))
                    }
                }
                cases.append(
                    Case(
                        identifier: element.name.text, key: element.name.text.withoutBackticks,
                        description: description, payload: payload, labels: labels))
            }
        }
        if cases.isEmpty {
            failed = true
            if diagnose {
                context.diagnose(
                    Diagnostic(node: declaration.name, message: MacroDiagnostic.enumWithoutCases(declaration.name.text))
                )
            }
        }
        if failed { return nil }
        self.arguments = arguments
        self.typeName = declaration.name.text
        self.cases = cases
    }

    private var access: String { arguments.accessPrefix }
    private var hasPayloads: Bool { cases.contains { $0.payload != nil } }

    var members: [DeclSyntax] {
        var source = SourceLines()
        source.block("\(access)nonisolated static var generationSchema: GenerationSchema {") { body in
            body.block("GenerationSchema(", closing: arguments.schemaClosing) { call in
                call.line("type: Self.self,")
                call.line("description: \(arguments.descriptionText),")
                if hasPayloads {
                    call.append(casesArgument)
                } else {
                    let names = cases.map { "\"\($0.key)\"" }.joined(separator: ", ")
                    call.line("anyOf: [\(names)]")
                }
            }
        }
        return [DeclSyntax("\(raw: source.text)")]
    }

    var extensionMembers: SourceLines {
        hasPayloads ? payloadExtensionMembers : choiceExtensionMembers
    }

    private var casesArgument: SourceLines {
        var source = SourceLines()
        source.block("cases: [", closing: "]") { list in
            for enumCase in cases {
                let opening =
                    "GenerationSchema.EnumCase(name: \"\(enumCase.key)\", description: "
                    + "\(enumCase.description?.trimmedDescription ?? "nil"), "
                let payload = enumCase.payload ?? []
                guard !payload.isEmpty else {
                    list.line(opening + "properties: []),")
                    continue
                }
                list.block(opening + "properties: [", closing: "]),") { properties in
                    for value in payload {
                        properties.line(
                            "GenerationSchema.Property(name: \"\(value.key)\", description: nil, "
                                + "type: \(value.type.schemaType).self),")
                    }
                }
            }
        }
        return source
    }

    private func decodingFailure(_ message: String) -> String {
        "throw GeneratedContent.ParsingError(rawContent: content.jsonString, debugDescription: \(message))"
    }

    private var choiceExtensionMembers: SourceLines {
        let expected = cases.map(\.key).joined(separator: ", ")
        var source = SourceLines()
        source.block("\(access)nonisolated init(_ content: GeneratedContent) throws {") { body in
            body.line("let choice = try content.value(String.self)")
            body.switchBlock("switch choice {") { cases in
                for enumCase in self.cases {
                    cases.line("case \"\(enumCase.key)\":")
                    cases.line("    self = .\(enumCase.identifier)")
                }
                cases.line("default:")
                cases.line(
                    "    "
                        + decodingFailure(
                            "\"\\\"\\(choice)\\\" is not a case of \(typeName); expected one of: \(expected)\""))
            }
        }
        source.block("\(access)nonisolated var generatedContent: GeneratedContent {") { body in
            body.switchBlock("switch self {") { cases in
                for enumCase in self.cases {
                    cases.line("case .\(enumCase.identifier):")
                    cases.line("    return GeneratedContent(kind: .string(\"\(enumCase.key)\"))")
                }
            }
        }
        return source
    }

    private var payloadExtensionMembers: SourceLines {
        let usesPayload = cases.contains { !($0.payload ?? []).isEmpty }
        let expected = cases.map(\.key).joined(separator: ", ")
        var source = SourceLines()
        source.block("\(access)nonisolated init(_ content: GeneratedContent) throws {") { body in
            body.line("guard case .structure(let properties, let orderedKeys) = content.kind, orderedKeys.count == 1,")
            body.line(
                usesPayload
                    ? "    let caseName = orderedKeys.first, let payload = properties[caseName]"
                    : "    let caseName = orderedKeys.first, properties[caseName] != nil")
            body.block("else {") { failure in
                failure.line(
                    decodingFailure(
                        "\"\(typeName) expects an object with exactly one property, named after one of its cases: "
                            + "\(expected)\""))
            }
            body.switchBlock("switch caseName {") { switchBody in
                for enumCase in cases {
                    switchBody.line("case \"\(enumCase.key)\":")
                    switchBody.line("    " + construction(of: enumCase))
                }
                switchBody.line("default:")
                switchBody.line(
                    "    "
                        + decodingFailure(
                            "\"\\\"\\(caseName)\\\" is not a case of \(typeName); expected one of: \(expected)\""))
            }
        }
        source.block("\(access)nonisolated var generatedContent: GeneratedContent {") { body in
            body.switchBlock("switch self {") { switchBody in
                for enumCase in cases {
                    let payload = enumCase.payload ?? []
                    let bindings = payload.indices.map { "let _\($0)" }.joined(separator: ", ")
                    switchBody.line(
                        payload.isEmpty ? "case .\(enumCase.identifier):" : "case .\(enumCase.identifier)(\(bindings)):"
                    )
                    let object = ObjectContent(
                        fields: payload.enumerated().map { index, value in
                            .init(key: value.key, value: "_\(index)", isOptional: value.type.isOptional)
                        },
                        representNil: arguments.representNil ?? false)
                    let caseBody = object.returning(
                        prefix: "GeneratedContent(properties: [\"\(enumCase.key)\": ", suffix: "])")
                    switchBody.nested { $0.append(caseBody) }
                }
            }
        }
        return source
    }

    /// `self = .name`, or `self = try .name(label: payload.value(forProperty: "label"), …)`.
    private func construction(of enumCase: Case) -> String {
        guard let payload = enumCase.payload else { return "self = .\(enumCase.identifier)" }
        guard !payload.isEmpty else { return "self = .\(enumCase.identifier)()" }
        let values = zip(payload, enumCase.labels).map { value, label in
            let read = "payload.value(forProperty: \"\(value.key)\")"
            return label.map { "\($0): \(read)" } ?? read
        }
        return "self = try .\(enumCase.identifier)(\(values.joined(separator: ", ")))"
    }
}
