import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@SessionPropertyEntry`: declares a session property in an extension of
/// `SessionPropertyValues`, with its default value, as SwiftUI's `@Entry` does for environment
/// values:
///
/// ```swift
/// extension SessionPropertyValues {
///     @SessionPropertyEntry var visits: Int = 0
/// }
/// ```
///
/// It adds a key type (`__Key_visits`) whose default value is the initializer, and accessors
/// that read and write the value stored under that key.
public struct SessionPropertyEntryMacro: AccessorMacro, PeerMacro {
    /// The getter and setter of the value stored under the key.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = entry(declaration, node, in: context)?.name else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    /// The key type, with the initializer as its default value.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let entry = entry(declaration, node, in: context) else { return [] }
        let defaultValue: DeclSyntax =
            if let type = entry.type {
                "static var defaultValue: \(type) { \(entry.value) }"
            } else {
                "static let defaultValue = \(entry.value)"
            }
        return ["private struct __Key_\(raw: entry.name): FoundationModelsCore.SessionPropertyKey { \(defaultValue) }"]
    }

    /// The property's name, type and initializer, or a diagnostic on what is missing.
    private static func entry(
        _ declaration: some DeclSyntaxProtocol, _ node: AttributeSyntax,
        in context: some MacroExpansionContext
    )
        -> (name: String, type: TypeSyntax?, value: ExprSyntax)?
    {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self), binding.accessorBlock == nil
        else {
            context.diagnose(
                Diagnostic(node: node, message: MacroDiagnostic.sessionPropertyEntryOnUnsupportedDeclaration()))
            return nil
        }
        guard let value = binding.initializer?.value else {
            context.diagnose(
                Diagnostic(
                    node: binding,
                    message: MacroDiagnostic.sessionPropertyEntryWithoutDefault(
                        identifier.identifier.text)))
            return nil
        }
        return (identifier.identifier.text, binding.typeAnnotation?.type.trimmed, value.trimmed)
    }
}
