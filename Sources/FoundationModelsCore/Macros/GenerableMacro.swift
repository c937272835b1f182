/// Makes a struct or an enum `Generable`: a language model can generate it, guided by its
/// schema, and stream it as it is generated.
///
/// On a struct the macro adds `static var generationSchema` (an object with one property per
/// stored property, in declaration order), `init(_ content:)`, `var generatedContent`, a
/// memberwise initializer when the struct declares no initializer, and a nested
/// `PartiallyGenerated` struct whose properties are all optional; it is also `Equatable`,
/// `Hashable` or `Sendable` when the struct declares that conformance. A `let` with a default
/// value, static, `lazy` and computed properties are not generated; a `var` with a default
/// value is. A property of type ``GenerationID`` is not generated either: it holds the
/// identifier of the content the value came from. Nil optional properties are left out of the
/// generated content.
///
/// Every member it adds, and the conformance, is `nonisolated`, as in Apple's framework, so the
/// macro works the same in a module whose default isolation is the main actor.
///
/// On an enum without associated values the schema is a choice among the case names. With
/// associated values (an extension of this project) each case is an object with one property
/// named after the case, whose value is an object of the associated values (labelled by their
/// labels, unlabelled ones `_0`, `_1`…).
///
/// Describe and constrain properties with ``Guide(description:_:)-(_,GenerationGuide<T>...)``.
/// - Parameter description: a description of the type, shown to the model.
@attached(extension, conformances: Generable, names: named(init(_:)), named(generatedContent))
@attached(member, names: arbitrary)
public macro Generable(description: String? = nil) =
    #externalMacro(module: "FoundationModelsMacros", type: "GenerableMacro")

/// Makes a struct or an enum `Generable`, choosing how nil optional properties appear in its
/// generated content.
/// - Parameters:
///   - description: a description of the type, shown to the model.
///   - representNilExplicitlyInGeneratedContent: when true, a nil optional property appears
///     as `null`; when false, it is left out. A literal `true` or `false`.
@attached(extension, conformances: Generable, names: named(init(_:)), named(generatedContent))
@attached(member, names: arbitrary)
public macro Generable(description: String? = nil, representNilExplicitlyInGeneratedContent: Bool) =
    #externalMacro(module: "FoundationModelsMacros", type: "GenerableMacro")

/// Makes a struct or an enum `Generable` under a name of its own: the schema is named `name`
/// (see ``GenerationSchema/name``) instead of after the type.
/// - Parameters:
///   - name: the schema's name, shown to the model and used by references to the type.
///   - description: a description of the type, shown to the model.
///   - representNilExplicitlyInGeneratedContent: when true, a nil optional property appears
///     as `null`; when false, it is left out. A literal `true` or `false`.
@attached(extension, conformances: Generable, names: named(init(_:)), named(generatedContent))
@attached(member, names: arbitrary)
public macro Generable(
    name: String, description: String? = nil, representNilExplicitlyInGeneratedContent: Bool = false
) =
    #externalMacro(module: "FoundationModelsMacros", type: "GenerableMacro")
