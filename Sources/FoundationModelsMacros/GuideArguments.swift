import SwiftSyntax

/// The arguments of one `@Guide(...)` attribute.
struct GuideArguments {
    /// One guide expression and what it constrains.
    struct Guide {
        /// Which types a guide applies to.
        enum Kind: Equatable {
            case number, string, array, regex, unknown
        }

        let expression: ExprSyntax
        let kind: Kind
        /// The guide's name as written (`range`, `count`, …), or `regex`.
        let name: String
    }

    let attribute: AttributeSyntax
    let description: ExprSyntax?
    let guides: [Guide]

    /// The guides are all regex literals or `Regex` values (the `[Regex<R>]` schema overload).
    var isRegex: Bool { !guides.isEmpty && guides.allSatisfy { $0.kind == .regex } }

    init(_ attribute: AttributeSyntax) {
        self.attribute = attribute
        var description: ExprSyntax?
        var guides: [Guide] = []
        if case .argumentList(let arguments) = attribute.arguments {
            for argument in arguments {
                if argument.label?.text == "description" {
                    description = argument.expression
                } else {
                    guides.append(Self.guide(argument.expression))
                }
            }
        }
        self.description = description
        self.guides = guides
    }

    /// The `@Guide` attributes on a declaration, in order.
    static func all(in attributes: AttributeListSyntax) -> [GuideArguments] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element, isGuide(attribute) else { return nil }
            return GuideArguments(attribute)
        }
    }

    /// Whether an attribute is `@Guide` (or `@FoundationModels.Guide`).
    static func isGuide(_ attribute: AttributeSyntax) -> Bool {
        attributeName(attribute) == "Guide"
    }

    /// The last component of an attribute's name.
    static func attributeName(_ attribute: AttributeSyntax) -> String? {
        if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) {
            return identifier.name.text
        }
        return attribute.attributeName.as(MemberTypeSyntax.self)?.name.text
    }

    private static func guide(_ expression: ExprSyntax) -> Guide {
        var inner = expression
        while let tryExpression = inner.as(TryExprSyntax.self) { inner = tryExpression.expression }
        if inner.is(RegexLiteralExprSyntax.self) {
            return Guide(expression: expression, kind: .regex, name: "regex")
        }
        if let call = inner.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                reference.baseName.text == "Regex"
            {
                return Guide(expression: expression, kind: .regex, name: "regex")
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                return Guide(expression: expression, kind: kind(ofGuideNamed: name), name: name)
            }
        }
        return Guide(expression: expression, kind: .unknown, name: expression.trimmedDescription)
    }

    private static func kind(ofGuideNamed name: String) -> Guide.Kind {
        switch name {
        case "minimum", "maximum", "range": .number
        case "constant", "anyOf", "pattern": .string
        case "minimumCount", "maximumCount", "count", "element": .array
        default: .unknown
        }
    }
}
