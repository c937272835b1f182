import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Generable`: makes a struct or an enum `Generable`.
///
/// The member role adds `generationSchema`, a memberwise initializer when the struct declares
/// none, and `PartiallyGenerated`; the extension role adds the conformance with
/// `init(_ content:)` and `generatedContent`. Misuse is diagnosed once, by the member role.
public struct GenerableMacro: MemberMacro, ExtensionMacro {
    /// The generated source is laid out by the macro itself, so guide expressions keep the
    /// user's spelling (`0...20`, not `0 ... 20`).
    public static var formatMode: FormatMode { .disabled }

    /// Adds `generationSchema`, the memberwise initializer and `PartiallyGenerated`, or
    /// diagnoses why the declaration cannot be generated.
    /// - Parameters:
    ///   - node: the `@Generable(...)` attribute.
    ///   - declaration: the struct or enum it is attached to.
    ///   - protocols: the protocols the compiler asks for (unused by this role).
    ///   - context: where diagnostics go.
    /// - Returns: the new members; none when the declaration cannot be generated.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let expansion = makeExpansion(node, declaration, context: context, diagnose: true) else {
            return []
        }
        return expansion.members
    }

    /// Adds the `Generable` conformance with `init(_ content:)` and `generatedContent`.
    /// - Parameters:
    ///   - node: the `@Generable(...)` attribute.
    ///   - declaration: the struct or enum it is attached to.
    ///   - type: the type to extend.
    ///   - protocols: the conformances still missing; empty when the type already conforms.
    ///   - context: the expansion context (diagnostics come from the member role).
    /// - Returns: one extension, or none when the declaration cannot be generated.
    /// - Throws: never in practice; the generated source always parses.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let expansion = makeExpansion(node, declaration, context: context, diagnose: false) else {
            return []
        }
        // A `nonisolated` conformance, as Apple's expansion has: in a module whose default
        // isolation is the main actor, an inferred main-actor conformance could not satisfy
        // `ConvertibleFromGeneratedContent`'s `SendableMetatype` requirement.
        let conformance = protocols.isEmpty ? "" : ": nonisolated FoundationModelsCore.Generable"
        var source = SourceLines()
        source.block("extension \(type.trimmedDescription)\(conformance) {") { body in
            body.append(expansion.extensionMembers)
        }
        return [try ExtensionDeclSyntax("\(raw: source.text)")]
    }

    /// The expansion for a struct or an enum, or nil (after diagnosing, when `diagnose` is set)
    /// when the declaration cannot be generated.
    private static func makeExpansion(
        _ node: AttributeSyntax, _ declaration: some DeclGroupSyntax,
        context: some MacroExpansionContext, diagnose: Bool
    ) -> (any GenerableExpansion)? {
        guard
            let arguments = GenerableArguments(
                node, declaration: declaration, context: context, diagnose: diagnose)
        else { return nil }
        if let structDecl = declaration.as(StructDeclSyntax.self) {
            return StructExpansion(structDecl, arguments: arguments, context: context, diagnose: diagnose)
        }
        if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            return EnumExpansion(enumDecl, arguments: arguments, context: context, diagnose: diagnose)
        }
        if diagnose { context.diagnose(unsupportedDeclarationDiagnostic(declaration)) }
        return nil
    }

    private static func unsupportedDeclarationDiagnostic(_ declaration: some DeclGroupSyntax) -> Diagnostic {
        let keyword: TokenSyntax
        let kind: String
        if let classDecl = declaration.as(ClassDeclSyntax.self) {
            (keyword, kind) = (classDecl.classKeyword, "a class")
        } else if let actorDecl = declaration.as(ActorDeclSyntax.self) {
            (keyword, kind) = (actorDecl.actorKeyword, "an actor")
        } else if let protocolDecl = declaration.as(ProtocolDeclSyntax.self) {
            (keyword, kind) = (protocolDecl.protocolKeyword, "a protocol")
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            (keyword, kind) = (extensionDecl.extensionKeyword, "an extension")
        } else {
            return Diagnostic(
                node: declaration, message: MacroDiagnostic.generableOnUnsupportedDeclaration("this declaration"))
        }
        let message = MacroDiagnostic.generableOnUnsupportedDeclaration(kind)
        guard let fixIt = makeStructFixIt(declaration, keyword: keyword) else {
            return Diagnostic(node: keyword, message: message)
        }
        return Diagnostic(node: keyword, message: message, fixIt: fixIt)
    }

    /// Replacing `class`/`actor` with `struct` is offered when nothing else ties the type to
    /// reference semantics: no inheritance clause and no `deinit`. A `final` goes with it.
    private static func makeStructFixIt(_ declaration: some DeclGroupSyntax, keyword: TokenSyntax) -> FixIt? {
        guard declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self),
            declaration.inheritanceClause == nil,
            !declaration.memberBlock.members.contains(where: { $0.decl.is(DeinitializerDeclSyntax.self) })
        else { return nil }
        var keywordLeadingTrivia = keyword.leadingTrivia
        var changes: [FixIt.Change] = []
        let modifiers = declaration.modifiers
        if let finalIndex = modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.final) }) {
            var remaining = Array(modifiers)
            let final = remaining.remove(at: modifiers.distance(from: modifiers.startIndex, to: finalIndex))
            if finalIndex == modifiers.startIndex {
                // The line break or indentation before `final` moves to the next token.
                if remaining.isEmpty {
                    keywordLeadingTrivia = final.leadingTrivia + keywordLeadingTrivia
                } else {
                    remaining[0] = remaining[0].with(\.leadingTrivia, final.leadingTrivia)
                }
            }
            changes.append(
                .replace(oldNode: Syntax(modifiers), newNode: Syntax(DeclModifierListSyntax(remaining))))
        }
        changes.append(
            .replace(
                oldNode: Syntax(keyword),
                newNode: Syntax(
                    keyword.with(\.tokenKind, .keyword(.struct)).with(\.leadingTrivia, keywordLeadingTrivia))))
        return FixIt(message: MacroFixIt.makeStruct(from: keyword.text), changes: changes)
    }
}
