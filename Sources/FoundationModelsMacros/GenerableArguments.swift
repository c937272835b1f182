import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The arguments of `@Generable(...)` and the facts about the declaration it is attached to.
struct GenerableArguments {
    /// The `name:` expression (the schema's name in place of the type's), or nil.
    let name: ExprSyntax?
    /// The `description:` expression, or nil.
    let description: ExprSyntax?
    /// The literal value of `representNilExplicitlyInGeneratedContent:`, or nil when absent.
    let representNil: Bool?
    /// `public ` or `package ` (with the space) when the type has that access, else empty.
    let accessPrefix: String

    /// Reads the arguments; a non-literal `representNilExplicitlyInGeneratedContent` is
    /// diagnosed (when `diagnose` is set) and makes this nil.
    init?(
        _ node: AttributeSyntax, declaration: some DeclGroupSyntax,
        context: some MacroExpansionContext, diagnose: Bool
    ) {
        var name: ExprSyntax?
        var description: ExprSyntax?
        var representNil: Bool?
        if case .argumentList(let arguments) = node.arguments {
            for argument in arguments {
                switch argument.label?.text {
                case "name":
                    name = argument.expression
                case "description":
                    description = argument.expression
                case "representNilExplicitlyInGeneratedContent":
                    guard let literal = argument.expression.as(BooleanLiteralExprSyntax.self) else {
                        if diagnose {
                            context.diagnose(
                                Diagnostic(
                                    node: argument.expression, message: MacroDiagnostic.representNilNotLiteral()))
                        }
                        return nil
                    }
                    representNil = literal.literal.tokenKind == .keyword(.true)
                default:
                    continue
                }
            }
        }
        self.name = name
        self.description = description
        self.representNil = representNil
        self.accessPrefix = Self.accessPrefix(of: declaration.modifiers)
    }

    /// The description for generated code: the expression, or `nil`.
    var descriptionText: String { description?.trimmedDescription ?? "nil" }

    /// What closes the `GenerationSchema(…)` call of `generationSchema`: `)`, followed by
    /// `.renamed(to: name)` when the attribute names the schema.
    var schemaClosing: String {
        name.map { ").renamed(to: \($0.trimmedDescription))" } ?? ")"
    }

    private static func accessPrefix(of modifiers: DeclModifierListSyntax) -> String {
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }
}
