import SwiftDiagnostics
import SwiftSyntax

/// A compile-time message from `@Generable`, `@Guide` or `@SessionPropertyEntry`, attached to
/// the offending syntax.
struct MacroDiagnostic: DiagnosticMessage {
    let message: String
    let diagnosticID: MessageID
    let severity: DiagnosticSeverity

    private init(_ id: String, _ message: String, severity: DiagnosticSeverity = .error) {
        self.message = message
        self.diagnosticID = MessageID(domain: "FoundationModelsMacros", id: id)
        self.severity = severity
    }

    /// `@Generable` attached to something that is neither a struct nor an enum.
    static func generableOnUnsupportedDeclaration(_ kind: String) -> Self {
        Self(
            "generableOnUnsupportedDeclaration",
            "'@Generable' cannot be applied to \(kind); use it on a struct or an enum")
    }

    /// `@SessionPropertyEntry` on something other than one `var` without accessors.
    static func sessionPropertyEntryOnUnsupportedDeclaration() -> Self {
        Self(
            "sessionPropertyEntryOnUnsupportedDeclaration",
            "'@SessionPropertyEntry' applies to one stored 'var' in an extension of SessionPropertyValues, "
                + "e.g. '@SessionPropertyEntry var visits: Int = 0'")
    }

    /// `@SessionPropertyEntry` on a property without a default value.
    static func sessionPropertyEntryWithoutDefault(_ name: String) -> Self {
        Self(
            "sessionPropertyEntryWithoutDefault",
            "'@SessionPropertyEntry' property '\(name)' needs a default value: write '= …' after its type")
    }

    /// An enum without cases: nothing could ever be generated.
    static func enumWithoutCases(_ name: String) -> Self {
        Self("enumWithoutCases", "'@Generable' enum '\(name)' has no cases to generate; add at least one case")
    }

    /// A stored property without a written type.
    static func missingTypeAnnotation(_ name: String) -> Self {
        Self(
            "missingTypeAnnotation",
            "'@Generable' needs the type of '\(name)' written out; add a type annotation")
    }

    /// A property or payload whose type can never be Generable; `reason` says why and what to
    /// use instead.
    static func unsupportedPropertyType(_ type: String, reason: String) -> Self {
        Self("unsupportedPropertyType", "'\(type)' cannot be generated: \(reason)")
    }

    /// A stored property bound with a pattern such as `let (a, b)`.
    static func unsupportedPattern() -> Self {
        Self(
            "unsupportedPattern",
            "'@Generable' supports one name per property; declare each property separately")
    }

    /// `representNilExplicitlyInGeneratedContent:` given something other than `true` or `false`.
    static func representNilNotLiteral() -> Self {
        Self(
            "representNilNotLiteral",
            "'representNilExplicitlyInGeneratedContent' must be the literal 'true' or 'false'")
    }

    /// A guide that does not fit the type of the property it is attached to.
    static func guideDoesNotFit(_ guide: String, type: String, fits: String) -> Self {
        Self(
            "guideDoesNotFit",
            "guide '\(guide)' cannot be used on a property of type '\(type)'; it applies to \(fits)")
    }

    /// A regex guide on a property that is not a String.
    static func regexOnNonString(type: String) -> Self {
        Self(
            "regexOnNonString",
            "a regex guide applies only to String properties, not to '\(type)'")
    }

    /// `@Guide` on a declaration that is not generated.
    static func guideOnIgnoredDeclaration(_ what: String) -> Self {
        Self(
            "guideOnIgnoredDeclaration",
            "'@Guide' has no effect on \(what); only stored properties and enum cases are generated")
    }

    /// `@Guide` on a `GenerationID` property, which holds the content's identifier.
    static func guideOnGenerationID() -> Self {
        Self(
            "guideOnGenerationID",
            "'@Guide' has no effect on a 'GenerationID' property; it holds the identifier of the content and is not generated"
        )
    }

    /// `@Guide` inside a type that is not `@Generable`.
    static func guideOutsideGenerable(_ typeName: String) -> Self {
        Self(
            "guideOutsideGenerable",
            "'@Guide' has no effect because '\(typeName)' is not marked '@Generable'",
            severity: .warning)
    }

    /// `@Guide` with guides on an enum case, where only a description is used.
    static func guideOnEnumCase() -> Self {
        Self(
            "guideOnEnumCase",
            "an enum case takes only '@Guide(description:)'; put guides on a struct property")
    }
}

/// A suggested edit that comes with a ``MacroDiagnostic``.
struct MacroFixIt: FixItMessage {
    let message: String
    let fixItID: MessageID

    private init(_ id: String, _ message: String) {
        self.message = message
        self.fixItID = MessageID(domain: "FoundationModelsMacros", id: id)
    }

    /// Turn a class or an actor into a struct.
    static func makeStruct(from keyword: String) -> Self {
        Self("makeStruct", "replace '\(keyword)' with 'struct'")
    }

    /// Add the type that a literal default value has.
    static func addTypeAnnotation(_ type: String) -> Self {
        Self("addTypeAnnotation", "add ': \(type)'")
    }
}
