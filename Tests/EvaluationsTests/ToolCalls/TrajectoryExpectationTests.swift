import Evaluations
import Foundation
import FoundationModels
import Testing

@Suite struct TrajectoryExpectationTests {
    /// A trajectory with every kind of expectation and matcher.
    static let everything = TrajectoryExpectation(
        ordered: [
            ToolExpectation("unlock_door", arguments: [.exact(argumentName: "door", value: "front")]),
            .anyOrder([
                ToolExpectation(
                    "set_lights",
                    arguments: [
                        .oneOf(argumentName: "room", allowedValues: ["living room", "hall"]),
                        .range(argumentName: "brightness", minimum: 20, maximum: nil),
                    ]),
                ToolExpectation("set_thermostat", arguments: [.keyOnly(argumentName: "preset")]),
            ]),
            ToolExpectation(
                "search",
                arguments: [
                    .pattern(argumentName: "query", regex: #"\w+"#), .contains(argumentName: "query", substring: "a"),
                    .hasPrefix(argumentName: "query", prefix: "b"), .hasSuffix(argumentName: "query", suffix: "c"),
                    .naturalLanguage(argumentName: "query", criteria: "About books"),
                    .exact(argumentName: "limit", value: 5), .exact(argumentName: "score", value: 0.5),
                    .exact(argumentName: "safe", value: true),
                ]),
        ],
        unordered: [ToolExpectation("get_weather")],
        disallowed: [ToolExpectation("delete_data")])

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func theJSONFormIsReadable() throws {
        let trajectory = TrajectoryExpectation(
            ordered: [ToolExpectation("setLight", arguments: [.exact(argumentName: "room", value: "kitchen")])],
            allowsAdditionalToolCalls: false)
        #expect(
            try Self.json(trajectory)
                == #"{"allowsAdditionalCalls":false,"disallowed":[],"#
                + #""ordered":[{"arguments":[{"exact":{"argumentName":"room","value":"kitchen"}}],"name":"setLight"}],"#
                + #""unordered":[]}"#)
        let group = ToolExpectation.anyOrder([ToolExpectation("a"), ToolExpectation("b")])
        #expect(try Self.json(group) == #"{"anyOrder":[{"arguments":[],"name":"a"},{"arguments":[],"name":"b"}]}"#)
        #expect(
            try Self.json(ArgumentMatcher.range(argumentName: "brightness", minimum: 20, maximum: nil))
                == #"{"range":{"argumentName":"brightness","minimum":20}}"#)
    }

    @Test func aTrajectoryRoundTripsThroughJSON() throws {
        let json = try Self.json(Self.everything)
        let decoded = try JSONDecoder().decode(TrajectoryExpectation.self, from: Data(json.utf8))
        #expect(try Self.json(decoded) == json)
        #expect(decoded.ordered.count == 3 && decoded.ordered[1].isAnyOrderGroup)
        #expect(decoded.unordered.map(\.name) == ["get_weather"] && decoded.disallowed.map(\.name) == ["delete_data"])
        #expect(decoded.allowsAdditionalCalls)
    }

    @Test func missingPropertiesTakeTheirDefaults() throws {
        let json = #"{"ordered": [{"name": "get_weather"}, {"anyOrder": [{"name": "a"}, {"name": "b"}]}]}"#
        let trajectory = try JSONDecoder().decode(TrajectoryExpectation.self, from: Data(json.utf8))
        #expect(trajectory.ordered.count == 2 && trajectory.ordered[0].arguments.isEmpty)
        #expect(trajectory.unordered.isEmpty && trajectory.disallowed.isEmpty && trajectory.allowsAdditionalCalls)
        let empty = try JSONDecoder().decode(TrajectoryExpectation.self, from: Data("{}".utf8))
        #expect(empty.ordered.isEmpty && empty.allowsAdditionalCalls)
    }

    @Test func anExpectationWithoutANameDoesNotDecode() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ToolExpectation.self, from: Data(#"{"arguments": []}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ArgumentMatcher.self, from: Data(#"{"regex": {"argumentName": "x"}}"#.utf8))
        }
    }

    @Test func aDatasetSampleCarriesItsExpectations() throws {
        let line =
            #"{"prompt": "Turn off the kitchen lights.", "expectations": {"ordered": [{"name": "set_lights", "#
            + #""arguments": [{"exact": {"argumentName": "room", "value": "kitchen"}}, "#
            + #"{"exact": {"argumentName": "brightness", "value": 0}}]}], "allowsAdditionalCalls": false}}"#
        let sample = try JSONDecoder().decode(ModelSample<String>.self, from: Data(line.utf8))
        let expectations = try #require(sample.expectations)
        #expect(expectations.ordered.map(\.name) == ["set_lights"] && !expectations.allowsAdditionalCalls)
        guard case .exact(let name, let value) = expectations.ordered[0].arguments[1] else {
            Issue.record("expected an exact matcher")
            return
        }
        #expect(name == "brightness" && value == .int(0))
    }

    // MARK: Generable

    @Test func aTrajectoryRoundTripsThroughGeneratedContent() throws {
        let content = Self.everything.generatedContent
        let read = try TrajectoryExpectation(content)
        #expect(try Self.json(read) == Self.json(Self.everything))
        #expect(content.jsonString.contains(#"{"anyOrder":{"expectations":[{"expectation":{"name":"set_lights""#))
        #expect(content.jsonString.contains(#"{"range":{"argumentName":"brightness","minimum":20}}"#))
    }

    @Test func theSchemasDescribeTheGeneratedContent() throws {
        // The recursive ToolExpectation schema refers to itself instead of recurring forever.
        let schema = String(decoding: try JSONEncoder().encode(TrajectoryExpectation.generationSchema), as: UTF8.self)
        for name in ["ordered", "unordered", "disallowed", "allowsAdditionalCalls", "anyOrder", "expectation"] {
            #expect(schema.contains("\"\(name)\""), "\(name)")
        }
        for name in ArgumentMatcherCaseNames.all {
            #expect(schema.contains("\"\(name)\""), "\(name)")
        }
    }

    @Test func partiallyGeneratedExpectationsReadWhatIsThereSoFar() throws {
        let partial = try ToolExpectation.PartiallyGenerated(
            GeneratedContent(json: #"{"expectation": {"name": "set_li"#))
        guard case .expectation(let name, let arguments) = partial else {
            Issue.record("expected a single expectation, got \(partial)")
            return
        }
        #expect(name == "set_li" && arguments == nil)
        let group = try ToolExpectation.PartiallyGenerated(GeneratedContent(json: #"{"anyOrder": {"expectations": ["#))
        guard case .anyOrder(let members) = group else {
            Issue.record("expected a group, got \(group)")
            return
        }
        #expect(members?.isEmpty == true)
        let matcher = try ArgumentMatcher.PartiallyGenerated(
            GeneratedContent(json: #"{"range": {"argumentName": "brightness", "minimum": 20, "maxi"#))
        guard case .range(let argumentName, let minimum, let maximum) = matcher else {
            Issue.record("expected a range, got \(matcher)")
            return
        }
        #expect(argumentName == "brightness" && minimum == 20 && maximum == nil)
        let trajectory = try TrajectoryExpectation.PartiallyGenerated(GeneratedContent(json: #"{"ordered": []"#))
        #expect(trajectory.ordered?.isEmpty == true && trajectory.allowsAdditionalCalls == nil)
    }

    @Test func contentOfAnUnknownCaseDoesNotConvert() throws {
        #expect(throws: GeneratedContent.ParsingError.self) {
            try ArgumentMatcher(GeneratedContent(json: #"{"regex": {"argumentName": "x"}}"#))
        }
        #expect(throws: GeneratedContent.ParsingError.self) {
            try ToolExpectation(GeneratedContent(json: #"{"name": "x"}"#))
        }
    }
}

/// The names of ArgumentMatcher's cases, as the schema and the JSON form spell them.
enum ArgumentMatcherCaseNames {
    static let all = [
        "exact", "keyOnly", "oneOf", "range", "pattern", "contains", "hasPrefix", "hasSuffix", "naturalLanguage",
    ]
}
