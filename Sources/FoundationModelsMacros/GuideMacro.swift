import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Guide`: describes and constrains one property (or, with a description only, one enum
/// case) of a `@Generable` type.
///
/// It adds nothing: `@Generable` reads the attribute. Its own expansion checks that the guides
/// fit the property's type and that the attribute can have an effect at all.
public struct GuideMacro: PeerMacro {
    /// Checks the guides against the declaration and adds nothing.
    /// - Parameters:
    ///   - node: the `@Guide(...)` attribute.
    ///   - declaration: the property or enum case it is attached to.
    ///   - context: where diagnostics go.
    /// - Returns: no declarations.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let arguments = GuideArguments(node)
        if let variable = declaration.as(VariableDeclSyntax.self) {
            checkProperty(variable, guide: node, arguments: arguments, in: context)
        } else if declaration.is(EnumCaseDeclSyntax.self) {
            for guide in arguments.guides {
                context.diagnose(Diagnostic(node: guide.expression, message: MacroDiagnostic.guideOnEnumCase()))
            }
        } else {
            context.diagnose(
                Diagnostic(node: node, message: MacroDiagnostic.guideOnIgnoredDeclaration("this declaration")))
            return []
        }
        checkEnclosingType(node, in: context)
        return []
    }

    private static func checkProperty(
        _ variable: VariableDeclSyntax, guide node: AttributeSyntax, arguments: GuideArguments,
        in context: some MacroExpansionContext
    ) {
        if let ignored = ignoredPropertyKind(variable) {
            context.diagnose(Diagnostic(node: node, message: MacroDiagnostic.guideOnIgnoredDeclaration(ignored)))
            return
        }
        guard let written = variable.bindings.last?.typeAnnotation?.type else { return }
        let type = PropertyType(written)
        if type.isGenerationID {
            context.diagnose(Diagnostic(node: node, message: MacroDiagnostic.guideOnGenerationID()))
            return
        }
        for guide in arguments.guides {
            if let message = mismatch(guide, type: type) {
                context.diagnose(Diagnostic(node: guide.expression, message: message))
            }
        }
    }

    /// What kind of property is not generated, or nil when this one is.
    private static func ignoredPropertyKind(_ variable: VariableDeclSyntax) -> String? {
        let modifiers = variable.modifiers.map(\.name.tokenKind)
        if modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class)) {
            return "a static property"
        }
        if modifiers.contains(.keyword(.lazy)) { return "a lazy property" }
        if !StoredProperty.isStoredInstance(variable) { return "a computed property" }
        if variable.bindingSpecifier.tokenKind == .keyword(.let),
            variable.bindings.contains(where: { $0.initializer != nil })
        {
            return "a 'let' with a default value"
        }
        return nil
    }

    private static func mismatch(_ guide: GuideArguments.Guide, type: PropertyType) -> MacroDiagnostic? {
        let kind = type.kind
        guard kind != .other else { return nil }
        let typeName = type.written.trimmedDescription
        switch guide.kind {
        case .regex:
            return kind == .string ? nil : .regexOnNonString(type: typeName)
        case .number:
            return kind == .number
                ? nil : .guideDoesNotFit(guide.name, type: typeName, fits: "Int, Double, Float and Decimal properties")
        case .string:
            return kind == .string ? nil : .guideDoesNotFit(guide.name, type: typeName, fits: "String properties")
        case .array:
            return kind == .array ? nil : .guideDoesNotFit(guide.name, type: typeName, fits: "array properties")
        case .unknown:
            return nil
        }
    }

    /// Warns when the innermost enclosing type is a struct or an enum without `@Generable`.
    private static func checkEnclosingType(_ node: AttributeSyntax, in context: some MacroExpansionContext) {
        guard let enclosing = context.lexicalContext.first else { return }
        let name: String
        let attributes: AttributeListSyntax
        if let structDecl = enclosing.as(StructDeclSyntax.self) {
            (name, attributes) = (structDecl.name.text, structDecl.attributes)
        } else if let enumDecl = enclosing.as(EnumDeclSyntax.self) {
            (name, attributes) = (enumDecl.name.text, enumDecl.attributes)
        } else {
            return
        }
        let isGenerable = attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return GuideArguments.attributeName(attribute) == "Generable"
        }
        if !isGenerable {
            context.diagnose(Diagnostic(node: node, message: MacroDiagnostic.guideOutsideGenerable(name)))
        }
    }
}
