import FoundationModels
import Testing

@Generable
enum Roast {
    case light, medium, dark
}

@Generable(description: "What the customer ordered")
enum Order: Equatable {
    case espresso(shots: Int)
    case filter(Roast)
    case water
}

@Suite("@Generable enums in a main-actor app module")
struct GenerableEnumTests {
    @Test func choicesRoundTrip() throws {
        #expect(Roast.dark.generatedContent.jsonString == #""dark""#)
        #expect(try Roast(GeneratedContent(json: #""light""#)) == .light)
        #expect(throws: GeneratedContent.ParsingError.self) { try Roast(GeneratedContent(json: #""burnt""#)) }
    }

    @Test func casesWithValuesRoundTrip() throws {
        for order in [Order.espresso(shots: 2), .filter(.medium), .water] {
            #expect(try Order(order.generatedContent) == order)
        }
    }

    @Test func usableFromNonisolatedCode() async throws {
        #expect(try await Self.decode(#"{"espresso":{"shots":3}}"#) == .espresso(shots: 3))
    }

    nonisolated static func decode(_ json: String) async throws -> Order {
        _ = Order.generationSchema
        return try Order(GeneratedContent(json: json))
    }
}
