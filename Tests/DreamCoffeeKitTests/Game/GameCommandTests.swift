import Testing

@testable import DreamCoffeeKit

@Suite struct GameCommandTests {
    @Test(arguments: [
        ("walk up 3", GameCommand.walk(.up, steps: 3)),
        ("WALK Left", .walk(.left, steps: 1)),
        ("down 2", .walk(.down, steps: 2)),
        ("w", .walk(.up, steps: 1)),
        ("go right 4", .walk(.right, steps: 4)),
        ("goto barista", .goTo(.barista)),
        ("go to Lisa", .goTo(.regular)),
        ("goto cup 2", .goTo(.cup(2))),
        ("goto Thimblefoot", .goTo(.named("thimblefoot"))),
        ("talk", .talk(nil)),
        ("talk to chike", .talk(.barista)),
        ("say Hello there,  Chike!", .say("Hello there,  Chike!")),
        ("bye", .leave),
        ("serve", .serve),
        ("drink latte", .drink(.latte)),
        ("drink hot chocolate", .drink(.hotChocolate)),
        ("temp iced", .temperature(.iced)),
        ("iced", .temperature(.iced)),
        ("milk oat", .milk(.oat)),
        ("milk half and half", .milk(.halfAndHalf)),
        ("milk 2%", .milk(.twoPercent)),
        ("flavor vanilla", .flavor(.vanilla)),
        ("flavour spice cookie", .flavor(.spiceCookie)),
        ("flavor none", .clearFlavors),
        ("brew", .brew),
        ("  look  ", .look),
        ("score", .score),
        ("end shift", .endShift),
        ("help", .help),
        ("quit", .quit),
    ])
    func parsesCommands(line: String, command: GameCommand) throws {
        #expect(try GameCommand.parse(line) == command)
    }

    @Test(arguments: [
        ("", "empty command"),
        ("dance", "unknown command \"dance\""),
        ("walk sideways", "walk where?"),
        ("walk up 0", "steps must be a number"),
        ("walk up many", "steps must be a number"),
        ("goto", "go to whom?"),
        ("goto cup 7", "cups are numbered 1 to 4"),
        ("say", "say what?"),
        ("drink smoothie", "no drink \"smoothie\"; choose one of: latte, drip coffee"),
        ("milk", "missing choice; choose one of: none, 2%"),
        ("temp warm", "choose one of: hot, iced"),
        ("flavor bacon", "choose one of: lavender"),
    ])
    func explainsBadInput(line: String, message: String) {
        do {
            _ = try GameCommand.parse(line)
            Issue.record("expected an error for \(line)")
        } catch let error as GameCommand.ParseError {
            #expect(error.description.contains(message), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func targetsNameTheirCharacters() {
        #expect(GameCommand.Target.cup(1).character == .dreamCustomer(0))
        #expect(GameCommand.Target.barista.character == .barista)
        #expect(GameCommand.Target.named("x").character == nil)
    }
}
