import Testing

@Suite("@Generable: conformances of PartiallyGenerated")
struct GenerableConformanceTests {
    @Test("Equatable, Hashable and Sendable carry over; Comparable keeps Equatable; others do not")
    func keptConformances() {
        assertMacroExpansion(
            """
            @Generable
            struct Score: Codable, Swift.Hashable, Comparable & Sendable {
                var points: Int
            }
            """,
            expandedSource: """
                struct Score: Codable, Swift.Hashable, Comparable & Sendable {
                    var points: Int

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: [
                                GenerationSchema.Property(name: "points", description: nil, type: Int.self),
                            ]
                        )
                    }

                    nonisolated init(points: Int) {
                        self.points = points
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent, Hashable, Equatable, Sendable {
                        var id: GenerationID
                        var points: Int.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.points = try content.value(forProperty: "points")
                        }
                    }
                }

                extension Score: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.points = try content.value(forProperty: "points")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [
                            "points": self.points,
                        ])
                    }
                }
                """)
    }

    @Test("Each kept conformance appears once; an unchecked Sendable is not kept")
    func keptOnce() {
        assertMacroExpansion(
            """
            @Generable
            public struct Pair: Equatable, Comparable, @unchecked Sendable {
                public var a: Int
            }
            """,
            expandedSource: """
                public struct Pair: Equatable, Comparable, @unchecked Sendable {
                    public var a: Int

                    public nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: [
                                GenerationSchema.Property(name: "a", description: nil, type: Int.self),
                            ]
                        )
                    }

                    public nonisolated init(a: Int) {
                        self.a = a
                    }

                    public nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent, Equatable {
                        public var id: GenerationID
                        public var a: Int.PartiallyGenerated?
                        public nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.a = try content.value(forProperty: "a")
                        }
                    }
                }

                extension Pair: nonisolated FoundationModelsCore.Generable {
                    public nonisolated init(_ content: GeneratedContent) throws {
                        self.a = try content.value(forProperty: "a")
                    }
                    public nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [
                            "a": self.a,
                        ])
                    }
                }
                """)
    }
}
