import Testing

@Suite("@Generable on structs: access and identity")
struct GenerableStructAccessTests {
    @Test("Public and package types get members of the same access", arguments: ["public", "package"])
    func accessLevels(access: String) {
        assertMacroExpansion(
            """
            @Generable
            \(access) struct Tag {
                \(access) var name: String
            }
            """,
            expandedSource: """
                \(access) struct Tag {
                    \(access) var name: String

                    \(access) nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: [
                                GenerationSchema.Property(name: "name", description: nil, type: String.self),
                            ]
                        )
                    }

                    \(access) nonisolated init(name: String) {
                        self.name = name
                    }

                    \(access) nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        \(access) var id: GenerationID
                        \(access) var name: String.PartiallyGenerated?
                        \(access) nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.name = try content.value(forProperty: "name")
                        }
                    }
                }

                extension Tag: nonisolated FoundationModelsCore.Generable {
                    \(access) nonisolated init(_ content: GeneratedContent) throws {
                        self.name = try content.value(forProperty: "name")
                    }
                    \(access) nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [
                            "name": self.name,
                        ])
                    }
                }
                """)
    }

    @Test("A private type gets members without an access modifier")
    func privateType() {
        assertMacroExpansion(
            """
            @Generable
            private struct Tag {
                var name: String
            }
            """,
            expandedSource: """
                private struct Tag {
                    var name: String

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: [
                                GenerationSchema.Property(name: "name", description: nil, type: String.self),
                            ]
                        )
                    }

                    nonisolated init(name: String) {
                        self.name = name
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        var name: String.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.name = try content.value(forProperty: "name")
                        }
                    }
                }

                extension Tag: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.name = try content.value(forProperty: "name")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [
                            "name": self.name,
                        ])
                    }
                }
                """)
    }

    @Test("A generated property named id is PartiallyGenerated's identity")
    func propertyNamedID() {
        assertMacroExpansion(
            """
            @Generable
            struct Item {
                var id: Int
                var title: String
            }
            """,
            expandedSource: """
                struct Item {
                    var id: Int
                    var title: String

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: [
                                GenerationSchema.Property(name: "id", description: nil, type: Int.self),
                                GenerationSchema.Property(name: "title", description: nil, type: String.self),
                            ]
                        )
                    }

                    nonisolated init(id: Int, title: String) {
                        self.id = id
                        self.title = title
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: Int.PartiallyGenerated?
                        var title: String.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = try content.value(forProperty: "id")
                            self.title = try content.value(forProperty: "title")
                        }
                    }
                }

                extension Item: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.id = try content.value(forProperty: "id")
                        self.title = try content.value(forProperty: "title")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [
                            "id": self.id,
                            "title": self.title,
                        ])
                    }
                }
                """)
    }

    @Test("A GenerationID property is the content's identity, not a generated property")
    func generationIDProperty() {
        assertMacroExpansion(
            """
            @Generable
            struct SearchTerm {
                var id: GenerationID
                var searchTerm: String
                var origin: FoundationModels.GenerationID
            }
            """,
            expandedSource: """
                struct SearchTerm {
                    var id: GenerationID
                    var searchTerm: String
                    var origin: FoundationModels.GenerationID

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: [
                                GenerationSchema.Property(name: "searchTerm", description: nil, type: String.self),
                            ]
                        )
                    }

                    nonisolated init(id: GenerationID, searchTerm: String, origin: FoundationModels.GenerationID) {
                        self.id = id
                        self.searchTerm = searchTerm
                        self.origin = origin
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        var origin: GenerationID
                        var searchTerm: String.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.origin = self.id
                            self.searchTerm = try content.value(forProperty: "searchTerm")
                        }
                    }
                }

                extension SearchTerm: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.id = content.id ?? GenerationID()
                        self.searchTerm = try content.value(forProperty: "searchTerm")
                        self.origin = content.id ?? GenerationID()
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [
                            "searchTerm": self.searchTerm,
                        ], id: self.id)
                    }
                }
                """)
    }
}
