import SwiftSyntax
import SwiftSyntaxMacros

/// What `@Generable` adds to a struct: an object schema with one property per stored property.
///
/// A stored property of type `GenerationID` is not generated: it holds the identity of the
/// content the value came from (stable across the snapshots of one stream), as in Apple's
/// framework.
struct StructExpansion: GenerableExpansion {
    let arguments: GenerableArguments
    /// Every stored property that an initializer sets, in declaration order (a `let` with a
    /// default value is not one).
    let stored: [StoredProperty]
    /// The generated stored properties: the stored ones except the identities.
    let properties: [StoredProperty]
    /// The stored properties of type `GenerationID`, set from the content's identifier.
    let identities: [StoredProperty]
    /// Whether the struct declares an initializer of its own.
    let declaresInitializer: Bool
    /// The declared conformances that `PartiallyGenerated` keeps (see ``KeptConformances``).
    let keptConformances: [String]

    init?(
        _ declaration: StructDeclSyntax, arguments: GenerableArguments,
        context: some MacroExpansionContext, diagnose: Bool
    ) {
        guard
            let stored = StoredProperty.all(
                in: declaration.memberBlock, context: context, diagnose: diagnose)
        else { return nil }
        self.arguments = arguments
        self.stored = stored
        self.properties = stored.filter { !$0.type.isGenerationID }
        self.identities = stored.filter { $0.type.isGenerationID }
        self.declaresInitializer = declaration.memberBlock.members.contains {
            $0.decl.is(InitializerDeclSyntax.self)
        }
        self.keptConformances = KeptConformances.of(declaration.inheritanceClause)
    }

    private var access: String { arguments.accessPrefix }

    var members: [DeclSyntax] {
        var declarations = [schemaDeclaration]
        if !declaresInitializer { declarations.append(memberwiseInitializer) }
        declarations.append(partiallyGeneratedDeclaration)
        return declarations
    }

    var extensionMembers: SourceLines {
        var source = SourceLines()
        source.block("\(access)nonisolated init(_ content: GeneratedContent) throws {") { body in
            for property in stored {
                body.line("self.\(property.identifier) = \(Self.reading(property))")
            }
        }
        source.block("\(access)nonisolated var generatedContent: GeneratedContent {") { body in
            let object = ObjectContent(
                fields: properties.map {
                    .init(key: $0.key, value: "self.\($0.identifier)", isOptional: $0.type.isOptional)
                },
                representNil: arguments.representNil ?? false,
                id: identities.first.map { "self.\($0.identifier)" })
            body.append(object.returning())
        }
        return source
    }

    private var schemaDeclaration: DeclSyntax {
        var source = SourceLines()
        source.block("\(access)nonisolated static var generationSchema: GenerationSchema {") { body in
            body.block("GenerationSchema(", closing: arguments.schemaClosing) { call in
                call.line("type: Self.self,")
                call.line("description: \(arguments.descriptionText),")
                if let representNil = arguments.representNil {
                    call.line("representNilExplicitlyInGeneratedContent: \(representNil),")
                }
                call.append(Self.propertiesArgument(properties))
            }
        }
        return DeclSyntax("\(raw: source.text)")
    }

    /// `properties: [GenerationSchema.Property(...), …]` for a list of properties.
    static func propertiesArgument(_ properties: [StoredProperty]) -> SourceLines {
        var source = SourceLines()
        guard !properties.isEmpty else {
            source.line("properties: []")
            return source
        }
        source.block("properties: [", closing: "]") { list in
            for property in properties {
                var arguments = [
                    "name: \"\(property.key)\"",
                    "description: \(property.description?.trimmedDescription ?? "nil")",
                    "type: \(property.type.schemaType).self",
                ]
                if let guides = property.guidesLiteral { arguments.append("guides: \(guides)") }
                list.line("GenerationSchema.Property(\(arguments.joined(separator: ", "))),")
            }
        }
        return source
    }

    /// How `init(_ content:)` reads a stored property: a generated one from its key, an
    /// identity from the content's identifier.
    private static func reading(_ property: StoredProperty) -> String {
        property.type.isGenerationID
            ? "content.id ?? GenerationID()" : "try content.value(forProperty: \"\(property.key)\")"
    }

    private var memberwiseInitializer: DeclSyntax {
        let parameters = stored.map { property in
            var parameter = "\(property.identifier): \(property.type.written.trimmedDescription)"
            if let value = property.defaultValue {
                parameter += " = \(value.trimmedDescription)"
            } else if property.type.isOptional && !property.isLet {
                parameter += " = nil"
            }
            return parameter
        }
        var source = SourceLines()
        source.block("\(access)nonisolated init(\(parameters.joined(separator: ", "))) {") { body in
            for property in stored {
                body.line("self.\(property.identifier) = \(property.identifier)")
            }
        }
        return DeclSyntax("\(raw: source.text)")
    }

    /// A generated property named `id` becomes `PartiallyGenerated`'s identity; otherwise a
    /// `GenerationID` is. Like the rest of the expansion it is `nonisolated`, so it works in a
    /// module whose default isolation is the main actor.
    private var partiallyGeneratedDeclaration: DeclSyntax {
        let ownsID = properties.contains { $0.key == "id" }
        let conformances = ["Identifiable", "nonisolated ConvertibleFromGeneratedContent"] + keptConformances
        var source = SourceLines()
        source.block(
            "\(access)nonisolated struct PartiallyGenerated: \(conformances.joined(separator: ", ")) {"
        ) { body in
            // An identity named `id` is this `id`; others are kept beside it.
            let otherIdentities = identities.filter { $0.key != "id" }
            if !ownsID { body.line("\(access)var id: GenerationID") }
            for identity in otherIdentities {
                body.line("\(access)var \(identity.identifier): GenerationID")
            }
            for property in properties {
                body.line("\(access)var \(property.identifier): \(property.type.partiallyGeneratedType)")
            }
            body.block("\(access)nonisolated init(_ content: GeneratedContent) throws {") { initializer in
                if !ownsID { initializer.line("self.id = content.id ?? GenerationID()") }
                for identity in otherIdentities {
                    initializer.line(
                        "self.\(identity.identifier) = \(ownsID ? "content.id ?? GenerationID()" : "self.id")")
                }
                for property in properties {
                    initializer.line(
                        "self.\(property.identifier) = try content.value(forProperty: \"\(property.key)\")")
                }
            }
        }
        return DeclSyntax("\(raw: source.text)")
    }
}
