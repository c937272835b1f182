extension JSONSchemaNode {
    /// The properties of an ``JSONSchemaNode/unorderedObject(_:)`` node: the listed ones in any
    /// order, each at most once, plus keys that are not listed when `additional` is set.
    /// Extension of this project.
    public struct UnorderedObject: Sendable, Hashable {
        /// The most listed properties an unordered object may have: the matcher tracks which
        /// ones were written in a 64-bit set.
        public static let propertyLimit = 64

        /// The listed properties (their order does not matter).
        public var properties: [Property]
        /// The schema of the value of every key that is not listed; nil allows no other keys.
        public var additional: JSONSchemaNode?
        /// The fewest properties (listed or not) the object must have.
        public var minProperties: Int?
        /// The most properties (listed or not) the object may have.
        public var maxProperties: Int?
        /// Keys that must not appear at all (properties that no value matches); they are never
        /// other keys either.
        public var forbiddenKeys: [String] = []

        /// Creates the properties of an unordered object.
        /// - Parameters:
        ///   - properties: The listed properties.
        ///   - additional: The schema of the values of keys not listed; nil allows none.
        ///   - minProperties: The fewest properties.
        ///   - maxProperties: The most properties.
        public init(
            properties: [Property], additional: JSONSchemaNode? = nil, minProperties: Int? = nil,
            maxProperties: Int? = nil
        ) {
            self.properties = properties
            self.additional = additional
            self.minProperties = minProperties
            self.maxProperties = maxProperties
        }
    }
}
