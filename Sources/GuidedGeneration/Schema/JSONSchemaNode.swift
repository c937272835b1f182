/// A schema in the engine's own small intermediate representation.
///
/// The engine matches JSON on one line (compact, or spaced after `:` and `,`; object
/// properties in declaration order) against a tree of these nodes. References (``ref(_:)``)
/// name entries of the definitions table passed to ``Grammar/init(root:definitions:spacing:)``
/// and may be recursive.
///
/// String values may use every JSON escape (`\"`, `\n`, `\u00e9`, surrogate pairs, …);
/// constraints apply to the decoded value. Object keys are matched as compact JSON spells
/// them (short escapes for `"`, `\` and control characters, everything else literal).
/// Integers are written without fraction or exponent (`1.0` is not an integer here).
/// Extension of this project.
public indirect enum JSONSchemaNode: Sendable, Hashable {
    /// An object with exactly these properties, written in this order; optional ones may be
    /// left out. No other keys are allowed.
    case object([Property])
    /// A string value constrained as described by the ``StringConstraint``.
    case string(StringConstraint)
    /// A JSON integer (no fraction, no exponent) within optional inclusive bounds.
    case integer(minimum: Int? = nil, maximum: Int? = nil)
    /// A JSON number within optional inclusive bounds (bounds compare the shortest decimal
    /// spelling of the `Double`; exponents are refused when a bound is given).
    case number(minimum: Double? = nil, maximum: Double? = nil)
    /// `true` or `false`.
    case boolean
    /// `null`.
    case null
    /// An array of elements that each match the element node, with optional item counts.
    case array(JSONSchemaNode, minItems: Int? = nil, maxItems: Int? = nil)
    /// A value that matches at least one of the alternatives.
    case anyOf([JSONSchemaNode])
    /// A reference to a named entry of the definitions table.
    case ref(String)
    /// An object whose properties may come in any order, each at most once; required ones
    /// must all appear, and keys not listed are allowed only with ``UnorderedObject/additional``.
    /// Extension of this project.
    case unorderedObject(UnorderedObject)
    /// An array whose first items each match their own node (JSON Schema `prefixItems`), and
    /// whose later items match `rest` (none are allowed when it is nil).
    /// Extension of this project.
    case tuple([JSONSchemaNode], rest: JSONSchemaNode?, minItems: Int? = nil, maxItems: Int? = nil)
    /// Any JSON value (JSON Schema `{}` or `true`); objects in it take any keys.
    /// Extension of this project.
    case any

    /// One property of an ``JSONSchemaNode/object(_:)`` node.
    /// Extension of this project.
    public struct Property: Sendable, Hashable {
        /// The property's key.
        public var name: String
        /// The schema of the property's value.
        public var node: JSONSchemaNode
        /// Whether the property may be left out.
        public var isOptional: Bool

        /// Creates a property.
        /// - Parameters:
        ///   - name: The key.
        ///   - node: The schema of the value.
        ///   - isOptional: Whether the property may be left out.
        public init(name: String, node: JSONSchemaNode, isOptional: Bool = false) {
            self.name = name
            self.node = node
            self.isOptional = isOptional
        }
    }

    /// What a string value may contain.
    /// Extension of this project.
    public enum StringConstraint: Sendable, Hashable {
        /// Any string.
        case free
        /// Exactly this string.
        case constant(String)
        /// One of these strings.
        case choices([String])
        /// A string in which the regular expression (JSON Schema / ECMAScript syntax) finds a
        /// match; anchor it with `^` and `$` to match the whole string.
        case pattern(String)
        /// A string of `minimum...maximum` Unicode scalars (no upper limit when nil).
        case length(minimum: Int, maximum: Int?)
        /// A string that satisfies every one of the constraints.
        case all([StringConstraint])
    }
}
