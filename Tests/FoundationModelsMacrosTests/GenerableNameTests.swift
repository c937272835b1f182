import Testing

@Suite("@Generable(name:)")
struct GenerableNameTests {
    @Test("A struct's schema is renamed")
    func namedStruct() {
        assertMacroExpansion(
            """
            @Generable(name: "Drink", description: "Something to drink")
            struct Beverage {
                var size: Int
            }
            """,
            expandedSource: """
                struct Beverage {
                    var size: Int

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: "Something to drink",
                            properties: [
                                GenerationSchema.Property(name: "size", description: nil, type: Int.self),
                            ]
                        ).renamed(to: "Drink")
                    }

                    nonisolated init(size: Int) {
                        self.size = size
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        var size: Int.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.size = try content.value(forProperty: "size")
                        }
                    }
                }

                extension Beverage: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.size = try content.value(forProperty: "size")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [
                            "size": self.size,
                        ])
                    }
                }
                """)
    }

    @Test("An enum's schema is renamed, with explicit nil alongside")
    func namedEnum() {
        assertMacroExpansion(
            """
            @Generable(name: "Strength", representNilExplicitlyInGeneratedContent: true)
            enum Roast {
                case light, dark
            }
            """,
            expandedSource: """
                enum Roast {
                    case light, dark

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            anyOf: ["light", "dark"]
                        ).renamed(to: "Strength")
                    }
                }

                extension Roast: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        let choice = try content.value(String.self)
                        switch choice {
                        case "light":
                            self = .light
                        case "dark":
                            self = .dark
                        default:
                            throw GeneratedContent.ParsingError(rawContent: content.jsonString, debugDescription: "\\"\\(choice)\\" is not a case of Roast; expected one of: light, dark")
                        }
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        switch self {
                        case .light:
                            return GeneratedContent(kind: .string("light"))
                        case .dark:
                            return GeneratedContent(kind: .string("dark"))
                        }
                    }
                }
                """)
    }
}
