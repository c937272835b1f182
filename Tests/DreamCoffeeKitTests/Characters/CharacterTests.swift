import Foundation
import FoundationModels
import Testing

@testable import DreamCoffeeKit

@Suite("Characters")
struct CharacterTests {
    @Test("The barista and Lisa say the original's lines")
    func fixedCharacters() {
        #expect(Barista().displayName == "Barista")
        #expect(Barista().firstLine == "Hey there. Can you get the dream orders?")
        #expect(Barista().resumeConversationLine == "Hey, I'm busy making coffee.")
        #expect(Barista().errorResponse == "Maybe let's stop chatting? We've got coffee to serve.")
        #expect(Barista().persona.contains("Chike"))
        #expect(Lisa().resumeConversationLine == "Hi!")
        #expect(Lisa().errorResponse == "I'd really rather talk about coffee instead!")
        #expect(Lisa().persona.contains("CUSTOMER"))
        #expect(Barista().id != Lisa().id)
    }

    @Test("A generated customer's schema lists the generated properties in order, with two attributes")
    func generatedCustomerSchema() throws {
        let json = GeneratedCustomer.generationSchema.debugDescription
        let order = ["displayName", "encounter", "level", "attributes", "resumeConversationLine", "firstLine"]
        let offsets = try order.map { try #require(json.range(of: "\"\($0)\"")?.lowerBound) }
        #expect(offsets == offsets.sorted())
        #expect(!json.contains("\"persona\""))
        #expect(json.contains("wantToTalkToManager"))
        #expect(json.contains("\"minItems\":2") || json.contains("\"minItems\" : 2"))
    }

    @Test("A generated customer decodes from content and keeps the fixed persona")
    func generatedCustomerDecodes() throws {
        let customer = try GeneratedCustomer(GeneratedContent(json: Canned.customerJSON(name: "Ravi")))
        #expect(customer.displayName == "Ravi")
        #expect(customer.encounter == .newOrder)
        #expect(customer.attributes == [.sassy, .tired])
        #expect(customer.persona.contains("NOT a barista"))
        #expect(!customer.id.isEmpty)
    }
}
