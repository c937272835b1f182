import FoundationModels

extension ArgumentMatcher: Generable {
    /// The names of the cases, as they appear in generated content.
    static let caseNames = [
        "exact", "keyOnly", "oneOf", "range", "pattern", "contains", "hasPrefix", "hasSuffix", "naturalLanguage",
    ]

    /// The schema: one object per case, named after the case, holding its associated values.
    public static var generationSchema: GenerationSchema {
        let argumentName = GenerationSchema.Property(
            name: "argumentName", description: "The name of the argument to validate.", type: String.self)
        func text(_ name: String, _ description: String) -> GenerationSchema.Property {
            GenerationSchema.Property(name: name, description: description, type: String.self)
        }
        return GenerationSchema(
            type: ArgumentMatcher.self, description: "A rule that a tool call's argument must satisfy.",
            cases: [
                .init(
                    name: "exact", description: "The argument equals the value.",
                    properties: [argumentName, .init(name: "value", type: ArgumentValue.self)]),
                .init(
                    name: "keyOnly", description: "The argument is present, with any value.", properties: [argumentName]
                ),
                .init(
                    name: "oneOf", description: "The argument equals one of the values.",
                    properties: [argumentName, .init(name: "allowedValues", type: [ArgumentValue].self)]),
                .init(
                    name: "range", description: "The argument is a number within the bounds, included.",
                    properties: [
                        argumentName, .init(name: "minimum", type: Double?.self),
                        .init(name: "maximum", type: Double?.self),
                    ]),
                .init(
                    name: "pattern", description: "The argument's text matches the regular expression as a whole.",
                    properties: [argumentName, text("regex", "The regular expression.")]),
                .init(
                    name: "contains", description: "The argument's text contains the substring.",
                    properties: [argumentName, text("substring", "The text the value must contain.")]),
                .init(
                    name: "hasPrefix", description: "The argument's text starts with the prefix.",
                    properties: [argumentName, text("prefix", "The text the value must start with.")]),
                .init(
                    name: "hasSuffix", description: "The argument's text ends with the suffix.",
                    properties: [argumentName, text("suffix", "The text the value must end with.")]),
                .init(
                    name: "naturalLanguage",
                    description: "A language model judges that the argument meets the criteria.",
                    properties: [argumentName, text("criteria", "What the value should be, in plain language.")]),
            ])
    }

    /// Creates a matcher from an object with one property, named after the case, holding the
    /// associated values.
    /// - Parameter content: The content.
    /// - Throws: `GeneratedContent.ParsingError` when the content is not such an object.
    public init(_ content: GeneratedContent) throws {
        let (name, payload) = try CaseContent.read(content, as: ArgumentMatcher.self, cases: Self.caseNames)
        func string(_ label: String) throws -> String { try payload.value(String.self, forProperty: label) }
        let argumentName = try string("argumentName")
        switch name {
        case "exact": self = .exact(argumentName: argumentName, value: try payload.value(forProperty: "value"))
        case "keyOnly": self = .keyOnly(argumentName: argumentName)
        case "oneOf":
            self = .oneOf(argumentName: argumentName, allowedValues: try payload.value(forProperty: "allowedValues"))
        case "range":
            self = .range(
                argumentName: argumentName, minimum: try payload.value(Double?.self, forProperty: "minimum"),
                maximum: try payload.value(Double?.self, forProperty: "maximum"))
        case "pattern": self = .pattern(argumentName: argumentName, regex: try string("regex"))
        case "contains": self = .contains(argumentName: argumentName, substring: try string("substring"))
        case "hasPrefix": self = .hasPrefix(argumentName: argumentName, prefix: try string("prefix"))
        case "hasSuffix": self = .hasSuffix(argumentName: argumentName, suffix: try string("suffix"))
        case "naturalLanguage": self = .naturalLanguage(argumentName: argumentName, criteria: try string("criteria"))
        default: throw CaseContent.unknownCase(name, in: content, of: ArgumentMatcher.self, cases: Self.caseNames)
        }
    }

    /// The matcher as an object with one property, named after the case, holding the associated
    /// values; a missing range bound is left out.
    public var generatedContent: GeneratedContent {
        switch self {
        case .exact(let name, let value):
            CaseContent.make("exact", [("argumentName", name.generatedContent), ("value", value.generatedContent)])
        case .keyOnly(let name):
            CaseContent.make("keyOnly", [("argumentName", name.generatedContent)])
        case .oneOf(let name, let values):
            CaseContent.make(
                "oneOf", [("argumentName", name.generatedContent), ("allowedValues", values.generatedContent)])
        case .range(let name, let minimum, let maximum):
            CaseContent.make(
                "range",
                [
                    ("argumentName", name.generatedContent), ("minimum", minimum?.generatedContent),
                    ("maximum", maximum?.generatedContent),
                ])
        case .pattern(let name, let regex):
            CaseContent.make("pattern", [("argumentName", name.generatedContent), ("regex", regex.generatedContent)])
        case .contains(let name, let substring):
            CaseContent.make(
                "contains", [("argumentName", name.generatedContent), ("substring", substring.generatedContent)])
        case .hasPrefix(let name, let prefix):
            CaseContent.make(
                "hasPrefix", [("argumentName", name.generatedContent), ("prefix", prefix.generatedContent)])
        case .hasSuffix(let name, let suffix):
            CaseContent.make(
                "hasSuffix", [("argumentName", name.generatedContent), ("suffix", suffix.generatedContent)])
        case .naturalLanguage(let name, let criteria):
            CaseContent.make(
                "naturalLanguage", [("argumentName", name.generatedContent), ("criteria", criteria.generatedContent)])
        }
    }

    /// A partially generated form of an argument matcher: the case, with the associated values
    /// generated so far.
    public nonisolated enum PartiallyGenerated: ConvertibleFromGeneratedContent, Sendable {
        /// A partially generated exact-match argument matcher.
        case exact(argumentName: String.PartiallyGenerated?, value: ArgumentValue.PartiallyGenerated?)
        /// A partially generated key-only argument matcher.
        case keyOnly(argumentName: String.PartiallyGenerated?)
        /// A partially generated one-of argument matcher.
        case oneOf(argumentName: String.PartiallyGenerated?, allowedValues: [ArgumentValue].PartiallyGenerated?)
        /// A partially generated range argument matcher.
        case range(
            argumentName: String.PartiallyGenerated?, minimum: Double?.PartiallyGenerated?,
            maximum: Double?.PartiallyGenerated?)
        /// A partially generated pattern argument matcher.
        case pattern(argumentName: String.PartiallyGenerated?, regex: String.PartiallyGenerated?)
        /// A partially generated contains argument matcher.
        case contains(argumentName: String.PartiallyGenerated?, substring: String.PartiallyGenerated?)
        /// A partially generated has-prefix argument matcher.
        case hasPrefix(argumentName: String.PartiallyGenerated?, prefix: String.PartiallyGenerated?)
        /// A partially generated has-suffix argument matcher.
        case hasSuffix(argumentName: String.PartiallyGenerated?, suffix: String.PartiallyGenerated?)
        /// A partially generated natural-language argument matcher.
        case naturalLanguage(argumentName: String.PartiallyGenerated?, criteria: String.PartiallyGenerated?)

        /// Creates a partial matcher from the content generated so far: the case's property must
        /// have begun; its associated values may be missing or incomplete.
        /// - Parameter content: The content.
        /// - Throws: `GeneratedContent.ParsingError` when the content names no case, or a value
        ///   has the wrong kind.
        public init(_ content: GeneratedContent) throws {
            let caseNames = ArgumentMatcher.caseNames
            let (name, payload) = try CaseContent.read(content, as: ArgumentMatcher.self, cases: caseNames)
            func string(_ label: String) throws -> String? { try payload.value(String?.self, forProperty: label) }
            let argumentName = try string("argumentName")
            switch name {
            case "exact":
                self = .exact(
                    argumentName: argumentName,
                    value: try payload.value(ArgumentValue.PartiallyGenerated?.self, forProperty: "value"))
            case "keyOnly": self = .keyOnly(argumentName: argumentName)
            case "oneOf":
                self = .oneOf(
                    argumentName: argumentName,
                    allowedValues: try payload.value(
                        [ArgumentValue].PartiallyGenerated?.self, forProperty: "allowedValues"))
            case "range":
                self = .range(
                    argumentName: argumentName,
                    minimum: try payload.value(Double?.PartiallyGenerated?.self, forProperty: "minimum"),
                    maximum: try payload.value(Double?.PartiallyGenerated?.self, forProperty: "maximum"))
            case "pattern": self = .pattern(argumentName: argumentName, regex: try string("regex"))
            case "contains": self = .contains(argumentName: argumentName, substring: try string("substring"))
            case "hasPrefix": self = .hasPrefix(argumentName: argumentName, prefix: try string("prefix"))
            case "hasSuffix": self = .hasSuffix(argumentName: argumentName, suffix: try string("suffix"))
            case "naturalLanguage":
                self = .naturalLanguage(argumentName: argumentName, criteria: try string("criteria"))
            default: throw CaseContent.unknownCase(name, in: content, of: ArgumentMatcher.self, cases: caseNames)
            }
        }
    }
}
