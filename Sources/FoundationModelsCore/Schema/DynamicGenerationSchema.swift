/// A schema built at run time, for content whose shape is not known at compile time. Make a
/// ``GenerationSchema`` from one with ``GenerationSchema/init(root:dependencies:)``.
public struct DynamicGenerationSchema: Sendable {
    /// The forms a dynamic schema takes.
    indirect enum Body: Sendable {
        /// A named structure with properties; with `representNil`, an optional property is
        /// always present, as `null` when it has no value.
        case object(name: String, description: String?, representNil: Bool, properties: [Property])
        /// A named choice among schemas.
        case anyOfSchemas(name: String, description: String?, choices: [DynamicGenerationSchema])
        /// A named choice among strings.
        case anyOfStrings(name: String, description: String?, choices: [String])
        /// An array of items, with optional bounds on the count.
        case array(items: DynamicGenerationSchema, minimumElements: Int?, maximumElements: Int?)
        /// The schema of a `Generable` type, with guides applied.
        case generable(GenerationSchema.Embedding)
        /// A reference to a named schema.
        case reference(String)
        /// `null`.
        case null
    }

    /// What this schema describes.
    let body: Body

    private init(_ body: Body) {
        self.body = body
    }

    /// The schema of `null`.
    public static var null: DynamicGenerationSchema { DynamicGenerationSchema(.null) }

    /// Creates a named structure with properties.
    /// - Parameters:
    ///   - name: the structure's name, which references use.
    ///   - description: a description of the structure, shown to the model.
    ///   - properties: the properties, in generation order.
    public init(name: String, description: String? = nil, properties: [Property]) {
        self.init(.object(name: name, description: description, representNil: false, properties: properties))
    }

    /// Creates a named structure with properties, choosing how nil optional properties appear.
    /// - Parameters:
    ///   - name: the structure's name, which references use.
    ///   - description: a description of the structure, shown to the model.
    ///   - explicitNil: when true, an optional property is always present, as `null` when it
    ///     has no value; when false, it may be left out.
    ///   - properties: the properties, in generation order.
    public init(
        name: String, description: String? = nil, representNilExplicitlyInGeneratedContent explicitNil: Bool,
        properties: [Property]
    ) {
        self.init(.object(name: name, description: description, representNil: explicitNil, properties: properties))
    }

    /// Creates a named choice among schemas.
    /// - Parameters:
    ///   - name: the choice's name, which references use.
    ///   - description: a description of the choice, shown to the model.
    ///   - choices: the schemas to choose from.
    public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) {
        self.init(.anyOfSchemas(name: name, description: description, choices: choices))
    }

    /// Creates a named choice among strings.
    /// - Parameters:
    ///   - name: the choice's name, which references use.
    ///   - description: a description of the choice, shown to the model.
    ///   - choices: the strings to choose from.
    public init(name: String, description: String? = nil, anyOf choices: [String]) {
        self.init(.anyOfStrings(name: name, description: description, choices: choices))
    }

    /// Creates an array schema.
    /// - Parameters:
    ///   - arrayOf: the schema of every element.
    ///   - minimumElements: the fewest elements allowed.
    ///   - maximumElements: the most elements allowed.
    public init(arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil, maximumElements: Int? = nil) {
        self.init(.array(items: itemSchema, minimumElements: minimumElements, maximumElements: maximumElements))
    }

    /// Creates the schema of a `Generable` type, with guides.
    /// - Parameters:
    ///   - type: the type.
    ///   - guides: constraints on the type's values.
    public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) {
        var embedding = GenerationSchema.embedding(of: Value.self)
        embedding.node = embedding.node.applying(guides.flatMap(\.kinds))
        self.init(.generable(embedding))
    }

    /// Creates a reference to a named schema, defined by the root or a dependency when the
    /// ``GenerationSchema`` is made.
    /// - Parameter name: the name of the schema referred to.
    public init(referenceTo name: String) {
        self.init(.reference(name))
    }

    /// A property of a dynamic structure.
    public struct Property: Sendable {
        /// The property's name.
        let name: String
        /// A description of the property, shown to the model.
        let description: String?
        /// The schema of the property's value.
        let schema: DynamicGenerationSchema
        /// Whether the property may be left out.
        let isOptional: Bool

        /// Creates a property.
        /// - Parameters:
        ///   - name: the property's name.
        ///   - description: a description of the property, shown to the model.
        ///   - schema: the schema of the property's value.
        ///   - isOptional: whether the property may be left out of generated content.
        public init(name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false)
        {
            self.name = name
            self.description = description
            self.schema = schema
            self.isOptional = isOptional
        }
    }
}
