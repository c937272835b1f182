import FoundationModels
import Testing

/// Apple's own example of a `Generable` type (from the `Generable` documentation).
@Generable
struct SearchSuggestions {
    @Guide(description: "A list of suggested search terms.", .count(4))
    var searchTerms: [SearchTerm]

    @Generable
    struct SearchTerm {
        // Use a generation identifier for data structures the framework generates.
        var id: GenerationID
        @Guide(description: "A two- or three- word search term, like 'Beautiful sunsets'.")
        var searchTerm: String
    }
}

@Suite("GenerationID properties in a main-actor app module")
struct IdentifiedTests {
    @Test func theIdentifierComesFromTheContentAndIsNotGenerated() throws {
        let schema = SearchSuggestions.SearchTerm.generationSchema.debugDescription
        #expect(schema.contains(#""searchTerm""#))
        #expect(!schema.contains(#""id""#), "\(schema)")
        let id = GenerationID()
        let term = try SearchSuggestions.SearchTerm(
            GeneratedContent(GeneratedContent(json: #"{"searchTerm":"Beautiful sunsets"}"#), id: id))
        #expect(term.id == id)
        #expect(term.generatedContent.id == id)
        #expect(term.generatedContent.jsonString == #"{"searchTerm":"Beautiful sunsets"}"#)
        let partial = try SearchSuggestions.SearchTerm.PartiallyGenerated(term.generatedContent)
        #expect(partial.id == id)
    }
}
