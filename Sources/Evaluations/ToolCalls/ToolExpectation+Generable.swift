import FoundationModels

extension ToolExpectation: Generable {
    /// The names of the cases, as they appear in generated content.
    static let caseNames = ["expectation", "anyOrder"]

    /// The schema: `{"expectation": {"name": …, "arguments": […]}}` or
    /// `{"anyOrder": {"expectations": […]}}`.
    public static var generationSchema: GenerationSchema {
        GenerationSchema(
            type: ToolExpectation.self,
            description: "An expected tool call, or a group of expected calls that may happen in any order.",
            cases: [
                .init(
                    name: "expectation", description: "A call to the named tool whose arguments satisfy the matchers.",
                    properties: [
                        .init(name: "name", description: "The name of the tool.", type: String.self),
                        .init(
                            name: "arguments", description: "Rules the call's arguments must satisfy.",
                            type: [ArgumentMatcher].self),
                    ]),
                .init(
                    name: "anyOrder", description: "Expectations that must all be met at one position, in any order.",
                    properties: [.init(name: "expectations", type: [ToolExpectation].self)]),
            ])
    }

    /// Creates an expectation from `{"expectation": {"name": …, "arguments": […]}}` or
    /// `{"anyOrder": {"expectations": […]}}`.
    /// - Parameter content: The content.
    /// - Throws: `GeneratedContent.ParsingError` when the content has neither shape.
    public init(_ content: GeneratedContent) throws {
        let (name, payload) = try CaseContent.read(content, as: ToolExpectation.self, cases: Self.caseNames)
        switch name {
        case "expectation":
            self.init(
                try payload.value(String.self, forProperty: "name"),
                arguments: try payload.value([ArgumentMatcher]?.self, forProperty: "arguments") ?? [])
        case "anyOrder":
            self.init(kind: .anyOrder(try payload.value([ToolExpectation].self, forProperty: "expectations")))
        default:
            throw CaseContent.unknownCase(name, in: content, of: ToolExpectation.self, cases: Self.caseNames)
        }
    }

    /// The expectation as `{"expectation": {"name": …, "arguments": […]}}` or
    /// `{"anyOrder": {"expectations": […]}}`.
    public var generatedContent: GeneratedContent {
        switch kind {
        case .expectation(let name, let arguments):
            CaseContent.make(
                "expectation", [("name", name.generatedContent), ("arguments", arguments.generatedContent)])
        case .anyOrder(let members):
            CaseContent.make("anyOrder", [("expectations", members.generatedContent)])
        }
    }

    /// A partially generated form of a tool expectation.
    public nonisolated enum PartiallyGenerated: ConvertibleFromGeneratedContent, Sendable {
        /// A partially generated group of tool expectations that can match in any order.
        case anyOrder(expectations: [ToolExpectation].PartiallyGenerated?)
        /// A partially generated single tool expectation with an optional name and arguments.
        case expectation(name: String.PartiallyGenerated?, arguments: [ArgumentMatcher].PartiallyGenerated?)

        /// Creates a partial tool expectation from the content generated so far: the case's
        /// property must have begun; its values may be missing or incomplete.
        /// - Parameter content: The content.
        /// - Throws: `GeneratedContent.ParsingError` when the content names no case, or a value
        ///   has the wrong kind.
        public init(_ content: GeneratedContent) throws {
            let caseNames = ToolExpectation.caseNames
            let (name, payload) = try CaseContent.read(content, as: ToolExpectation.self, cases: caseNames)
            switch name {
            case "expectation":
                self = .expectation(
                    name: try payload.value(String.PartiallyGenerated?.self, forProperty: "name"),
                    arguments: try payload.value([ArgumentMatcher].PartiallyGenerated?.self, forProperty: "arguments"))
            case "anyOrder":
                self = .anyOrder(
                    expectations: try payload.value(
                        [ToolExpectation].PartiallyGenerated?.self, forProperty: "expectations"))
            default:
                throw CaseContent.unknownCase(name, in: content, of: ToolExpectation.self, cases: caseNames)
            }
        }
    }
}
