import Testing

@testable import FoundationModelsCore

@Suite("Prompt and Instructions")
struct PromptTests {
    @Test func promptFromAString() {
        #expect(Prompt("Hello").segments == [.text("Hello")])
        #expect(Instructions("Be brief").segments == [.text("Be brief")])
        #expect(Prompt("").segments == [])
    }

    @Test(arguments: [true, false])
    func builderWithConditionsLoopsAndOptionals(_ flag: Bool) {
        let name: String? = flag ? "Ada" : nil
        let items = ["a", "b"]
        let prompt = Prompt {
            "Start"
            if flag {
                "Flag on"
            } else {
                "Flag off"
            }
            for item in items {
                "Item \(item)"
            }
            if let name {
                "Name: \(name)"
            }
            name
        }
        let expected =
            flag
            ? "Start\nFlag on\nItem a\nItem b\nName: Ada\nAda"
            : "Start\nFlag off\nItem a\nItem b"
        #expect(prompt.segments == [.text(expected)])
        #expect(prompt.text == expected)
    }

    @Test func generableValuesBecomeStructuredSegments() {
        let mood = Mood.calm
        let prompt = Prompt {
            "Mood:"
            mood
            3
            ["x", "y"]
            [Mood.happy]
        }
        #expect(
            prompt.segments == [
                .text("Mood:"), .structure(GeneratedContent(kind: .string("calm"))),
                .structure(GeneratedContent(kind: .number(3))), .text("x\ny"),
                .structure(GeneratedContent(kind: .string("happy"))),
            ])
        #expect(prompt.text == "Mood:\n\"calm\"\n3\nx\ny\n\"happy\"")
    }

    @Test func instructionsBuilder() throws {
        let strict = true
        let instructions = try Instructions {
            "You are a barista."
            if strict { "Answer in one sentence." }
            Instructions("Never apologize.")
            try GeneratedContent(json: #"{"menu":["latte"]}"#)
        }
        #expect(
            instructions.segments == [
                .text("You are a barista.\nAnswer in one sentence.\nNever apologize."),
                .structure(try GeneratedContent(json: #"{"menu":["latte"]}"#)),
            ])
    }

    @Test func representablesNest() {
        let inner = Prompt { "inner" }
        let outer = Prompt {
            inner
            Prompt("second")
        }
        #expect(outer.segments == [.text("inner\nsecond")])
        #expect(outer.promptRepresentation == outer)
        #expect(Prompt(outer) == outer)
    }

    @Test func loopsOverStringsAndValuesBuild() {
        let names = ["Ada", "Grace"]
        let moods = [Mood.happy, .grumpy]
        let instructions = Instructions { for name in names { name } }
        #expect(instructions.segments == [.text("Ada\nGrace")])
        let prompt = Prompt {
            "Guests:"
            for name in names { name }
            for mood in moods { mood }
        }
        #expect(
            prompt.segments == [
                .text("Guests:\nAda\nGrace"),
                .structure(GeneratedContent(kind: .string("happy"))),
                .structure(GeneratedContent(kind: .string("grumpy"))),
            ])
    }

    @Test(arguments: [Mood.happy, .calm, .grumpy])
    func switchesAndAvailabilityBuild(_ mood: Mood) {
        let instructions = Instructions {
            switch mood {
            case .happy: "Be cheerful."
            case .calm: Instructions("Be calm.")
            case .grumpy: mood
            }
            if #available(macOS 15, *) { "Available." }
        }
        let first: PromptSegment =
            switch mood {
            case .happy: .text("Be cheerful.\nAvailable.")
            case .calm: .text("Be calm.\nAvailable.")
            case .grumpy: .structure(GeneratedContent(kind: .string("grumpy")))
            }
        #expect(instructions.segments.first == first)
    }

    @Test func blocksKeepEachPartsTypeUntilJoined() {
        let block = InstructionsBuilder.buildBlock("a", 1, Mood.calm, ["b", "c"], Instructions("d"))
        #expect(
            block.segments == [
                .text("a"), .structure(GeneratedContent(kind: .number(1))),
                .structure(GeneratedContent(kind: .string("calm"))),
                .text("b\nc\nd"),
            ])
        #expect(PromptBuilder.buildExpression("x") == "x")
        #expect(PromptBuilder.buildArray([Prompt("a"), Prompt("b")]).segments == [.text("a\nb")])
        #expect(PromptBuilder.buildOptional(nil).segments == [])
        #expect(InstructionsBuilder.buildLimitedAvailability("z").segments == [.text("z")])
        #expect(Instructions().segments == [] && Prompt().segments == [])
    }

    @Test func representationsOfThemselvesDoNotRecurse() {
        #expect(Instructions("x").instructionsRepresentation == Instructions("x"))
        #expect(Prompt("y").promptRepresentation == Prompt("y"))
    }
}
