import SwiftSyntax
import SwiftSyntaxMacros

/// What `@Generable` adds to a struct: an object schema with one property per stored property.
struct StructExpansion: GenerableExpansion {
    let arguments: GenerableArguments
    /// The generated stored properties, in declaration order (every stored property that an
    /// initializer sets: a `let` with a default value is neither).
    let properties: [StoredProperty]
    /// Whether the struct declares an initializer of its own.
    let declaresInitializer: Bool

    init?(
        _ declaration: StructDeclSyntax, arguments: GenerableArguments,
        context: some MacroExpansionContext, diagnose: Bool
    ) {
        guard
            let stored = StoredProperty.all(
                in: declaration.memberBlock, context: context, diagnose: diagnose)
        else { return nil }
        self.arguments = arguments
        self.properties = stored
        self.declaresInitializer = declaration.memberBlock.members.contains {
            $0.decl.is(InitializerDeclSyntax.self)
        }
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
            for property in properties {
                body.line("self.\(property.identifier) = try content.value(forProperty: \"\(property.key)\")")
            }
        }
        source.block("\(access)nonisolated var generatedContent: GeneratedContent {") { body in
            let object = ObjectContent(
                fields: properties.map {
                    .init(key: $0.key, value: "self.\($0.identifier)", isOptional: $0.type.isOptional)
                },
                representNil: arguments.representNil ?? false)
            body.append(object.returning())
        }
        return source
    }

    private var schemaDeclaration: DeclSyntax {
        var source = SourceLines()
        source.block("\(access)nonisolated static var generationSchema: GenerationSchema {") { body in
            body.block("GenerationSchema(", closing: ")") { call in
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

    private var memberwiseInitializer: DeclSyntax {
        let parameters = properties.map { property in
            var parameter = "\(property.identifier): \(property.type.written.trimmedDescription)"
            if let value = property.defaultValue {
                parameter += " = \(value.trimmedDescription)"
            } else if property.type.isOptional && !property.isLet {
                parameter += " = nil"
            }
            return parameter
        }
        var source = SourceLines()
        source.block("\(access)init(\(parameters.joined(separator: ", "))) {") { body in
            for property in properties {
                body.line("self.\(property.identifier) = \(property.identifier)")
            }
        }
        return DeclSyntax("\(raw: source.text)")
    }

    /// A generated property named `id` becomes `PartiallyGenerated`'s identity; otherwise a
    /// `GenerationID` is.
    private var partiallyGeneratedDeclaration: DeclSyntax {
        let ownsID = properties.contains { $0.key == "id" }
        var source = SourceLines()
        source.block(
            "\(access)nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {"
        ) { body in
            if !ownsID { body.line("\(access)var id: GenerationID") }
            for property in properties {
                body.line("\(access)var \(property.identifier): \(property.type.partiallyGeneratedType)")
            }
            body.block("\(access)nonisolated init(_ content: GeneratedContent) throws {") { initializer in
                if !ownsID { initializer.line("self.id = content.id ?? GenerationID()") }
                for property in properties {
                    initializer.line(
                        "self.\(property.identifier) = try content.value(forProperty: \"\(property.key)\")")
                }
            }
        }
        return DeclSyntax("\(raw: source.text)")
    }
}
