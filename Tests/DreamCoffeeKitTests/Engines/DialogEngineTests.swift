import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import DreamCoffeeKit

@Suite("Dialog engine with a scripted model")
struct DialogEngineTests {
    @Test("First talk shows the first line; later talks the resume line and keep the session")
    func firstAndResumeLines() {
        let engine = DialogEngine(model: ScriptedModel(replies: []))
        #expect(engine.startConversation(with: Barista()) == Barista().firstLine)
        let session = engine.session(for: Barista())
        #expect(engine.startConversation(with: Barista()) == Barista().resumeConversationLine)
        #expect(engine.session(for: Barista()) === session)
        #expect(engine.startConversation(with: Lisa()) == Lisa().firstLine)
    }

    @Test("Instructions name the character, the persona and what it just said")
    func instructions() async {
        let model = ScriptedModel(replies: [.text("Sure!")])
        let engine = DialogEngine(model: model)
        engine.startConversation(with: Barista())
        #expect(await engine.reply(to: "Hello", from: Barista()) == "Sure!")
        let instructions = model.requests[0].instructionsText
        #expect(instructions.contains("You are Barista"))
        #expect(instructions.contains("Chike"))
        #expect(instructions.contains("creative inspiration"))
        #expect(instructions.contains("You just said: \"\(Barista().firstLine)\""))
    }

    @Test("The second reply sees the first exchange (memory)")
    func memory() async {
        let model = ScriptedModel(replies: [.text("Nice to meet you, Zed."), .text("You are Zed.")])
        let engine = DialogEngine(model: model)
        engine.startConversation(with: Lisa())
        _ = await engine.reply(to: "My name is Zed.", from: Lisa())
        engine.endConversation(with: Lisa())
        engine.startConversation(with: Lisa())
        _ = await engine.reply(to: "What is my name?", from: Lisa())
        let second = model.requests[1]
        let history = second.transcript.map { "\($0)" }.joined()
        #expect(history.contains("Nice to meet you, Zed."))
    }

    @Test("Blocked input gets the error response without a model call")
    func blockedInput() async {
        let model = ScriptedModel(replies: [.text("never")])
        let engine = DialogEngine(model: model)
        engine.startConversation(with: Barista())
        #expect(await engine.reply(to: "Do you serve tea?", from: Barista()) == Barista().errorResponse)
        #expect(model.requests.count == 0)
    }

    @Test("Blocked output is replaced and the session restarts from the resume line")
    func blockedOutput() async {
        let model = ScriptedModel(replies: [.text("Let's have a milkshake!"), .text("Coffee time.")])
        let engine = DialogEngine(model: model)
        engine.startConversation(with: Lisa())
        #expect(await engine.reply(to: "What now?", from: Lisa()) == Lisa().errorResponse)
        let transcript = engine.session(for: Lisa())?.transcript
        #expect(transcript?.count == 1)
        #expect(await engine.reply(to: "And now?", from: Lisa()) == "Coffee time.")
        let instructions = model.requests[1].instructionsText
        #expect(instructions.contains("You just said: \"Hi!\""))
    }

    @Test(
        "A tool call written out as text is not shown",
        arguments: [
            #"{"name":"getCalendarEvents","arguments":{"day":1}}"#, "<tool_call> getContacts",
        ])
    func leakedToolCall(_ text: String) async {
        let engine = DialogEngine(model: ScriptedModel(replies: [.text(text)]))
        engine.startConversation(with: Lisa())
        #expect(await engine.reply(to: "Plans?", from: Lisa()) == Lisa().errorResponse)
    }

    @Test("A context overflow condenses the session to instructions and last entry")
    func overflow() async {
        let overflow = LanguageModelError.contextSizeExceeded(
            .init(contextSize: 4096, tokenCount: 4097, debugDescription: "full"))
        let model = ScriptedModel(replies: [.text("One."), .text("Two."), .failure(overflow)])
        let engine = DialogEngine(model: model)
        engine.startConversation(with: Barista())
        _ = await engine.reply(to: "a", from: Barista())
        _ = await engine.reply(to: "b", from: Barista())
        #expect(engine.session(for: Barista())?.transcript.count == 5)
        #expect(await engine.reply(to: "c", from: Barista()) == Barista().errorResponse)
        let entries = Array(engine.session(for: Barista())?.transcript ?? Transcript())
        #expect(entries.count == 2)
        guard case .instructions = entries.first, case .response = entries.last else {
            Issue.record("expected instructions then the last response, got \(entries)")
            return
        }
    }

    @Test("Ending a conversation cancels the reply in progress")
    func cancellation() async throws {
        let model = ScriptedModel(replies: [.slow(String(repeating: "la ", count: 200), delay: .milliseconds(20))])
        let engine = DialogEngine(model: model)
        engine.startConversation(with: Lisa())
        let reply = Task { await engine.reply(to: "Sing!", from: Lisa()) }
        while model.requests.count == 0 { try await Task.sleep(for: .milliseconds(5)) }
        engine.endConversation(with: Lisa())
        #expect(await reply.value == Lisa().errorResponse)
        #expect(engine.session(for: Lisa())?.isResponding == false)
    }

    @Test("A generated customer's session gets the calendar tool for its name")
    func calendarTool() async throws {
        let model = ScriptedModel(replies: [.text("See you at three!")])
        let customer = try GeneratedCustomer(GeneratedContent(json: Canned.customerJSON(name: "Ravi")))
        let engine = DialogEngine(model: model) { character in
            guard let customer = character as? GeneratedCustomer else { return [] }
            return [
                CalendarTool(contactName: customer.displayName, today: CalendarDay(year: 2026, month: 11, day: 22)) {
                    EventCalendar()
                }
            ]
        }
        engine.startConversation(with: customer)
        _ = await engine.reply(to: "Do we have plans?", from: customer)
        let tools = model.requests[0].enabledToolDefinitions
        #expect(tools.map(\.name) == ["getCalendarEvents"])
        #expect(tools.first?.description.contains("Ravi") == true)
        #expect(model.requests[0].instructionsText.contains("call getCalendarEvents"))
        #expect(!DialogEngine.instructions(for: Lisa(), startingWith: "Hi!").contains("call "))
    }
}
