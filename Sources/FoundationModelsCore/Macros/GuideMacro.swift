/// Describes a property of a `@Generable` type and constrains the values generated for it.
///
/// The guides are enforced while the model generates, token by token.
/// - Parameters:
///   - description: a description of the property, shown to the model.
///   - guides: the constraints, such as `.range(1...10)` or `.count(3)`.
@attached(peer)
public macro Guide<T: Generable>(description: String? = nil, _ guides: GenerationGuide<T>...) =
    #externalMacro(module: "FoundationModelsMacros", type: "GuideMacro")

/// Describes a `String` property of a `@Generable` type and constrains it to match a regular
/// expression.
/// - Parameters:
///   - description: a description of the property, shown to the model.
///   - guides: the regular expression the whole value matches.
@attached(peer)
public macro Guide<RegexOutput>(description: String? = nil, _ guides: Regex<RegexOutput>) =
    #externalMacro(module: "FoundationModelsMacros", type: "GuideMacro")

/// Describes a property of a `@Generable` type (or, with `@Guide` on an enum case, a case).
/// - Parameter description: a description shown to the model.
@attached(peer)
public macro Guide(description: String) =
    #externalMacro(module: "FoundationModelsMacros", type: "GuideMacro")

/// Describes an array property of a `@Generable` type and constrains its number of elements
/// with guides that do not name the element type, such as `.count(3)` or `.minimumCount(1)`.
///
/// Extension of this project: an attribute's arguments are type-checked before the property's
/// type is known, so nothing else would tell the compiler the `Element` of `.count(3)`. The
/// guides are applied to the property's real type by `@Generable`.
/// - Parameters:
///   - description: a description of the property, shown to the model.
///   - guides: count guides.
@attached(peer)
public macro Guide(description: String? = nil, _ guides: GenerationGuide<[Never]>...) =
    #externalMacro(module: "FoundationModelsMacros", type: "GuideMacro")
