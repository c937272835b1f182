import Testing

@Suite("@Generable diagnostics")
struct GenerableDiagnosticsTests {
    @Test("On a class: an error on 'class', with a fix-it to make it a struct")
    func onClass() {
        assertMacroExpansion(
            """
            @Generable
            class Cat {
                var name: String
            }
            """,
            expandedSource: """
                class Cat {
                    var name: String
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Generable' cannot be applied to a class; use it on a struct or an enum",
                    line: 2, column: 1, fixIts: ["replace 'class' with 'struct'"])
            ],
            fixedSource: """
                @Generable
                struct Cat {
                    var name: String
                }
                """)
    }

    @Test("On a final class: the fix-it drops 'final' too")
    func onFinalClass() {
        assertMacroExpansion(
            """
            @Generable
            public final class Cat {
                var name: String
            }
            """,
            expandedSource: """
                public final class Cat {
                    var name: String
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Generable' cannot be applied to a class; use it on a struct or an enum",
                    line: 2, column: 14, fixIts: ["replace 'class' with 'struct'"])
            ],
            fixedSource: """
                @Generable
                public struct Cat {
                    var name: String
                }
                """)
        assertMacroExpansion(
            """
            @Generable
            final class Dog {
                var name: String
            }
            """,
            expandedSource: """
                final class Dog {
                    var name: String
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Generable' cannot be applied to a class; use it on a struct or an enum",
                    line: 2, column: 7, fixIts: ["replace 'class' with 'struct'"])
            ],
            fixedSource: """
                @Generable
                struct Dog {
                    var name: String
                }
                """)
    }

    @Test("On a subclass or a class with deinit: no fix-it")
    func onClassThatCannotBecomeStruct() {
        assertMacroExpansion(
            """
            @Generable
            class Cat: Animal {
                var name: String
            }
            """,
            expandedSource: """
                class Cat: Animal {
                    var name: String
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Generable' cannot be applied to a class; use it on a struct or an enum",
                    line: 2, column: 1)
            ])
        assertMacroExpansion(
            """
            @Generable
            class Dog {
                deinit {}
            }
            """,
            expandedSource: """
                class Dog {
                    deinit {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Generable' cannot be applied to a class; use it on a struct or an enum",
                    line: 2, column: 1)
            ])
    }

    @Test("On an actor: a fix-it to make it a struct")
    func onActor() {
        assertMacroExpansion(
            """
            @Generable
            actor Counter {
                var count: Int
            }
            """,
            expandedSource: """
                actor Counter {
                    var count: Int
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Generable' cannot be applied to an actor; use it on a struct or an enum",
                    line: 2, column: 1, fixIts: ["replace 'actor' with 'struct'"])
            ],
            fixedSource: """
                @Generable
                struct Counter {
                    var count: Int
                }
                """)
    }

    @Test("On a protocol")
    func onProtocol() {
        assertMacroExpansion(
            """
            @Generable
            protocol Named {
                var name: String { get }
            }
            """,
            expandedSource: """
                protocol Named {
                    var name: String { get }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Generable' cannot be applied to a protocol; use it on a struct or an enum",
                    line: 2, column: 1)
            ])
    }

    @Test("Property types that can never be generated")
    func unsupportedPropertyTypes() {
        assertMacroExpansion(
            """
            @Generable
            struct Bad {
                var callback: () -> Void
                var pair: (Int, String)
                var anything: Any
                var lookup: [String: Int]
                var handler: (@Sendable (Int) -> Void)?
                var list: [any Error]
                var fine: Int
            }
            """,
            expandedSource: """
                struct Bad {
                    var callback: () -> Void
                    var pair: (Int, String)
                    var anything: Any
                    var lookup: [String: Int]
                    var handler: (@Sendable (Int) -> Void)?
                    var list: [any Error]
                    var fine: Int
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'() -> Void' cannot be generated: a function has no schema; "
                        + "make it a computed property or a method",
                    line: 3, column: 19),
                DiagnosticSpec(
                    message: "'(Int, String)' cannot be generated: a tuple has no schema; "
                        + "use a '@Generable' struct",
                    line: 4, column: 15),
                DiagnosticSpec(
                    message: "'Any' cannot be generated: 'Any' has no schema; use a concrete Generable type",
                    line: 5, column: 19),
                DiagnosticSpec(
                    message: "'[String: Int]' cannot be generated: a dictionary has no schema; use an array of "
                        + "'@Generable' structs",
                    line: 6, column: 17),
                DiagnosticSpec(
                    message: "'(Int) -> Void' cannot be generated: a function has no schema; "
                        + "make it a computed property or a method",
                    line: 7, column: 29),
                DiagnosticSpec(
                    message: "'any Error' cannot be generated: an existential has no schema; "
                        + "use a concrete Generable type",
                    line: 8, column: 16),
            ])
    }

    @Test("A payload that can never be generated")
    func unsupportedPayload() {
        assertMacroExpansion(
            """
            @Generable
            enum Event {
                case tap(handler: () -> Void)
                case idle
            }
            """,
            expandedSource: """
                enum Event {
                    case tap(handler: () -> Void)
                    case idle
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'() -> Void' cannot be generated: a function has no schema; "
                        + "make it a computed property or a method",
                    line: 3, column: 23)
            ])
    }

    @Test("A generated property without a type annotation; a fix-it when a literal tells the type")
    func missingTypeAnnotation() {
        assertMacroExpansion(
            """
            @Generable
            struct Settings {
                var volume = 11
                var name = "x"
                var ratio = 0.5
                var enabled = true
                var other = makeDefault()
                let fixed = 3
            }
            """,
            expandedSource: """
                struct Settings {
                    var volume = 11
                    var name = "x"
                    var ratio = 0.5
                    var enabled = true
                    var other = makeDefault()
                    let fixed = 3
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Generable' needs the type of 'volume' written out; add a type annotation",
                    line: 3, column: 9, fixIts: ["add ': Int'"]),
                DiagnosticSpec(
                    message: "'@Generable' needs the type of 'name' written out; add a type annotation",
                    line: 4, column: 9, fixIts: ["add ': String'"]),
                DiagnosticSpec(
                    message: "'@Generable' needs the type of 'ratio' written out; add a type annotation",
                    line: 5, column: 9, fixIts: ["add ': Double'"]),
                DiagnosticSpec(
                    message: "'@Generable' needs the type of 'enabled' written out; add a type annotation",
                    line: 6, column: 9, fixIts: ["add ': Bool'"]),
                DiagnosticSpec(
                    message: "'@Generable' needs the type of 'other' written out; add a type annotation",
                    line: 7, column: 9),
            ],
            fixedSource: """
                @Generable
                struct Settings {
                    var volume: Int = 11
                    var name: String = "x"
                    var ratio: Double = 0.5
                    var enabled: Bool = true
                    var other = makeDefault()
                    let fixed = 3
                }
                """)
    }

    @Test("A tuple pattern")
    func tuplePattern() {
        assertMacroExpansion(
            """
            @Generable
            struct Pair {
                var (a, b): (Int, Int)
            }
            """,
            expandedSource: """
                struct Pair {
                    var (a, b): (Int, Int)
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Generable' supports one name per property; declare each property separately",
                    line: 3, column: 9)
            ])
    }

    @Test("representNilExplicitlyInGeneratedContent that is not a literal")
    func representNilNotLiteral() {
        assertMacroExpansion(
            """
            @Generable(representNilExplicitlyInGeneratedContent: flag)
            struct Note {
                var body: String?
            }
            """,
            expandedSource: """
                struct Note {
                    var body: String?
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'representNilExplicitlyInGeneratedContent' must be the literal 'true' or 'false'",
                    line: 1, column: 54)
            ])
    }

    @Test("An enum without cases")
    func enumWithoutCases() {
        assertMacroExpansion(
            """
            @Generable
            enum Nothing {
                var label: String { "" }
            }
            """,
            expandedSource: """
                enum Nothing {
                    var label: String { "" }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Generable' enum 'Nothing' has no cases to generate; add at least one case",
                    line: 2, column: 6)
            ])
    }
}
