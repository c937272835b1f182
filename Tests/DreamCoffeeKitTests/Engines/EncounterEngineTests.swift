import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import DreamCoffeeKit

@Suite("Encounter engine with a scripted model")
struct EncounterEngineTests {
    @Test("generateNPC decodes name, order and a portrait drawn from the description")
    func generateNPC() async throws {
        let model = ScriptedModel(replies: [.text(Canned.npcJSON)])
        let npc = try await EncounterEngine(model: model).generateNPC(inspiration: "owl")
        #expect(npc.name == "Moonmoth")
        #expect(npc.coffeeOrder == "an iced vanilla latte")
        #expect(npc.picture.imageDescription == "a tiny blue owl wearing a golden crown")
        #expect(npc.picture.portrait == Portrait(description: "a tiny blue owl wearing a golden crown"))
        let request = try #require(model.requests.first)
        // The examples show the JSON in the instructions every customer shares; what differs comes last.
        #expect(request.instructionsText.contains("fun game characters"))
        for example in ["Thimblefoot", "Spiderkid", "Wise Fairy"] {
            #expect(request.instructionsText.contains("{\"name\": \"\(example)\""))
        }
        #expect(request.lastPromptText.hasSuffix("This customer is a kind of owl."))
        #expect(!request.includesSchemaInPrompt)
    }

    @Test("The judge reads the order and the drink in plain words, and gives a score")
    func judge() async throws {
        let model = ScriptedModel(replies: [.text(Canned.verdictJSON)])
        let npc = try NPC(GeneratedContent(json: Canned.npcJSON))
        let drink = Drink(kind: .latte, temperature: .iced, milk: .oat, flavors: [.vanilla])
        let verdict = await EncounterEngine(model: model).judgeDrink(drink: drink, for: npc)
        #expect(verdict.feedback == "Just what I dreamed of!")
        #expect(verdict.satisfaction == 4)
        let request = try #require(model.requests.first)
        #expect(request.lastPromptText.contains("The drink you got: an iced oat latte with vanilla"))
        #expect(request.lastPromptText.contains("Your order: an iced vanilla latte"))
        #expect(request.lastPromptText.contains("It is exactly what you ordered."))
        #expect(request.lastPromptText.hasPrefix("You are Moonmoth, who looks like a tiny blue owl"))
        #expect(request.instructionsText.contains("first person"))
        #expect(!request.includesSchemaInPrompt)
    }

    @Test("Any judging error gives \"Hmm... it's ok!\"")
    func judgeFailure() async throws {
        let failure = GeneratedContent.ParsingError(rawContent: "{", debugDescription: "bad")
        let npc = try NPC(GeneratedContent(json: Canned.npcJSON))
        let verdict = await EncounterEngine(model: ScriptedModel(replies: [.failure(failure)]))
            .judgeDrink(drink: .default, for: npc)
        #expect(verdict.feedback == "Hmm... it's ok!")
        #expect((1...5).contains(verdict.satisfaction))
    }

    @Test("The contacts customer is named by the contacts tool")
    func contactsCustomer() async throws {
        let model = ScriptedModel(Canned.gameRule())
        let tool = ContactsTool(today: CalendarDay(year: 2026, month: 11, day: 29)) {
            try DataLoader.contacts(from: .sample)
        }
        let customer = try await EncounterEngine(model: model).generateCustomer(contacts: tool)
        #expect(tool.returnedNames.count == 1)
        #expect(customer.displayName == tool.returnedNames.first)
        #expect(model.requests[0].enabledToolDefinitions.map(\.name) == ["getContacts"])
    }

    @Test("The image's schema is built by hand: one string, with the original's description")
    func imageSchema() throws {
        let json = GenerableImage.generationSchema.debugDescription
        #expect(json.contains("imageDescription"))
        #expect(json.contains("non-human-like description of an image"))
        let image = try GenerableImage(GeneratedContent(json: #"{"imageDescription": "a red fox with a scarf"}"#))
        #expect(image.generatedContent.jsonString.contains("a red fox with a scarf"))
    }

    @Test("A description with nothing to draw falls back to the cat in a sweater")
    func imageFallback() {
        let image = GenerableImage(imageDescription: "  ")
        #expect(image.portrait == Portrait(description: GenerableImage.fallbackDescription))
    }

    @Test("A customer whose name is taken or not a name is invented again, knowing the taken names")
    func takenNames() async throws {
        func npc(_ name: String) -> ScriptedModel.Reply {
            .text(
                #"{"name": "\#(name)", "coffeeOrder": "a hot latte", "picture": {"imageDescription": "a fox"}}"#)
        }
        let model = ScriptedModel(replies: [npc("Luna"), npc("name"), npc("Pip Thistledown")])
        let customer = try await EncounterEngine(model: model).generateNPC(inspiration: "fox", avoiding: ["Luna"])
        #expect(customer.name == "Pip Thistledown")
        #expect(model.requests.count == 3)
        #expect(model.requests[0].lastPromptText.hasSuffix("Names already taken: Luna."))
        #expect(model.requests[2].lastPromptText.hasSuffix("Names already taken: Luna, name."))
    }
}
