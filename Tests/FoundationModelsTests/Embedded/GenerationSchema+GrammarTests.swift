import GuidedGeneration
import Testing

@testable import FoundationModelsCore

@Suite struct GenerationSchemaGrammarTests {
    /// Found by fuzzing: an integer bound beyond the 64-bit range trapped when converted to
    /// `Int`. Bounds on the open side are clamped; bounds that leave no 64-bit integer throw.
    @Test func integerBoundsBeyond64BitsAreClampedOrRefused() throws {
        let wide = try GenerationSchema(jsonSchema: #"{"type":"integer","minimum":-1e300,"maximum":1e300}"#)
        #expect(try wide.grammarSchema().root == .integer(minimum: .min, maximum: .max))
        for text in [
            #"{"type":"integer","minimum":1e300}"#,
            #"{"type":"integer","maximum":-1e300}"#,
            #"{"enum":[9223372036854775807,1,null,null]}"#,
        ] {
            let schema = try GenerationSchema(jsonSchema: text)
            #expect("\(text)") { try schema.grammarSchema() } throws: { error in
                guard case LanguageModelError.unsupportedGenerationGuide = error else { return false }
                return true
            }
        }
    }
}
