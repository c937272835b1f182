import Testing

@Suite("@Generable on enums")
struct GenerableEnumTests {
    @Test("An enum without payloads is a choice of case names")
    func simpleEnum() {
        assertMacroExpansion(
            """
            @Generable(description: "A color")
            enum Color {
                case red, green
                case `default`
                var isWarm: Bool { self == .red }
            }
            """,
            expandedSource: """
                enum Color {
                    case red, green
                    case `default`
                    var isWarm: Bool { self == .red }

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: "A color",
                            anyOf: ["red", "green", "default"]
                        )
                    }
                }

                extension Color: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        let choice = try content.value(String.self)
                        switch choice {
                        case "red":
                            self = .red
                        case "green":
                            self = .green
                        case "default":
                            self = .`default`
                        default:
                            throw GeneratedContent.ParsingError(rawContent: content.jsonString, debugDescription: "\\"\\(choice)\\" is not a case of Color; expected one of: red, green, default")
                        }
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        switch self {
                        case .red:
                            return GeneratedContent(kind: .string("red"))
                        case .green:
                            return GeneratedContent(kind: .string("green"))
                        case .`default`:
                            return GeneratedContent(kind: .string("default"))
                        }
                    }
                }
                """)
    }

    @Test("A public enum")
    func publicEnum() {
        assertMacroExpansion(
            """
            @Generable
            public enum Size: String {
                case small
                case large
            }
            """,
            expandedSource: """
                public enum Size: String {
                    case small
                    case large

                    public nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            anyOf: ["small", "large"]
                        )
                    }
                }

                extension Size: nonisolated FoundationModelsCore.Generable {
                    public nonisolated init(_ content: GeneratedContent) throws {
                        let choice = try content.value(String.self)
                        switch choice {
                        case "small":
                            self = .small
                        case "large":
                            self = .large
                        default:
                            throw GeneratedContent.ParsingError(rawContent: content.jsonString, debugDescription: "\\"\\(choice)\\" is not a case of Size; expected one of: small, large")
                        }
                    }
                    public nonisolated var generatedContent: GeneratedContent {
                        switch self {
                        case .small:
                            return GeneratedContent(kind: .string("small"))
                        case .large:
                            return GeneratedContent(kind: .string("large"))
                        }
                    }
                }
                """)
    }

    @Test("Cases with labelled, unlabelled, optional and no payloads")
    func payloads() {
        assertMacroExpansion(
            """
            @Generable
            enum Action {
                case move(x: Int, y: Int)
                @Guide(description: "Say something")
                case say(String, loud: Bool?)
                case stop
            }
            """,
            expandedSource: """
                enum Action {
                    case move(x: Int, y: Int)
                    case say(String, loud: Bool?)
                    case stop

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            cases: [
                                GenerationSchema.EnumCase(name: "move", description: nil, properties: [
                                    GenerationSchema.Property(name: "x", description: nil, type: Int.self),
                                    GenerationSchema.Property(name: "y", description: nil, type: Int.self),
                                ]),
                                GenerationSchema.EnumCase(name: "say", description: "Say something", properties: [
                                    GenerationSchema.Property(name: "_0", description: nil, type: String.self),
                                    GenerationSchema.Property(name: "loud", description: nil, type: Bool?.self),
                                ]),
                                GenerationSchema.EnumCase(name: "stop", description: nil, properties: []),
                            ]
                        )
                    }
                }

                extension Action: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        guard case .structure(let properties, let orderedKeys) = content.kind, orderedKeys.count == 1,
                            let caseName = orderedKeys.first, let payload = properties[caseName]
                        else {
                            throw GeneratedContent.ParsingError(rawContent: content.jsonString, debugDescription: "Action expects an object with exactly one property, named after one of its cases: move, say, stop")
                        }
                        switch caseName {
                        case "move":
                            self = try .move(x: payload.value(forProperty: "x"), y: payload.value(forProperty: "y"))
                        case "say":
                            self = try .say(payload.value(forProperty: "_0"), loud: payload.value(forProperty: "loud"))
                        case "stop":
                            self = .stop
                        default:
                            throw GeneratedContent.ParsingError(rawContent: content.jsonString, debugDescription: "\\"\\(caseName)\\" is not a case of Action; expected one of: move, say, stop")
                        }
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        switch self {
                        case .move(let _0, let _1):
                            return GeneratedContent(properties: ["move": GeneratedContent(properties: [
                                "x": _0,
                                "y": _1,
                            ])])
                        case .say(let _0, let _1):
                            var properties: [String: GeneratedContent] = [:]
                            var orderedKeys: [String] = []
                            properties["_0"] = _0.generatedContent
                            orderedKeys.append("_0")
                            if let value = _1 {
                                properties["loud"] = value.generatedContent
                                orderedKeys.append("loud")
                            }
                            return GeneratedContent(properties: ["say": GeneratedContent(kind: .structure(properties: properties, orderedKeys: orderedKeys))])
                        case .stop:
                            return GeneratedContent(properties: ["stop": GeneratedContent(properties: [:])])
                        }
                    }
                }
                """)
    }

    @Test("Payload enums honour representNilExplicitlyInGeneratedContent")
    func payloadsRepresentingNil() {
        assertMacroExpansion(
            """
            @Generable(representNilExplicitlyInGeneratedContent: true)
            enum Reply {
                case text(String?)
                case nothing
            }
            """,
            expandedSource: """
                enum Reply {
                    case text(String?)
                    case nothing

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            cases: [
                                GenerationSchema.EnumCase(name: "text", description: nil, properties: [
                                    GenerationSchema.Property(name: "_0", description: nil, type: String?.self),
                                ]),
                                GenerationSchema.EnumCase(name: "nothing", description: nil, properties: []),
                            ]
                        )
                    }
                }

                extension Reply: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        guard case .structure(let properties, let orderedKeys) = content.kind, orderedKeys.count == 1,
                            let caseName = orderedKeys.first, let payload = properties[caseName]
                        else {
                            throw GeneratedContent.ParsingError(rawContent: content.jsonString, debugDescription: "Reply expects an object with exactly one property, named after one of its cases: text, nothing")
                        }
                        switch caseName {
                        case "text":
                            self = try .text(payload.value(forProperty: "_0"))
                        case "nothing":
                            self = .nothing
                        default:
                            throw GeneratedContent.ParsingError(rawContent: content.jsonString, debugDescription: "\\"\\(caseName)\\" is not a case of Reply; expected one of: text, nothing")
                        }
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        switch self {
                        case .text(let _0):
                            return GeneratedContent(properties: ["text": GeneratedContent(properties: [
                                "_0": _0,
                            ])])
                        case .nothing:
                            return GeneratedContent(properties: ["nothing": GeneratedContent(properties: [:])])
                        }
                    }
                }
                """)
    }

    @Test("Cases with empty payload lists")
    func emptyPayloads() {
        assertMacroExpansion(
            """
            @Generable
            enum Signal {
                case ping()
                case pong
            }
            """,
            expandedSource: """
                enum Signal {
                    case ping()
                    case pong

                    nonisolated static var generationSchema: GenerationSchema {
                        GenerationSchema(
                            type: Self.self,
                            description: nil,
                            cases: [
                                GenerationSchema.EnumCase(name: "ping", description: nil, properties: []),
                                GenerationSchema.EnumCase(name: "pong", description: nil, properties: []),
                            ]
                        )
                    }
                }

                extension Signal: nonisolated FoundationModelsCore.Generable {
                    nonisolated init(_ content: GeneratedContent) throws {
                        guard case .structure(let properties, let orderedKeys) = content.kind, orderedKeys.count == 1,
                            let caseName = orderedKeys.first, properties[caseName] != nil
                        else {
                            throw GeneratedContent.ParsingError(rawContent: content.jsonString, debugDescription: "Signal expects an object with exactly one property, named after one of its cases: ping, pong")
                        }
                        switch caseName {
                        case "ping":
                            self = .ping()
                        case "pong":
                            self = .pong
                        default:
                            throw GeneratedContent.ParsingError(rawContent: content.jsonString, debugDescription: "\\"\\(caseName)\\" is not a case of Signal; expected one of: ping, pong")
                        }
                    }
                    nonisolated var generatedContent: GeneratedContent {
                        switch self {
                        case .ping:
                            return GeneratedContent(properties: ["ping": GeneratedContent(properties: [:])])
                        case .pong:
                            return GeneratedContent(properties: ["pong": GeneratedContent(properties: [:])])
                        }
                    }
                }
                """)
    }
}
