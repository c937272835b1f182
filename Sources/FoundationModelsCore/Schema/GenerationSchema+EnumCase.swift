extension GenerationSchema {
    /// A case of an enumeration with associated values, for
    /// ``GenerationSchema/init(type:description:cases:)``. Extension of this project, for the
    /// `@Generable` macro.
    public struct EnumCase: Sendable {
        /// The case's name.
        let name: String
        /// A description of the case, shown to the model.
        let description: String?
        /// The case's associated values, as properties (named by their labels).
        let properties: [Property]

        /// Creates a case.
        /// - Parameters:
        ///   - name: the case's name.
        ///   - description: a description of the case, shown to the model.
        ///   - properties: the case's associated values, as properties named by their labels.
        public init(name: String, description: String? = nil, properties: [Property]) {
            self.name = name
            self.description = description
            self.properties = properties
        }
    }
}
