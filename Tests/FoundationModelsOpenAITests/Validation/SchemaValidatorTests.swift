import Foundation
import FoundationModelsCore
import Testing

@testable import FoundationModelsOpenAI

@Suite struct SchemaValidatorTests {
    let validator = SchemaValidator(CapitalAnswer.generationSchema)

    @Test func acceptsContentThatFollowsTheSchema() throws {
        try validator.validate(GeneratedContent(json: #"{"country":"France","capital":"Paris","continent":"Europe"}"#))
    }

    @Test(arguments: [
        (#"{"country":"France","capital":"Paris"}"#, "continent"),
        (#"{"country":"France","capital":"Paris","continent":"Mars"}"#, "Mars"),
        (#"{"country":"France","capital":3,"continent":"Europe"}"#, "$.capital"),
        (#"{"country":"France","capital":"Paris","continent":"Europe","extra":1}"#, "extra"),
        (#"["France"]"#, "object"),
    ])
    func rejectsContentThatDoesNot(json: String, mentions: String) throws {
        #expect {
            try validator.validate(GeneratedContent(json: json))
        } throws: { error in
            String(describing: error).contains(mentions)
        }
    }

    @Test func checksNumbersArraysAndReferences() throws {
        let schema = try GenerationSchema(
            jsonSchema: """
                {"type":"object","properties":{"n":{"type":"integer","minimum":1,"maximum":3},
                 "tags":{"type":"array","items":{"$ref":"#/$defs/Tag"},"maxItems":2}},
                 "required":["n","tags"],"$defs":{"Tag":{"type":"string","pattern":"^[a-z]+$"}}}
                """)
        let validator = SchemaValidator(schema)
        try validator.validate(GeneratedContent(json: #"{"n":2,"tags":["a","b"]}"#))
        #expect(throws: SchemaValidator.Mismatch.self) {
            try validator.validate(GeneratedContent(json: #"{"n":2.5,"tags":[]}"#))
        }
        #expect(throws: SchemaValidator.Mismatch.self) {
            try validator.validate(GeneratedContent(json: #"{"n":4,"tags":[]}"#))
        }
        #expect(throws: SchemaValidator.Mismatch.self) {
            try validator.validate(GeneratedContent(json: #"{"n":1,"tags":["A"]}"#))
        }
        #expect(throws: SchemaValidator.Mismatch.self) {
            try validator.validate(GeneratedContent(json: #"{"n":1,"tags":["a","b","c"]}"#))
        }
    }
}
