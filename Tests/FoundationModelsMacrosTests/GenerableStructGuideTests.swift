import Testing

@Suite("@Generable on structs: guides and nil")
struct GenerableStructGuideTests {
    @Test("Guides of every kind, regex literals and several guides at once")
    func guides() {
        assertMacroExpansion(
            """
            @Generable
            struct Form {
                @Guide(.minimum(1), .maximum(9))
                var digit: Int
                @Guide(description: "Ratio", .range(0.0...1.0))
                var ratio: Double
                @Guide(.count(3))
                var names: [String]
                @Guide(.count(1...4), .element(.range(1...6)))
                var dice: [Int]
                @Guide(.minimumCount(1), .maximumCount(5))
                var notes: [String]
                @Guide(.anyOf(["small", "large"]))
                var size: String
                @Guide(.constant("v1"))
                var version: String
                @Guide(.pattern(/[a-z]+/))
                var slug: String
                @Guide(description: "A code like ABC-1234", /[A-Z]{3}-[0-9]{4}/)
                var code: String
                @Guide(description: "Optional code", /[0-9]+/)
                var extra: String?
            }
            """,
            expandedSource: """
                struct Form {
                    var digit: Int
                    var ratio: Double
                    var names: [String]
                    var dice: [Int]
                    var notes: [String]
                    var size: String
                    var version: String
                    var slug: String
                    var code: String
                    var extra: String?

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: [
                                GenerationSchema.Property(name: "digit", description: nil, type: Int.self, guides: [.minimum(1), .maximum(9)]),
                                GenerationSchema.Property(name: "ratio", description: "Ratio", type: Double.self, guides: [.range(0.0...1.0)]),
                                GenerationSchema.Property(name: "names", description: nil, type: [String].self, guides: [.count(3)]),
                                GenerationSchema.Property(name: "dice", description: nil, type: [Int].self, guides: [.count(1...4), .element(.range(1...6))]),
                                GenerationSchema.Property(name: "notes", description: nil, type: [String].self, guides: [.minimumCount(1), .maximumCount(5)]),
                                GenerationSchema.Property(name: "size", description: nil, type: String.self, guides: [.anyOf(["small", "large"])]),
                                GenerationSchema.Property(name: "version", description: nil, type: String.self, guides: [.constant("v1")]),
                                GenerationSchema.Property(name: "slug", description: nil, type: String.self, guides: [.pattern(/[a-z]+/)]),
                                GenerationSchema.Property(name: "code", description: "A code like ABC-1234", type: String.self, guides: [/[A-Z]{3}-[0-9]{4}/]),
                                GenerationSchema.Property(name: "extra", description: "Optional code", type: String?.self, guides: [/[0-9]+/]),
                            ]
                        )
                    }

                    nonisolated init(digit: Int, ratio: Double, names: [String], dice: [Int], notes: [String], size: String, version: String, slug: String, code: String, extra: String? = nil) {
                        self.digit = digit
                        self.ratio = ratio
                        self.names = names
                        self.dice = dice
                        self.notes = notes
                        self.size = size
                        self.version = version
                        self.slug = slug
                        self.code = code
                        self.extra = extra
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        var digit: Int.PartiallyGenerated?
                        var ratio: Double.PartiallyGenerated?
                        var names: [String].PartiallyGenerated?
                        var dice: [Int].PartiallyGenerated?
                        var notes: [String].PartiallyGenerated?
                        var size: String.PartiallyGenerated?
                        var version: String.PartiallyGenerated?
                        var slug: String.PartiallyGenerated?
                        var code: String.PartiallyGenerated?
                        var extra: String.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.digit = try content.value(forProperty: "digit")
                            self.ratio = try content.value(forProperty: "ratio")
                            self.names = try content.value(forProperty: "names")
                            self.dice = try content.value(forProperty: "dice")
                            self.notes = try content.value(forProperty: "notes")
                            self.size = try content.value(forProperty: "size")
                            self.version = try content.value(forProperty: "version")
                            self.slug = try content.value(forProperty: "slug")
                            self.code = try content.value(forProperty: "code")
                            self.extra = try content.value(forProperty: "extra")
                        }
                    }
                }

                extension Form: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.digit = try content.value(forProperty: "digit")
                        self.ratio = try content.value(forProperty: "ratio")
                        self.names = try content.value(forProperty: "names")
                        self.dice = try content.value(forProperty: "dice")
                        self.notes = try content.value(forProperty: "notes")
                        self.size = try content.value(forProperty: "size")
                        self.version = try content.value(forProperty: "version")
                        self.slug = try content.value(forProperty: "slug")
                        self.code = try content.value(forProperty: "code")
                        self.extra = try content.value(forProperty: "extra")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        var properties: [String: GeneratedContent] = [:]
                        var orderedKeys: [String] = []
                        properties["digit"] = self.digit.generatedContent
                        orderedKeys.append("digit")
                        properties["ratio"] = self.ratio.generatedContent
                        orderedKeys.append("ratio")
                        properties["names"] = self.names.generatedContent
                        orderedKeys.append("names")
                        properties["dice"] = self.dice.generatedContent
                        orderedKeys.append("dice")
                        properties["notes"] = self.notes.generatedContent
                        orderedKeys.append("notes")
                        properties["size"] = self.size.generatedContent
                        orderedKeys.append("size")
                        properties["version"] = self.version.generatedContent
                        orderedKeys.append("version")
                        properties["slug"] = self.slug.generatedContent
                        orderedKeys.append("slug")
                        properties["code"] = self.code.generatedContent
                        orderedKeys.append("code")
                        if let value = self.extra {
                            properties["extra"] = value.generatedContent
                            orderedKeys.append("extra")
                        }
                        return GeneratedContent(kind: .structure(properties: properties, orderedKeys: orderedKeys))
                    }
                }
                """)
    }

    @Test("representNilExplicitlyInGeneratedContent: true keeps nil optionals as null")
    func representNilTrue() {
        assertMacroExpansion(
            """
            @Generable(description: "A note", representNilExplicitlyInGeneratedContent: true)
            struct Note {
                var title: String
                var body: String?
            }
            """,
            expandedSource: """
                struct Note {
                    var title: String
                    var body: String?

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: "A note",
                            representNilExplicitlyInGeneratedContent: true,
                            properties: [
                                GenerationSchema.Property(name: "title", description: nil, type: String.self),
                                GenerationSchema.Property(name: "body", description: nil, type: String?.self),
                            ]
                        )
                    }

                    nonisolated init(title: String, body: String? = nil) {
                        self.title = title
                        self.body = body
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        var title: String.PartiallyGenerated?
                        var body: String.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.title = try content.value(forProperty: "title")
                            self.body = try content.value(forProperty: "body")
                        }
                    }
                }

                extension Note: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.title = try content.value(forProperty: "title")
                        self.body = try content.value(forProperty: "body")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [
                            "title": self.title,
                            "body": self.body,
                        ])
                    }
                }
                """)
    }

    @Test("representNilExplicitlyInGeneratedContent: false leaves nil optionals out")
    func representNilFalse() {
        assertMacroExpansion(
            """
            @Generable(representNilExplicitlyInGeneratedContent: false)
            struct Note {
                var body: String?
            }
            """,
            expandedSource: """
                struct Note {
                    var body: String?

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            representNilExplicitlyInGeneratedContent: false,
                            properties: [
                                GenerationSchema.Property(name: "body", description: nil, type: String?.self),
                            ]
                        )
                    }

                    nonisolated init(body: String? = nil) {
                        self.body = body
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        var body: String.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.body = try content.value(forProperty: "body")
                        }
                    }
                }

                extension Note: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.body = try content.value(forProperty: "body")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        var properties: [String: GeneratedContent] = [:]
                        var orderedKeys: [String] = []
                        if let value = self.body {
                            properties["body"] = value.generatedContent
                            orderedKeys.append("body")
                        }
                        return GeneratedContent(kind: .structure(properties: properties, orderedKeys: orderedKeys))
                    }
                }
                """)
    }
}
