import Evaluations
import Foundation
import FoundationModels
import Testing

@Suite struct ArgumentValueTests {
    @Test func literalsMakeTheirCases() {
        let city: ArgumentValue = "San Francisco"
        let count: ArgumentValue = 5
        let score: ArgumentValue = 0.95
        let flag: ArgumentValue = true
        #expect([city, count, score, flag] == [.string("San Francisco"), .int(5), .double(0.95), .bool(true)])
        #expect(
            [city, count, score, flag].map(\.structuredValue)
                == [.string("San Francisco"), .int(5), .double(0.95), .bool(true)])
    }

    @Test func anArgumentValueIsItsJSONValue() throws {
        let values: [ArgumentValue] = ["kitchen", 20, 0.5, false]
        let json = String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
        #expect(json == #"["kitchen",20,0.5,false]"#)
        #expect(try JSONDecoder().decode([ArgumentValue].self, from: Data(json.utf8)) == values)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ArgumentValue.self, from: Data("[1]".utf8))
        }
    }

    @Test func anArgumentValueIsGeneratedAsItsJSONValue() throws {
        let values: [ArgumentValue] = ["kitchen", 20, 0.5, false]
        for value in values {
            #expect(try ArgumentValue(value.generatedContent) == value)
        }
        #expect(try ArgumentValue(GeneratedContent(json: "20")) == .int(20))
        #expect(try ArgumentValue(GeneratedContent(json: "20.0")) == .double(20))
        #expect(throws: GeneratedContent.ParsingError.self) { try ArgumentValue(GeneratedContent(json: "null")) }
    }

    @Test func structuredValueLiteralsAndUnderlyingValues() {
        let name: StructuredValue = "Alice"
        let score: StructuredValue = 4.5
        let tags: StructuredValue = ["swift", "evaluation"]
        let person: StructuredValue = ["name": "Alice", "age": 30, "admin": false, "manager": .null]
        #expect(name == .string("Alice") && score == .double(4.5))
        #expect(tags == .array([.string("swift"), .string("evaluation")]))
        #expect(name.value as? String == "Alice" && score.value as? Double == 4.5)
        #expect(tags.value as? [String] == ["swift", "evaluation"])
        let dictionary = person.value as? [String: Any]
        #expect(dictionary?["age"] as? Int == 30 && dictionary?["manager"] is NSNull)
    }

    @Test func aStructuredValueRoundTripsThroughJSON() throws {
        let value: StructuredValue = ["tags": ["a", 1, 2.5, true, .null], "nested": ["x": [:]]]
        let json = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(StructuredValue.self, from: json) == value)
        let text = #"{"n": 3, "f": 3.25, "s": "3", "b": true, "z": null, "a": []}"#
        #expect(
            try JSONDecoder().decode(StructuredValue.self, from: Data(text.utf8))
                == .dictionary([
                    "n": .int(3), "f": .double(3.25), "s": .string("3"), "b": .bool(true), "z": .null, "a": [],
                ]))
    }
}
