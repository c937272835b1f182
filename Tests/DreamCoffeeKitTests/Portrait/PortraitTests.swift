import CommandLineSupport
import Foundation
import Testing

@testable import DreamCoffeeKit

@Suite struct PortraitTests {
    static let descriptions = [
        "a tiny blue owl wearing a golden crown",
        "an adorable cat in a cute sweater",
        "a pink dragon with wings and glasses",
        "a robot with cat ears and a red scarf",
        "a sleepy green frog in a wizard hat",
        "something nobody can describe",
    ]

    @Test(arguments: descriptions)
    func sameTextGivesSamePicture(description: String) {
        #expect(Portrait(description: description) == Portrait(description: description))
        let portrait = Portrait(description: description)
        #expect(portrait.canvas.width == Portrait.size)
        #expect(portrait.canvas.height == Portrait.size)
    }

    @Test func caseAndPunctuationDoNotChangeThePicture() {
        #expect(
            Portrait(description: "A Blue owl, wearing a crown!") == Portrait(description: "a blue owl wearing a crown")
        )
    }

    @Test func differentTextsGiveDifferentPictures() {
        let pictures = Set(Self.descriptions.map { Portrait(description: $0).canvas.pixels })
        #expect(pictures.count == Self.descriptions.count)
    }

    @Test func readsCreatureColoursAndAccessories() {
        let owl = PortraitTraits(description: "A tiny BLUE owl wearing a golden crown")
        #expect(owl.creature == .owl)
        #expect(owl.primary == ColorWords.table["blue"])
        #expect(owl.secondary == ColorWords.table["golden"])
        #expect(owl.accessories == [.crown])

        let robot = PortraitTraits(description: "a robot with cat ears, glasses and a red scarf")
        #expect(robot.creature == .robot)
        #expect(robot.accessories == [.scarf, .catEars, .glasses])
        // "red scarf": the colour dresses the scarf, not the robot.
        #expect(robot.primary == Creature.robot.defaultColor)
        #expect(robot.secondary == ColorWords.table["red"])

        let fox = PortraitTraits(description: "an orange fox with a blue and white scarf")
        #expect(fox.primary == ColorWords.table["orange"])
        #expect(fox.secondary == ColorWords.table["blue"])

        let fairy = PortraitTraits(description: "a fairy")
        #expect(fairy.accessories.contains(.wings))
        #expect(fairy.primary == Creature.fairy.defaultColor)
    }

    @Test func hashIsStableAcrossRuns() {
        // FNV-1a reference values, so the picture never depends on Swift's seeded Hasher.
        #expect(PortraitTraits.fnv1a("") == 0xCBF2_9CE4_8422_2325)
        #expect(PortraitTraits.fnv1a("a") == 0xAF63_DC4C_8601_EC8C)
    }

    @Test func halfBlockLinesUseTrueColourAndTwoRowsPerLine() {
        let portrait = Portrait(description: "a blue owl")
        let lines = portrait.lines(.trueColor)
        #expect(lines.count == Portrait.size / 2)
        for line in lines {
            #expect(line.filter { $0 == "▀" }.count == Portrait.size)
            #expect(line.hasSuffix(ANSI.reset))
        }
        let top = portrait.canvas[0, 0]
        let below = portrait.canvas[0, 1]
        #expect(lines[0].hasPrefix(ANSI.foreground(top) + ANSI.background(below)))
    }

    @Test func plainLinesAreAsciiOnly() {
        let lines = Portrait(description: "a blue owl").lines(.plain)
        #expect(lines.count == Portrait.size / 2)
        #expect(lines.allSatisfy { $0.count == Portrait.size && $0.allSatisfy(\.isASCII) })
        #expect(!lines.joined().contains("\u{1B}"))
        #expect(Set(lines.joined()).count > 3)
    }
}
