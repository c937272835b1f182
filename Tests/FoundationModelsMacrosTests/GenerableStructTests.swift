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

                init(name: String, age: Int, nickname: String? = nil, tags: [String], legs: Int = 4) {
                    self.name = name
                    self.age = age
                    self.nickname = nickname
                    self.tags = tags
                    self.legs = legs
                }

                nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
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

            extension Cat: FoundationModels.Generable {
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

                init(cats: [Cat], best: Cat, scores: Array<Int>, motto: Optional<String> = nil) {
                    self.cats = cats
                    self.best = best
                    self.scores = scores
                    self.motto = motto
                }

                nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
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

            extension Shelter: FoundationModels.Generable {
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

                init(digit: Int, ratio: Double, names: [String], dice: [Int], notes: [String], size: String, version: String, slug: String, code: String, extra: String? = nil) {
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

                nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
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

            extension Form: FoundationModels.Generable {
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

                init(title: String, body: String? = nil) {
                    self.title = title
                    self.body = body
                }

                nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
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

            extension Note: FoundationModels.Generable {
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

                init(body: String? = nil) {
                    self.body = body
                }

                nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
                    var id: GenerationID
                    var body: String.PartiallyGenerated?
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.id = content.id ?? GenerationID()
                        self.body = try content.value(forProperty: "body")
                    }
                }
            }

            extension Note: FoundationModels.Generable {
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

                nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
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

            extension Point: FoundationModels.Generable {
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

                \(access) init(name: String) {
                    self.name = name
                }

                \(access) nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
                    \(access) var id: GenerationID
                    \(access) var name: String.PartiallyGenerated?
                    \(access) nonisolated init(_ content: GeneratedContent) throws {
                        self.id = content.id ?? GenerationID()
                        self.name = try content.value(forProperty: "name")
                    }
                }
            }

            extension Tag: FoundationModels.Generable {
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

                init(name: String) {
                    self.name = name
                }

                nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
                    var id: GenerationID
                    var name: String.PartiallyGenerated?
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.id = content.id ?? GenerationID()
                        self.name = try content.value(forProperty: "name")
                    }
                }
            }

            extension Tag: FoundationModels.Generable {
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

                init(id: Int, title: String) {
                    self.id = id
                    self.title = title
                }

                nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
                    var id: Int.PartiallyGenerated?
                    var title: String.PartiallyGenerated?
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.id = try content.value(forProperty: "id")
                        self.title = try content.value(forProperty: "title")
                    }
                }
            }

            extension Item: FoundationModels.Generable {
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

                init(`default`: Bool, a: Int, b: Int, watched: String) {
                    self.`default` = `default`
                    self.a = a
                    self.b = b
                    self.watched = watched
                }

                nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
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

            extension Odd: FoundationModels.Generable {
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

                init() {
                }

                nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
                    var id: GenerationID
                    nonisolated init(_ content: GeneratedContent) throws {
                        self.id = content.id ?? GenerationID()
                    }
                }
            }

            extension Nothing: FoundationModels.Generable {
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

                init(on: Bool) {
                    self.on = on
                }

                nonisolated struct PartiallyGenerated: Identifiable, ConvertibleFromGeneratedContent {
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
