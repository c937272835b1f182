import Testing

@testable import DreamCoffeeKit

@Suite("Dialog box and drink builder")
struct DialogBoxTests {
    @Test("The reply field appears only when typing is done and nothing is generating")
    func replyField() {
        var box = DialogBox(who: .barista, name: "Barista", text: "Hello")
        #expect(!box.acceptsInput)
        box.type(3)
        #expect(box.visibleText == "Hel")
        box.type(10)
        #expect(box.acceptsInput)
        box.input = "Hi there"
        #expect(box.send() == "Hi there")
        #expect(box.isWaiting && !box.acceptsInput)
        #expect(box.visibleText == "... ... ...")
        box.receive("Welcome!")
        #expect(box.visibleText == "")
        #expect(box.lastInput == "Hi there")
    }

    @Test("A reply that comes in parts keeps typing, and a replaced reply types from the start")
    func streamedReply() {
        var box = DialogBox(who: .barista, name: "Barista", text: "Hello")
        box.type(5)
        box.input = "Hi"
        _ = box.send()
        box.receive("Good", isComplete: false)
        #expect(!box.isWaiting && box.isArriving && box.visibleText == "")
        box.type(4)
        box.receive("Good morning", isComplete: false)
        #expect(box.visibleText == "Good" && !box.acceptsInput)
        box.type(20)
        #expect(!box.acceptsInput)
        box.receive("Good morning")
        #expect(box.visibleText == "Good morning" && box.acceptsInput)
        box.input = "Again"
        _ = box.send()
        box.receive("Nice", isComplete: false)
        box.type(4)
        box.receive("Let's stop chatting.")
        #expect(box.visibleText == "" && !box.acceptsInput)
    }

    @Test("An empty reply is not sent")
    func emptyReply() {
        var box = DialogBox(who: .regular, name: "Lisa", text: "")
        box.input = "   "
        #expect(box.send() == nil)
        #expect(!box.isWaiting)
    }

    @Test("The builder moves its focus within the controls and cycles options")
    func builder() {
        var builder = DrinkBuilder()
        var drink = Drink.default
        builder.change(1, &drink)
        #expect(drink.kind == .espresso)
        builder.change(-2, &drink)
        #expect(drink.kind == .latte)
        builder.change(-1, &drink)
        #expect(drink.kind == .hotChocolate)
        builder.moveFocus(-1)
        #expect(builder.row == .drink)
        builder.moveFocus(1)
        builder.change(1, &drink)
        #expect(drink.temperature == .iced)
        builder.moveFocus(10)
        #expect(builder.row == .brew)
        builder.moveFlavor(-1)
        #expect(builder.flavor == .chamomile)
    }

    @Test("Down and Up move box by box through the flavours, then on to the next control")
    func flavorBoxes() {
        var builder = DrinkBuilder()
        builder.moveFocus(3)
        #expect(builder.row == .flavors && builder.flavor == Flavor.allCases[0])
        for flavor in Flavor.allCases.dropFirst() {
            builder.moveFocus(1)
            #expect(builder.row == .flavors && builder.flavor == flavor)
        }
        builder.moveFocus(1)
        #expect(builder.row == .brew)
        builder.moveFocus(-1)
        #expect(builder.row == .flavors && builder.flavor == Flavor.allCases.last)
        for _ in Flavor.allCases { builder.moveFocus(-1) }
        #expect(builder.row == .milk)
    }
}
