import SwiftSyntax

/// The written type of a generated property or payload, seen the way the macros need it.
struct PropertyType {
    /// What a guide can be checked against.
    enum Kind: Equatable {
        case string, number, bool, array, other
    }

    /// The type as written (the node in the source, so diagnostics point at it).
    let written: TypeSyntax
    /// The type inside `Optional`, or `written` when it is not optional.
    let wrapped: TypeSyntax
    /// Whether the type is `T?`, `T!` or `Optional<T>`.
    let isOptional: Bool

    init(_ type: TypeSyntax) {
        self.written = type
        if let inner = Self.optionalWrapped(type) {
            self.wrapped = inner
            self.isOptional = true
        } else {
            self.wrapped = type
            self.isOptional = false
        }
    }

    /// The kind of the wrapped type, for checking guides.
    var kind: Kind {
        if Self.arrayElement(wrapped) != nil { return .array }
        guard
            let name = wrapped.as(IdentifierTypeSyntax.self)?.name.text
                ?? wrapped.as(MemberTypeSyntax.self).flatMap({ member in
                    member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift"
                        || member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Foundation"
                        ? member.name.text : nil
                })
        else { return .other }
        switch name {
        case "String": return .string
        case "Int", "Double", "Float", "Decimal": return .number
        case "Bool": return .bool
        default: return .other
        }
    }

    /// Whether the type is `GenerationID` (or `FoundationModels.GenerationID`): a property
    /// that holds the content's identity and is not generated.
    var isGenerationID: Bool {
        if let identifier = written.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "GenerationID" && identifier.genericArgumentClause == nil
        }
        if let member = written.as(MemberTypeSyntax.self) {
            return member.name.text == "GenerationID"
                && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "FoundationModels"
        }
        return false
    }

    /// The type to write before `.self` in a schema property: `T` or `T?`.
    var schemaType: String {
        isOptional ? "\(Self.parenthesizedIfNeeded(wrapped))?" : written.trimmedDescription
    }

    /// The type of this property in `PartiallyGenerated`: `T.PartiallyGenerated?`.
    var partiallyGeneratedType: String {
        "\(Self.parenthesizedIfNeeded(wrapped)).PartiallyGenerated?"
    }

    /// The part of the type that can never be Generable, and why, if any.
    var unsupportedPart: (node: TypeSyntax, reason: String)? {
        Self.unsupportedPart(of: written)
    }

    private static func unsupportedPart(of type: TypeSyntax) -> (node: TypeSyntax, reason: String)? {
        if let inner = optionalWrapped(type) { return unsupportedPart(of: inner) }
        if let element = arrayElement(type) { return unsupportedPart(of: element) }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return unsupportedPart(of: attributed.baseType)
        }
        if type.is(FunctionTypeSyntax.self) {
            return (type, "a function has no schema; make it a computed property or a method")
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first {
                return unsupportedPart(of: only.type)
            }
            return (type, "a tuple has no schema; use a '@Generable' struct")
        }
        if type.is(DictionaryTypeSyntax.self) {
            return (type, "a dictionary has no schema; use an array of '@Generable' structs")
        }
        if type.is(MetatypeTypeSyntax.self) { return (type, "a metatype has no schema; use a concrete Generable type") }
        if type.is(CompositionTypeSyntax.self) {
            return (type, "a protocol composition has no schema; use a concrete Generable type")
        }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            let word = someOrAny.someOrAnySpecifier.text == "some" ? "an opaque type" : "an existential"
            return (type, "\(word) has no schema; use a concrete Generable type")
        }
        if let identifier = type.as(IdentifierTypeSyntax.self),
            ["Any", "AnyObject"].contains(identifier.name.text)
        {
            return (type, "'\(identifier.name.text)' has no schema; use a concrete Generable type")
        }
        return nil
    }

    /// `T` for `T?`, `T!` and `Optional<T>`.
    static func optionalWrapped(_ type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return iuo.wrappedType }
        return genericArgument(of: type, named: "Optional")
    }

    /// `T` for `[T]` and `Array<T>`.
    static func arrayElement(_ type: TypeSyntax) -> TypeSyntax? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        return genericArgument(of: type, named: "Array")
    }

    private static func genericArgument(of type: TypeSyntax, named name: String) -> TypeSyntax? {
        let identifier: IdentifierTypeSyntax?
        if let member = type.as(MemberTypeSyntax.self),
            member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift"
        {
            guard member.name.text == name, let arguments = member.genericArgumentClause?.arguments,
                arguments.count == 1
            else { return nil }
            return arguments.first?.argument.as(TypeSyntax.self)
        }
        identifier = type.as(IdentifierTypeSyntax.self)
        guard let identifier, identifier.name.text == name,
            let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1
        else { return nil }
        return arguments.first?.argument.as(TypeSyntax.self)
    }

    private static func parenthesizedIfNeeded(_ type: TypeSyntax) -> String {
        let needsParentheses =
            type.is(FunctionTypeSyntax.self) || type.is(CompositionTypeSyntax.self)
            || type.is(SomeOrAnyTypeSyntax.self)
        return needsParentheses ? "(\(type.trimmedDescription))" : type.trimmedDescription
    }
}
