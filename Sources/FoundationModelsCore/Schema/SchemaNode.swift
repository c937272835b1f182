/// A node of a schema's internal tree: the form in which the guided-generation engine reads a
/// schema. Internal to the module.
///
/// A schema (``GenerationSchema``) is a root node plus a table of named definitions; a
/// ``Kind/reference(_:)`` node names an entry of that table, which is how nested types are
/// shared and how recursive types stay finite.
struct SchemaNode: Sendable, Equatable {
    /// The shapes a node can describe.
    indirect enum Kind: Sendable, Equatable {
        /// An object (a structure) with its properties in generation order. Properties not in
        /// the list are never generated.
        case object(ObjectShape)
        /// A string, with its constraints.
        case string(StringConstraints)
        /// An integer (JSON number without fraction or exponent), with its bounds.
        case integer(NumericBounds)
        /// A number, with its bounds.
        case number(NumericBounds)
        /// `true` or `false`.
        case boolean
        /// `null`.
        case null
        /// An array of items of one shape, with bounds on the count.
        case array(ArrayShape)
        /// Any one of the choices. An empty list matches nothing.
        case anyOf([SchemaNode])
        /// The definition of this name in the schema's definitions table.
        case reference(String)
        /// Any JSON value (the schema of ``GeneratedContent`` itself, and JSON Schema `{}`).
        case any
    }

    /// The shape this node describes.
    var kind: Kind
    /// A description of what the value means, shown to the model.
    var description: String?
    /// A title (the type's name, for named types), if any.
    var title: String?

    init(_ kind: Kind, description: String? = nil, title: String? = nil) {
        self.kind = kind
        self.description = description
        self.title = title
    }
}

extension SchemaNode {
    /// An object's properties.
    struct ObjectShape: Sendable, Equatable {
        /// The properties, in the order they are generated.
        var properties: [ObjectProperty]
        /// Whether the properties may come in any order (objects read from JSON Schema);
        /// otherwise they come in the order listed (`@Generable` types).
        var isUnordered = false
        /// The schema of keys that are not listed (JSON Schema `additionalProperties`); nil
        /// allows none. Only with `isUnordered`.
        var additionalProperties: SchemaNode?
        /// The fewest and most properties (JSON Schema `minProperties`, `maxProperties`).
        var minimumCount: Int?
        var maximumCount: Int?
        /// Keys that must not appear (properties that no value matches); not other keys either.
        var forbiddenKeys: [String] = []
    }

    /// A property of an object.
    struct ObjectProperty: Sendable, Equatable {
        /// The property's name (its JSON key).
        var name: String
        /// A description of the property, shown to the model.
        var description: String?
        /// The property's value.
        var node: SchemaNode
        /// Whether the property may be left out of the object.
        var isOptional: Bool
    }

    /// How a string is constrained. Every constraint applies (all must hold).
    struct StringConstraints: Sendable, Equatable {
        /// The only strings allowed, when set (from `.constant`, `.anyOf`, JSON Schema `enum`
        /// and `const`).
        var choices: [String]?
        /// Regular expressions the string must match.
        var patterns: [StringPattern] = []
        /// The fewest characters allowed (extension of this project; JSON Schema `minLength`).
        var minimumLength: Int?
        /// The most characters allowed (extension of this project; JSON Schema `maxLength`).
        var maximumLength: Int?
    }

    /// A regular expression a string must match.
    struct StringPattern: Sendable, Equatable {
        /// The regular expression's text; nil for a Swift `Regex` that has no pattern text
        /// (one built from RegexBuilder components), which cannot be enforced: compiling such a
        /// schema must throw `LanguageModelError.unsupportedGenerationGuide`.
        var regex: String?
        /// Whether the whole string must match (Swift `Regex` guides), or the regex need only
        /// match somewhere in it (JSON Schema `pattern`, which is an unanchored search).
        var isWholeMatch: Bool
    }

    /// Bounds on a number. Every set bound applies.
    struct NumericBounds: Sendable, Equatable {
        /// The smallest value allowed.
        var minimum: Double?
        /// The largest value allowed.
        var maximum: Double?
        /// Whether `minimum` itself is excluded (JSON Schema `exclusiveMinimum`).
        var isMinimumExclusive = false
        /// Whether `maximum` itself is excluded (JSON Schema `exclusiveMaximum`).
        var isMaximumExclusive = false
        /// Whether a number without bounds may have any magnitude, in any notation (numbers
        /// read from JSON Schema); otherwise it stays within what `Float` holds.
        var isUnlimited = false
    }

    /// An array's items and count bounds.
    struct ArrayShape: Sendable, Equatable {
        /// The shape of every item (after `prefixItems`).
        var items: SchemaNode
        /// The fewest items allowed.
        var minimumCount: Int?
        /// The most items allowed.
        var maximumCount: Int?
        /// The shapes of the first items, one each (JSON Schema `prefixItems`); with them, a
        /// `maximumCount` of at most their number allows no item of `items`.
        var prefixItems: [SchemaNode] = []
    }
}
