import FoundationModels
import Testing

@Suite("GenerationSchema.SchemaError")
struct SchemaErrorTests {
    @Test func casesCarryApplesLabels() {
        let context = GenerationSchema.SchemaError.Context(debugDescription: "details")
        let errors: [GenerationSchema.SchemaError] = [
            .duplicateType(schema: nil, type: "A", context: context),
            .duplicateProperty(schema: "A", property: "p", context: context),
            .emptyTypeChoices(schema: "A", context: context),
            .undefinedReferences(schema: "A", references: ["B", "C"], context: context),
        ]
        for error in errors {
            #expect(error.errorDescription == "details")
            #expect(error.recoverySuggestion?.isEmpty == false)
        }
        #expect(errors[0].recoverySuggestion?.contains("'A'") == true)
        #expect(errors[3].recoverySuggestion?.contains("B, C") == true)
        guard case .undefinedReferences(schema: let schema, references: let references, context: let found) = errors[3]
        else {
            Issue.record("expected undefinedReferences")
            return
        }
        #expect(schema == "A" && references == ["B", "C"] && found.debugDescription == "details")
    }
}
