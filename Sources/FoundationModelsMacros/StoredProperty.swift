import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A stored instance property of a `@Generable` struct.
struct StoredProperty {
    /// The name as written, backticks included, for Swift references.
    let identifier: String
    /// The name without backticks, for schema and content keys.
    let key: String
    let type: PropertyType
    let defaultValue: ExprSyntax?
    let isLet: Bool
    /// The description of its `@Guide`, if any.
    let description: ExprSyntax?
    /// The guides of its `@Guide` attributes, in order.
    let guides: [GuideArguments.Guide]

    /// The guides as one array literal for the schema, or nil when there are none.
    var guidesLiteral: String? {
        guides.isEmpty ? nil : "[" + guides.map(\.expression.trimmedDescription).joined(separator: ", ") + "]"
    }
}

extension StoredProperty {
    /// The generated stored instance properties of a struct body, in declaration order.
    ///
    /// Static, `lazy` and computed properties are skipped, and so is a `let` with a default
    /// value (it cannot be set). A `var` with a default value is generated: the default only
    /// serves the memberwise initializer. Problems (a missing type annotation,
    /// a type that can never be Generable, a pattern binding) are diagnosed through `context`
    /// when `diagnose` is set.
    /// - Returns: the properties, or nil when one of them cannot be generated.
    static func all(
        in members: MemberBlockSyntax, context: some MacroExpansionContext, diagnose: Bool
    ) -> [StoredProperty]? {
        var result: [StoredProperty] = []
        var failed = false
        func report(_ diagnostic: Diagnostic) {
            failed = true
            if diagnose { context.diagnose(diagnostic) }
        }
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), isStoredInstance(variable) else {
                continue
            }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            let guideAttributes = GuideArguments.all(in: variable.attributes)
            let bindings = Array(variable.bindings)
            for (index, binding) in bindings.enumerated() {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    report(Diagnostic(node: binding.pattern, message: MacroDiagnostic.unsupportedPattern()))
                    continue
                }
                let identifier = pattern.identifier.text
                // `var a, b: Int` gives `a` the type written after `b`.
                let written =
                    binding.typeAnnotation?.type
                    ?? bindings[index...].lazy.compactMap { $0.typeAnnotation?.type }.first
                let defaultValue = binding.initializer?.value
                if isLet && defaultValue != nil { continue }
                guard let written else {
                    report(missingTypeDiagnostic(binding, pattern: pattern))
                    continue
                }
                let type = PropertyType(written)
                if let (node, reason) = type.unsupportedPart {
                    report(
                        Diagnostic(
                            node: node,
                            message: MacroDiagnostic.unsupportedPropertyType(
                                node.trimmedDescription, reason: reason)))
                    continue
                }
                result.append(
                    StoredProperty(
                        identifier: identifier,
                        key: identifier.withoutBackticks,
                        type: type,
                        defaultValue: defaultValue,
                        isLet: isLet,
                        description: guideAttributes.lazy.compactMap(\.description).first,
                        guides: guideAttributes.flatMap(\.guides)))
            }
        }
        return failed ? nil : result
    }

    /// Whether a variable declaration stores an instance property.
    static func isStoredInstance(_ variable: VariableDeclSyntax) -> Bool {
        for modifier in variable.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class), .keyword(.lazy): return false
            default: continue
            }
        }
        return variable.bindings.allSatisfy { binding in
            guard let accessors = binding.accessorBlock?.accessors else { return true }
            if case .getter = accessors { return false }
            guard case .accessors(let list) = accessors else { return false }
            return list.allSatisfy { accessor in
                [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind)
            }
        }
    }

    private static func missingTypeDiagnostic(
        _ binding: PatternBindingSyntax, pattern: IdentifierPatternSyntax
    ) -> Diagnostic {
        let message = MacroDiagnostic.missingTypeAnnotation(pattern.identifier.text)
        guard let value = binding.initializer?.value, let literalType = literalType(of: value) else {
            return Diagnostic(node: binding, message: message)
        }
        let annotated =
            binding
            .with(\.pattern, PatternSyntax(pattern.with(\.identifier.trailingTrivia, [])))
            .with(
                \.typeAnnotation,
                TypeAnnotationSyntax(
                    colon: .colonToken(trailingTrivia: .space),
                    type: TypeSyntax(IdentifierTypeSyntax(name: .identifier(literalType, trailingTrivia: .space)))))
        return Diagnostic(
            node: binding,
            message: message,
            fixIt: FixIt(
                message: MacroFixIt.addTypeAnnotation(literalType),
                changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(annotated))]))
    }

    private static func literalType(of expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }
}

extension String {
    /// The name without the backticks that escape a keyword.
    var withoutBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
