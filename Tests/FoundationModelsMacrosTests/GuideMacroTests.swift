import Testing

@Suite("@Guide")
struct GuideMacroTests {
    @Test("Guides that fit their properties add nothing and report nothing")
    func fittingGuides() {
        assertMacroExpansion(
            """
            @Generable
            struct Form {
                @Guide(description: "Name", .anyOf(["a", "b"]))
                var name: String
                @Guide(.range(1...5))
                var stars: Int?
                @Guide(.count(2))
                var pair: [Double]
                @Guide(/[a-z]+/)
                var slug: Swift.String
                @Guide(.minimum(1))
                var custom: Meters
            }
            """,
            expandedSource: """
                @Generable
                struct Form {
                    var name: String
                    var stars: Int?
                    var pair: [Double]
                    var slug: Swift.String
                    var custom: Meters
                }
                """,
            expanding: ["Guide"])
    }

    @Test("Guides that do not fit the property's type")
    func mismatchedGuides() {
        assertMacroExpansion(
            """
            @Generable
            struct Form {
                @Guide(.count(3))
                var name: String
                @Guide(description: "Title", .range(1...3))
                var title: String
                @Guide(/[0-9]+/)
                var number: Int
                @Guide(.anyOf(["a"]))
                var flag: Bool?
                @Guide(.element(.minimum(1)))
                var total: Double
                @Guide(.pattern(/x/))
                var items: [String]
            }
            """,
            expandedSource: """
                @Generable
                struct Form {
                    var name: String
                    var title: String
                    var number: Int
                    var flag: Bool?
                    var total: Double
                    var items: [String]
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "guide 'count' cannot be used on a property of type 'String'; "
                        + "it applies to array properties",
                    line: 3, column: 12),
                DiagnosticSpec(
                    message: "guide 'range' cannot be used on a property of type 'String'; "
                        + "it applies to Int, Double, Float and Decimal properties",
                    line: 5, column: 34),
                DiagnosticSpec(
                    message: "a regex guide applies only to String properties, not to 'Int'",
                    line: 7, column: 12),
                DiagnosticSpec(
                    message: "guide 'anyOf' cannot be used on a property of type 'Bool?'; "
                        + "it applies to String properties",
                    line: 9, column: 12),
                DiagnosticSpec(
                    message: "guide 'element' cannot be used on a property of type 'Double'; "
                        + "it applies to array properties",
                    line: 11, column: 12),
                DiagnosticSpec(
                    message: "guide 'pattern' cannot be used on a property of type '[String]'; "
                        + "it applies to String properties",
                    line: 13, column: 12),
            ],
            expanding: ["Guide"])
    }

    @Test("@Guide on a GenerationID property, which is not generated")
    func guideOnGenerationID() {
        assertMacroExpansion(
            """
            @Generable
            struct Term {
                @Guide(description: "The identity")
                var id: GenerationID
            }
            """,
            expandedSource: """
                @Generable
                struct Term {
                    var id: GenerationID
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Guide' has no effect on a 'GenerationID' property; "
                        + "it holds the identifier of the content and is not generated",
                    line: 3, column: 5)
            ],
            expanding: ["Guide"])
    }

    @Test("@Guide on declarations that are not generated")
    func ignoredDeclarations() {
        assertMacroExpansion(
            """
            @Generable
            struct Form {
                @Guide(description: "Computed")
                var computed: Int { 1 }
                @Guide(description: "Static")
                static var shared: Int = 0
                @Guide(description: "Fixed")
                let fixed: Int = 3
                @Guide(description: "Lazy")
                lazy var cache: [Int] = []
                @Guide(description: "A method")
                func run() {}
            }
            """,
            expandedSource: """
                @Generable
                struct Form {
                    var computed: Int { 1 }
                    static var shared: Int = 0
                    let fixed: Int = 3
                    lazy var cache: [Int] = []
                    func run() {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Guide' has no effect on a computed property; "
                        + "only stored properties and enum cases are generated",
                    line: 3, column: 5),
                DiagnosticSpec(
                    message: "'@Guide' has no effect on a static property; "
                        + "only stored properties and enum cases are generated",
                    line: 5, column: 5),
                DiagnosticSpec(
                    message: "'@Guide' has no effect on a 'let' with a default value; "
                        + "only stored properties and enum cases are generated",
                    line: 7, column: 5),
                DiagnosticSpec(
                    message: "'@Guide' has no effect on a lazy property; "
                        + "only stored properties and enum cases are generated",
                    line: 9, column: 5),
                DiagnosticSpec(
                    message: "'@Guide' has no effect on this declaration; "
                        + "only stored properties and enum cases are generated",
                    line: 11, column: 5),
            ],
            expanding: ["Guide"])
    }

    @Test("@Guide in a struct or an enum that is not @Generable")
    func outsideGenerable() {
        assertMacroExpansion(
            """
            struct Plain {
                @Guide(description: "Name")
                var name: String
            }
            """,
            expandedSource: """
                struct Plain {
                    var name: String
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Guide' has no effect because 'Plain' is not marked '@Generable'",
                    line: 2, column: 5, severity: .warning)
            ])
    }

    @Test("@Guide on an enum case takes a description only")
    func onEnumCase() {
        assertMacroExpansion(
            """
            @Generable
            enum Mood {
                @Guide(description: "Happy", .range(1...2))
                case happy
            }
            """,
            expandedSource: """
                @Generable
                enum Mood {
                    case happy
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "an enum case takes only '@Guide(description:)'; "
                        + "put guides on a struct property",
                    line: 3, column: 34)
            ],
            expanding: ["Guide"])
    }
}
