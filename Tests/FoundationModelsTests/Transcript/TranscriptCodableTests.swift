import Foundation
import Testing

@testable import FoundationModelsCore

/// `Transcript`'s JSON coding: Apple's layout both ways, the layout this project wrote before,
/// and clear errors.
@Suite struct TranscriptCodableTests {
    /// The transcript read from JSON text.
    static func decode(_ json: String) throws -> Transcript {
        try JSONDecoder().decode(Transcript.self, from: Data(json.utf8))
    }

    /// The transcript encoded and decoded again.
    static func roundTrip(_ transcript: Transcript) throws -> Transcript {
        try JSONDecoder().decode(Transcript.self, from: JSONEncoder().encode(transcript))
    }

    /// The transcript encoded, as a JSON object.
    static func encodedObject(_ transcript: Transcript) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(transcript)) as? [String: Any])
    }

    /// The entries of an encoded transcript.
    static func encodedEntries(_ transcript: Transcript) throws -> [[String: Any]] {
        let body = try #require(try encodedObject(transcript)["transcript"] as? [String: Any])
        return try #require(body["entries"] as? [[String: Any]])
    }

    static let forecastSchema = try! GenerationSchema(
        jsonSchema: #"""
            {"type": "object", "title": "Forecast", "properties": {"summary": {"type": "string"},
             "days": {"type": "array", "items": {"type": "integer"}}}, "required": ["summary", "days"],
             "x-order": ["summary", "days"]}
            """#)
    static let weatherArguments = try! GenerationSchema(
        jsonSchema: #"""
            {"type": "object", "title": "Arguments", "properties": {"city": {"type": "string", "description": "The city"},
             "units": {"type": "string", "enum": ["metric", "imperial"]}}, "required": ["city", "units"],
             "x-order": ["city", "units"]}
            """#)
    static let image = Transcript.ImageAttachment(imageURL: URL(fileURLWithPath: "/tmp/cat.png"))
    static let clip = Transcript.DataAttachment(
        contentType: .audio, content: Data([0, 1, 2, 254, 255]),
        metadata: GeneratedContent(properties: ["seconds": 2.5]))
    /// Content with keys in sorted order, which JSON objects decode to.
    static let structured = GeneratedContent(properties: ["days": [18, 21], "summary": "Sunny"])

    /// A transcript with every kind of entry and segment, and every optional field set.
    static let everything = Transcript(entries: [
        .instructions(
            .init(
                id: "i", segments: [.text(.init(id: "i1", content: "Be brief."))],
                toolDefinitions: [
                    .init(name: "getWeather", description: "Gets the weather.", parameters: weatherArguments)
                ])),
        .prompt(
            .init(
                id: "p", metadata: ["trace": "abc", "weights": GeneratedContent(properties: ["a": 1, "b": true])],
                segments: [
                    .text(.init(id: "p1", content: "What will the weather be?")),
                    .structure(
                        .init(
                            id: "p2", schemaName: "Context",
                            content: GeneratedContent(properties: ["city": "Lisbon", "when": "tomorrow"]))),
                    .attachment(.init(id: "p3", content: .image(image), label: "sky")),
                    .attachment(.init(id: "p4", content: .data(clip))),
                ],
                options: GenerationOptions(
                    samplingMode: .random(top: 40, seed: 18_446_744_073_709_551_615), temperature: 0.7,
                    maximumResponseTokens: 256, toolCallingMode: .required),
                responseFormat: .init(schema: forecastSchema),
                contextOptions: ContextOptions(includeSchemaInPrompt: false, reasoningLevel: .custom("extended")))),
        .reasoning(
            .init(
                id: "r", metadata: ["effort": 3],
                segments: [.text(.init(id: "r1", content: "Check the weather first."))],
                signature: Data("opaque signature".utf8))),
        .toolCalls(
            .init(
                id: "c",
                [
                    .init(
                        id: "call1", metadata: ["provider": "x"], toolName: "getWeather",
                        arguments: try! GeneratedContent(
                            json: #"{"units": "metric", "city": "Lisbon", "nested": {"z": [1, 2.5, null], "a": false}}"#
                        )),
                    .init(
                        id: "call2", toolName: "getWeather",
                        arguments: GeneratedContent(properties: ["city": "Porto", "units": "metric"])),
                ])),
        .toolOutput(
            .init(id: "call1", toolName: "getWeather", segments: [.text(.init(id: "o1", content: "21°C, sunny"))])),
        .toolOutput(
            .init(
                id: "call2", toolName: "getWeather",
                segments: [
                    .structure(
                        .init(id: "o2", schemaName: "Weather", content: GeneratedContent(properties: ["celsius": 19])))
                ])),
        .data(
            .init(
                id: "d", contentType: .json, content: Data(#"{"source": "met"}"#.utf8),
                metadata: GeneratedContent(properties: ["origin": "search"]))),
        .response(
            .init(
                id: "a", metadata: ["finish": "stop"],
                segments: [
                    .text(.init(id: "a1", content: "Here is the forecast.")),
                    .structure(.init(id: "a2", schemaName: "Forecast", content: structured)),
                ])),
        .response(
            .init(id: "a26", assetIDs: ["com.example.adapter"], segments: [.text(.init(id: "a3", content: "Done."))])),
    ])

    @Test func everyEntryAndSegmentKindSurvivesARoundTrip() throws {
        let decoded = try Self.roundTrip(Self.everything)
        #expect(Array(decoded) == Array(Self.everything))
        #expect(decoded == Self.everything)
    }

    @Test func writesApplesEnvelopeAndRoles() throws {
        let object = try Self.encodedObject(Self.everything)
        #expect(object["type"] as? String == "FoundationModels.Transcript")
        #expect(object["version"] as? Int == 1)
        let entries = try Self.encodedEntries(Self.everything)
        #expect(
            entries.map { $0["role"] as? String } == [
                "instructions", "user", "reasoning", "response", "tool", "tool", "data", "response", "response",
            ])
        #expect(entries.map { $0["id"] as? String } == ["i", "p", "r", "c", "call1", "call2", "d", "a", "a26"])

        let tools = try #require(entries[0]["tools"] as? [[String: Any]])
        #expect(tools.first?["type"] as? String == "function")
        #expect((tools.first?["function"] as? [String: Any])?["name"] as? String == "getWeather")

        let format = try #require(entries[1]["responseFormat"] as? [String: Any])
        #expect(format["type"] as? String == "jsonSchema")
        #expect((format["jsonSchema"] as? [String: Any])?["name"] as? String == "Forecast")
        let options = try #require(entries[1]["options"] as? [String: Any])
        #expect(options["temperature"] as? Double == 0.7)
        #expect(options["maximumResponseTokens"] as? Int == 256)
        #expect(options["samplingMode"] as? String == "random")
        #expect(options["topK"] as? Int == 40)
        #expect(options["toolCallingMode"] as? String == "required")

        let calls = try #require(entries[3]["toolCalls"] as? [[String: Any]])
        #expect(calls.first?["name"] as? String == "getWeather")
        #expect(
            calls.first?["arguments"] as? String
                == #"{"units":"metric","city":"Lisbon","nested":{"z":[1,2.5,null],"a":false}}"#)
        #expect(entries[3]["contents"] == nil)
        #expect(entries[4]["toolCallID"] as? String == "call1")
        #expect(entries[4]["toolName"] as? String == "getWeather")

        let contents = try #require(entries[7]["contents"] as? [[String: Any]])
        #expect(contents.map { $0["type"] as? String } == ["text", "structure"])
        #expect(contents[0]["text"] as? String == "Here is the forecast.")
        #expect((contents[1]["structure"] as? [String: Any])?["source"] as? String == "Forecast")
        #expect(entries[8]["assets"] as? [String] == ["com.example.adapter"])
        #expect(entries[2]["signature"] as? String == Data("opaque signature".utf8).base64EncodedString())
        #expect(entries[6]["contentType"] as? String == "public.json")
    }

    @Test func defaultOptionsAreAnEmptyObjectAndEmptyFieldsAreLeftOut() throws {
        let transcript = Transcript(entries: [
            .instructions(.init(id: "i", segments: [.text(.init(id: "t", content: "Hi"))], toolDefinitions: [])),
            .prompt(.init(id: "p", segments: [.text(.init(id: "u", content: "Hello"))])),
        ])
        let entries = try Self.encodedEntries(transcript)
        #expect(entries[0]["tools"] == nil)
        #expect((entries[1]["options"] as? [String: Any])?.isEmpty == true)
        #expect(
            entries[1]["responseFormat"] == nil && entries[1]["metadata"] == nil && entries[1]["contextOptions"] == nil)
        #expect(try Self.roundTrip(transcript) == transcript)
    }

    @Test(arguments: [
        GenerationOptions(),
        GenerationOptions(samplingMode: .greedy),
        GenerationOptions(samplingMode: .random(top: 5)),
        GenerationOptions(
            samplingMode: .random(probabilityThreshold: 0.9, seed: 7), temperature: 0, maximumResponseTokens: 1),
        GenerationOptions(temperature: 1.5, toolCallingMode: .disallowed),
        GenerationOptions(toolCallingMode: .allowed),
    ])
    func generationOptionsSurviveARoundTrip(_ options: GenerationOptions) throws {
        let transcript = Transcript(entries: [.prompt(.init(id: "p", segments: [], options: options))])
        #expect(try Self.roundTrip(transcript) == transcript)
    }

    @Test(arguments: [
        ContextOptions(), ContextOptions(includeSchemaInPrompt: true), ContextOptions(reasoningLevel: .light),
        ContextOptions(reasoningLevel: .moderate), ContextOptions(includeSchemaInPrompt: false, reasoningLevel: .deep),
        ContextOptions(reasoningLevel: .custom("max")),
    ])
    func contextOptionsSurviveARoundTrip(_ contextOptions: ContextOptions) throws {
        let transcript = Transcript(entries: [.prompt(.init(id: "p", segments: [], contextOptions: contextOptions))])
        #expect(try Self.roundTrip(transcript) == transcript)
    }

    @Test func jsonObjectsDecodeWithSortedKeysAndArgumentsKeepTheirOrder() throws {
        let unsorted = GeneratedContent(properties: ["summary": "Sunny", "days": [1]])
        let transcript = Transcript(entries: [
            .toolCalls(.init(id: "c", [.init(id: "k", toolName: "t", arguments: unsorted)])),
            .response(
                .init(id: "a", segments: [.structure(.init(id: "s", schemaName: "Forecast", content: unsorted))])),
        ])
        let decoded = try Self.roundTrip(transcript)
        guard case .toolCalls(let calls) = decoded[0], case .response(let response) = decoded[1],
            case .structure(let segment) = response.segments.first
        else {
            Issue.record("unexpected entries \(decoded)")
            return
        }
        #expect(calls.first?.arguments == unsorted)
        #expect(segment.content.jsonString == #"{"days":[1],"summary":"Sunny"}"#)
    }

    /// A transcript as an app on a Mac exports it (the layout of Apple's documentation and of
    /// the transcripts of its Python SDK's tests), with a tool call and its output, and keys
    /// this library does not know.
    static let appleJSON = #"""
        {
          "version": 1,
          "type": "FoundationModels.Transcript",
          "transcript": {
            "entries": [
              {
                "id": "0384244A-14F4-448D-88A7-CF923C9C047D",
                "role": "instructions",
                "tools": [{
                  "type": "function",
                  "function": {
                    "name": "searchRecipes",
                    "description": "Searches a local database for recipes.",
                    "parameters": {
                      "type": "object", "title": "Arguments", "additionalProperties": false,
                      "properties": {
                        "limit": {"type": "integer", "description": "How many recipes", "minimum": 1, "maximum": 6},
                        "searchTerm": {"type": "string", "description": "What to search for"}
                      },
                      "required": ["searchTerm", "limit"], "x-order": ["searchTerm", "limit"]
                    }
                  }
                }],
                "contents": [{"type": "text", "id": "A62BC9BB", "text": "You are a baker."}]
              },
              {
                "id": "B9FF0247",
                "role": "user",
                "options": {},
                "responseFormat": {
                  "type": "jsonSchema",
                  "jsonSchema": {
                    "name": "Recipe",
                    "schema": {
                      "type": "object", "title": "Recipe", "additionalProperties": false,
                      "properties": {"name": {"type": "string"}, "ingredients": {"type": "array", "items": {"type": "string"}}},
                      "required": ["name", "ingredients"], "x-order": ["name", "ingredients"]
                    }
                  }
                },
                "contents": [{"type": "text", "id": "CF2C20A2", "text": "A recipe for brioche?", "futureField": 1}]
              },
              {
                "id": "FB87B67F",
                "role": "response",
                "toolCalls": [{"id": "8A856753", "name": "searchRecipes", "arguments": "{\"searchTerm\": \"brioche\", \"limit\": 1}"}]
              },
              {
                "id": "8A856753",
                "role": "tool",
                "toolName": "searchRecipes",
                "toolCallID": "8A856753",
                "contents": [{"type": "text", "id": "BA75411F", "text": "[]"}]
              },
              {
                "id": "5F0131F4",
                "role": "response",
                "assets": ["com.apple.fm.language.instruct_3b.fm_api_generic"],
                "contents": [{
                  "type": "structure", "id": "0",
                  "structure": {"source": "Recipe", "content": {"name": "brioche", "ingredients": ["flour", "butter"]}}
                }],
                "unknownKey": {"nested": true}
              }
            ]
          }
        }
        """#

    @Test func decodesATranscriptInApplesLayout() throws {
        let transcript = try Self.decode(Self.appleJSON)
        #expect(transcript.count == 5)
        guard case .instructions(let instructions) = transcript[0], case .prompt(let prompt) = transcript[1],
            case .toolCalls(let calls) = transcript[2], case .toolOutput(let output) = transcript[3],
            case .response(let response) = transcript[4]
        else {
            Issue.record("unexpected entries \(transcript)")
            return
        }

        #expect(instructions.id == "0384244A-14F4-448D-88A7-CF923C9C047D")
        #expect(instructions.segments == [.text(.init(id: "A62BC9BB", content: "You are a baker."))])
        let tool = try #require(instructions.toolDefinitions.first)
        #expect(tool.name == "searchRecipes" && tool.description == "Searches a local database for recipes.")
        #expect(tool.parameters.jsonSchema.contains(#""x-order":["searchTerm","limit"]"#))

        #expect(prompt.segments == [.text(.init(id: "CF2C20A2", content: "A recipe for brioche?"))])
        #expect(prompt.options == GenerationOptions())
        #expect(prompt.responseFormat?.name == "Recipe")

        #expect(calls.id == "FB87B67F")
        let call = try #require(calls.first)
        #expect(call.id == "8A856753" && call.toolName == "searchRecipes")
        #expect(call.arguments == GeneratedContent(properties: ["searchTerm": "brioche", "limit": 1]))

        #expect(output.id == call.id && output.toolName == "searchRecipes")
        #expect(output.segments == [.text(.init(id: "BA75411F", content: "[]"))])

        #expect(response.assetIDs == ["com.apple.fm.language.instruct_3b.fm_api_generic"])
        #expect(
            response.segments == [
                .structure(
                    .init(
                        id: "0", schemaName: "Recipe",
                        content: GeneratedContent(properties: ["ingredients": ["flour", "butter"], "name": "brioche"])))
            ])

        #expect(try Self.roundTrip(transcript) == transcript)
    }

    @Test func readsOptionsInTheKeysOfTheRustBindings() throws {
        let json = #"""
            {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
              {"id": "p", "role": "user", "contents": [],
               "options": {"temperature": 0.2, "maximumResponseTokens": 64, "topP": 0.9, "randomSeed": 7}}]}}
            """#
        guard case .prompt(let prompt) = try Self.decode(json).first else {
            Issue.record("no prompt")
            return
        }
        #expect(
            prompt.options
                == GenerationOptions(
                    samplingMode: .random(probabilityThreshold: 0.9, seed: 7),
                    temperature: 0.2, maximumResponseTokens: 64))
    }

    /// A transcript in the layout this project wrote before Apple's: the synthesized coding of
    /// its earlier types (see `git show 5cb1fa2:Sources/FoundationModels/Transcript/`).
    static let legacyJSON = #"""
        {"entries": [
          {"instructions": {"_0": {"id": "i", "segments": [{"text": {"_0": {"id": "i1", "content": "Be brief."}}}],
            "toolDefinitions": [{"name": "getWeather", "description": "Gets the weather.",
              "parameters": {"type": "object", "title": "Arguments", "properties": {"city": {"type": "string"}},
                             "required": ["city"], "additionalProperties": false, "x-order": ["city"]}}]}}},
          {"prompt": {"_0": {"id": "p", "segments": [{"text": {"_0": {"id": "p1", "content": "Weather in Lisbon?"}}}],
            "options": {"sampling": {"mode": {"topK": {"_0": 40, "seed": 7}}}, "temperature": 0.5, "maximumResponseTokens": 64},
            "responseFormat": {"schema": {"type": "object", "title": "Forecast", "properties": {"summary": {"type": "string"}},
                                          "required": ["summary"], "additionalProperties": false, "x-order": ["summary"]}}}}},
          {"toolCalls": {"_0": {"id": "c", "calls": [{"id": "call1", "toolName": "getWeather", "arguments": "{\"city\":\"Lisbon\"}"}]}}},
          {"toolOutput": {"_0": {"id": "call1", "toolName": "getWeather", "segments": [{"text": {"_0": {"id": "o1", "content": "21°C"}}}]}}},
          {"prompt": {"_0": {"id": "p2", "segments": [], "options": {"sampling": {"mode": {"greedy": {}}}}}}},
          {"prompt": {"_0": {"id": "p3", "segments": [], "options": {"sampling": {"mode": {"nucleus": {"_0": 0.9}}}}}}},
          {"response": {"_0": {"id": "a", "assetIDs": ["adapter"], "segments": [
            {"text": {"_0": {"id": "a1", "content": "Sunny."}}},
            {"structure": {"_0": {"id": "a2", "source": "Forecast", "content": "{\"summary\":\"Sunny\"}"}}}]}}}
        ]}
        """#

    @Test func decodesTheLayoutThisProjectWroteBefore() throws {
        let transcript = try Self.decode(Self.legacyJSON)
        let arguments = try GenerationSchema(
            jsonSchema: #"""
                {"type": "object", "title": "Arguments", "properties": {"city": {"type": "string"}}, "required": ["city"],
                 "x-order": ["city"]}
                """#)
        let forecast = try GenerationSchema(
            jsonSchema: #"""
                {"type": "object", "title": "Forecast", "properties": {"summary": {"type": "string"}}, "required": ["summary"],
                 "x-order": ["summary"]}
                """#)
        let expected = Transcript(entries: [
            .instructions(
                .init(
                    id: "i", segments: [.text(.init(id: "i1", content: "Be brief."))],
                    toolDefinitions: [
                        .init(name: "getWeather", description: "Gets the weather.", parameters: arguments)
                    ])),
            .prompt(
                .init(
                    id: "p", segments: [.text(.init(id: "p1", content: "Weather in Lisbon?"))],
                    options: GenerationOptions(
                        samplingMode: .random(top: 40, seed: 7), temperature: 0.5, maximumResponseTokens: 64),
                    responseFormat: .init(schema: forecast))),
            .toolCalls(
                .init(
                    id: "c",
                    [
                        .init(
                            id: "call1", toolName: "getWeather",
                            arguments: GeneratedContent(properties: ["city": "Lisbon"]))
                    ])),
            .toolOutput(
                .init(id: "call1", toolName: "getWeather", segments: [.text(.init(id: "o1", content: "21°C"))])),
            .prompt(.init(id: "p2", segments: [], options: GenerationOptions(samplingMode: .greedy))),
            .prompt(
                .init(
                    id: "p3", segments: [], options: GenerationOptions(samplingMode: .random(probabilityThreshold: 0.9))
                )),
            .response(
                .init(
                    id: "a", assetIDs: ["adapter"],
                    segments: [
                        .text(.init(id: "a1", content: "Sunny.")),
                        .structure(
                            .init(
                                id: "a2", schemaName: "Forecast",
                                content: GeneratedContent(properties: ["summary": "Sunny"]))),
                    ])),
        ])
        #expect(transcript == expected)
        #expect(try Self.roundTrip(transcript) == expected)
    }

    /// The message of the `DecodingError.dataCorrupted` that decoding the JSON throws.
    static func corruptionMessage(_ json: String) throws -> String {
        let error = #expect(throws: DecodingError.self) { try Self.decode(json) }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return ""
        }
        return context.debugDescription
    }

    @Test func anUnknownRoleIsAClearError() throws {
        let message = try Self.corruptionMessage(
            #"""
            {"type": "FoundationModels.Transcript", "version": 1,
             "transcript": {"entries": [{"id": "x", "role": "assistant", "contents": []}]}}
            """#)
        #expect(message.contains("Unknown transcript entry role 'assistant'"))
        #expect(message.contains("'instructions'") && message.contains("'tool'"))
    }

    @Test func anUnknownContentTypeOrDocumentIsAClearError() throws {
        let content = try Self.corruptionMessage(
            #"""
            {"type": "FoundationModels.Transcript", "version": 1,
             "transcript": {"entries": [{"id": "x", "role": "user", "contents": [{"type": "video", "id": "v"}]}]}}
            """#)
        #expect(content.contains("Unknown transcript content type 'video'"))
        #expect(try Self.corruptionMessage(#"{"messages": []}"#).contains("Not a transcript"))
        #expect(
            try Self.corruptionMessage(#"{"type": "Other", "transcript": {"entries": []}}"#).contains("type is 'Other'")
        )
    }
}
