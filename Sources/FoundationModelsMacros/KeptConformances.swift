import SwiftSyntax

/// The conformances declared on a `@Generable` struct that its `PartiallyGenerated` keeps, so a
/// snapshot compares, hashes and crosses actors like the value it grows into.
enum KeptConformances {
    /// `Equatable` (also for a `Comparable` type), `Hashable` and `Sendable`, in the order the
    /// inheritance clause names them, each once.
    /// - Parameter clause: the struct's inheritance clause, if any.
    /// - Returns: the protocol names, without module qualification.
    static func of(_ clause: InheritanceClauseSyntax?) -> [String] {
        var kept: [String] = []
        for inherited in clause?.inheritedTypes ?? [] {
            for name in protocolNames(inherited.type) {
                guard let conformance = keptConformance(for: name), !kept.contains(conformance) else { continue }
                kept.append(conformance)
            }
        }
        return kept
    }

    private static func keptConformance(for name: String) -> String? {
        switch name {
        case "Equatable", "Comparable": "Equatable"
        case "Hashable": "Hashable"
        case "Sendable": "Sendable"
        default: nil
        }
    }

    /// The protocol names in an inherited type: `P`, `Swift.P`, the parts of `P & Q`; a
    /// suppressed conformance (`~Copyable`) or an attributed one (`@unchecked Sendable`) names none.
    private static func protocolNames(_ type: TypeSyntax) -> [String] {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
        if let member = type.as(MemberTypeSyntax.self),
            member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift"
        {
            return [member.name.text]
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { protocolNames($0.type) }
        }
        return []
    }
}
