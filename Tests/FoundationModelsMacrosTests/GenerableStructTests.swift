import Testing

@Suite("@Generable on structs")
struct GenerableStructTests {
    @Test("Guides, defaults, optionals; computed, static and default-valued let skipped")
    func simpleStruct() {
        assertMacroExpansion(
            """
            @Generable(description: "A cat")
            struct Cat {
                @Guide(description: "The cat's name")
                var name: String
                @Guide(description: "Age in years", .range(0...20))
                let age: Int
                var nickname: String?
                var tags: [String]
                let id = UUID()
                var legs: Int = 4
                var summary: String { name }
                static var count = 0
            }
            """,
            expandedSource: """
                struct Cat {
                    var name: String
                    let age: Int
                    var nickname: String?
                    var tags: [String]
                    let id = UUID()
                    var legs: Int = 4
                    var summary: String { name }
                    static var count = 0

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: "A cat",
                            properties: [
                                GenerationSchema.Property(name: "name", description: "The cat's name", type: String.self),
                                GenerationSchema.Property(name: "age", description: "Age in years", type: Int.self, guides: [.range(0...20)]),
                                GenerationSchema.Property(name: "nickname", description: nil, type: String?.self),
                                GenerationSchema.Property(name: "tags", description: nil, type: [String].self),
                                GenerationSchema.Property(name: "legs", description: nil, type: Int.self),
                            ]
                        )
                    }

                    nonisolated init(name: String, age: Int, nickname: String? = nil, tags: [String], legs: Int = 4) {
                        self.name = name
                        self.age = age
                        self.nickname = nickname
                        self.tags = tags
                        self.legs = legs
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        var name: String.PartiallyGenerated?
                        var age: Int.PartiallyGenerated?
                        var nickname: String.PartiallyGenerated?
                        var tags: [String].PartiallyGenerated?
                        var legs: Int.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.name = try content.value(forProperty: "name")
                            self.age = try content.value(forProperty: "age")
                            self.nickname = try content.value(forProperty: "nickname")
                            self.tags = try content.value(forProperty: "tags")
                            self.legs = try content.value(forProperty: "legs")
                        }
                    }
                }

                extension Cat: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.name = try content.value(forProperty: "name")
                        self.age = try content.value(forProperty: "age")
                        self.nickname = try content.value(forProperty: "nickname")
                        self.tags = try content.value(forProperty: "tags")
                        self.legs = try content.value(forProperty: "legs")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        var properties: [String: GeneratedContent] = [:]
                        var orderedKeys: [String] = []
                        properties["name"] = self.name.generatedContent
                        orderedKeys.append("name")
                        properties["age"] = self.age.generatedContent
                        orderedKeys.append("age")
                        if let value = self.nickname {
                            properties["nickname"] = value.generatedContent
                            orderedKeys.append("nickname")
                        }
                        properties["tags"] = self.tags.generatedContent
                        orderedKeys.append("tags")
                        properties["legs"] = self.legs.generatedContent
                        orderedKeys.append("legs")
                        return GeneratedContent(kind: .structure(properties: properties, orderedKeys: orderedKeys))
                    }
                }
                """)
    }

    @Test("Nested Generable types, arrays and spelled-out generics")
    func nestedTypes() {
        assertMacroExpansion(
            """
            @Generable
            struct Shelter {
                var cats: [Cat]
                var best: Cat
                var scores: Array<Int>
                var motto: Optional<String>
            }
            """,
            expandedSource: """
                struct Shelter {
                    var cats: [Cat]
                    var best: Cat
                    var scores: Array<Int>
                    var motto: Optional<String>

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: [
                                GenerationSchema.Property(name: "cats", description: nil, type: [Cat].self),
                                GenerationSchema.Property(name: "best", description: nil, type: Cat.self),
                                GenerationSchema.Property(name: "scores", description: nil, type: Array<Int>.self),
                                GenerationSchema.Property(name: "motto", description: nil, type: String?.self),
                            ]
                        )
                    }

                    nonisolated init(cats: [Cat], best: Cat, scores: Array<Int>, motto: Optional<String> = nil) {
                        self.cats = cats
                        self.best = best
                        self.scores = scores
                        self.motto = motto
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        var cats: [Cat].PartiallyGenerated?
                        var best: Cat.PartiallyGenerated?
                        var scores: Array<Int>.PartiallyGenerated?
                        var motto: String.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.cats = try content.value(forProperty: "cats")
                            self.best = try content.value(forProperty: "best")
                            self.scores = try content.value(forProperty: "scores")
                            self.motto = try content.value(forProperty: "motto")
                        }
                    }
                }

                extension Shelter: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.cats = try content.value(forProperty: "cats")
                        self.best = try content.value(forProperty: "best")
                        self.scores = try content.value(forProperty: "scores")
                        self.motto = try content.value(forProperty: "motto")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        var properties: [String: GeneratedContent] = [:]
                        var orderedKeys: [String] = []
                        properties["cats"] = self.cats.generatedContent
                        orderedKeys.append("cats")
                        properties["best"] = self.best.generatedContent
                        orderedKeys.append("best")
                        properties["scores"] = self.scores.generatedContent
                        orderedKeys.append("scores")
                        if let value = self.motto {
                            properties["motto"] = value.generatedContent
                            orderedKeys.append("motto")
                        }
                        return GeneratedContent(kind: .structure(properties: properties, orderedKeys: orderedKeys))
                    }
                }
                """)
    }

    @Test("A struct that declares an initializer gets no memberwise initializer")
    func existingInitializerKept() {
        assertMacroExpansion(
            """
            @Generable
            struct Point {
                var x: Int
                var y: Int
                init(x: Int) {
                    self.x = x
                    self.y = 0
                }
            }
            """,
            expandedSource: """
                struct Point {
                    var x: Int
                    var y: Int
                    init(x: Int) {
                        self.x = x
                        self.y = 0
                    }

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: [
                                GenerationSchema.Property(name: "x", description: nil, type: Int.self),
                                GenerationSchema.Property(name: "y", description: nil, type: Int.self),
                            ]
                        )
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        var x: Int.PartiallyGenerated?
                        var y: Int.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.x = try content.value(forProperty: "x")
                            self.y = try content.value(forProperty: "y")
                        }
                    }
                }

                extension Point: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.x = try content.value(forProperty: "x")
                        self.y = try content.value(forProperty: "y")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [
                            "x": self.x,
                            "y": self.y,
                        ])
                    }
                }
                """)
    }

    @Test("Backticked names, several bindings in one declaration, observers")
    func namesAndBindings() {
        assertMacroExpansion(
            """
            @Generable
            struct Odd {
                var `default`: Bool
                var a, b: Int
                var watched: String {
                    didSet { print(watched) }
                }
                lazy var cache: [Int] = []
            }
            """,
            expandedSource: """
                struct Odd {
                    var `default`: Bool
                    var a, b: Int
                    var watched: String {
                        didSet { print(watched) }
                    }
                    lazy var cache: [Int] = []

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: [
                                GenerationSchema.Property(name: "default", description: nil, type: Bool.self),
                                GenerationSchema.Property(name: "a", description: nil, type: Int.self),
                                GenerationSchema.Property(name: "b", description: nil, type: Int.self),
                                GenerationSchema.Property(name: "watched", description: nil, type: String.self),
                            ]
                        )
                    }

                    nonisolated init(`default`: Bool, a: Int, b: Int, watched: String) {
                        self.`default` = `default`
                        self.a = a
                        self.b = b
                        self.watched = watched
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        var `default`: Bool.PartiallyGenerated?
                        var a: Int.PartiallyGenerated?
                        var b: Int.PartiallyGenerated?
                        var watched: String.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.`default` = try content.value(forProperty: "default")
                            self.a = try content.value(forProperty: "a")
                            self.b = try content.value(forProperty: "b")
                            self.watched = try content.value(forProperty: "watched")
                        }
                    }
                }

                extension Odd: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.`default` = try content.value(forProperty: "default")
                        self.a = try content.value(forProperty: "a")
                        self.b = try content.value(forProperty: "b")
                        self.watched = try content.value(forProperty: "watched")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [
                            "default": self.`default`,
                            "a": self.a,
                            "b": self.b,
                            "watched": self.watched,
                        ])
                    }
                }
                """)
    }

    @Test("An empty struct")
    func emptyStruct() {
        assertMacroExpansion(
            """
            @Generable
            struct Nothing {
            }
            """,
            expandedSource: """
                struct Nothing {

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: []
                        )
                    }

                    nonisolated init() {
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                        }
                    }
                }

                extension Nothing: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [:])
                    }
                }
                """)
    }

    @Test("A type that already conforms gets an extension without the conformance")
    func alreadyConforming() {
        assertMacroExpansion(
            """
            @Generable
            struct Flag: Generable {
                var on: Bool
            }
            """,
            expandedSource: """
                struct Flag: Generable {
                    var on: Bool

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            properties: [
                                GenerationSchema.Property(name: "on", description: nil, type: Bool.self),
                            ]
                        )
                    }

                    nonisolated init(on: Bool) {
                        self.on = on
                    }

                    nonisolated struct PartiallyGenerated: Identifiable, nonisolated ConvertibleFromGeneratedContent {
                        var id: GenerationID
                        var on: Bool.PartiallyGenerated?
                        nonisolated init(_ content: GeneratedContent) throws {
                            self.id = content.id ?? GenerationID()
                            self.on = try content.value(forProperty: "on")
                        }
                    }
                }

                extension Flag {
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.on = try content.value(forProperty: "on")
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        return GeneratedContent(properties: [
                            "on": self.on,
                        ])
                    }
                }
                """,
            conformances: [])
    }
}
