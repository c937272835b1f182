import FoundationModels

/// Collections and structure: array counts (exact, range, minimum, maximum), nested
/// Generables, optionals, enums with and without associated values, and non-ASCII text.
@Generable
struct Pantry {
    @Guide(description: "The shop's name, in any script")
    let name: String
    @Guide(description: "Two shelf labels", .count(2))
    let shelves: [String]
    @Guide(description: "One to three flavors", .minimumCount(1), .maximumCount(3))
    let flavors: [Flavor]
    @Guide(description: "Jars on the shelf", .count(1...2))
    let jars: [Jar]
    @Guide(description: "A symbol", .anyOf(["☕️", "🍰", "ñ", "日本"]))
    let symbol: String
    let extra: Extra
    let note: String?
    @Guide(description: "An optional rating", .range(1...5))
    let rating: Int?
    let backup: Jar?
}

/// A flavor of syrup.
@Generable
enum Flavor: CaseIterable {
    case vanilla, caramel, hazelnut, lavender
}

/// A jar with a label and a fill level.
@Generable
struct Jar {
    @Guide(description: "A label", /[A-Z][a-z]{1,6}/)
    let label: String
    @Guide(description: "Fill level in percent", .range(0...100))
    let percent: Int
    @Guide(description: "Tags", .maximumCount(2))
    let tags: [String]
}

/// Something extra with an order.
@Generable
enum Extra {
    case nothing
    case syrup(Flavor)
    case shots(count: Int)
}

extension Jar: GuideChecked {
    var guideProblems: [String] {
        GuideCheck.pattern(label, /[A-Z][a-z]{1,6}/, "label") + GuideCheck.bound(percent, 0...100, "percent")
            + GuideCheck.count(tags.count, in: 0...2, "tags")
    }
}

extension Pantry: GuideChecked {
    var guideProblems: [String] {
        var problems =
            GuideCheck.count(shelves.count, in: 2...2, "shelves")
            + GuideCheck.count(flavors.count, in: 1...3, "flavors")
            + GuideCheck.count(jars.count, in: 1...2, "jars")
            + GuideCheck.choice(symbol, ["☕️", "🍰", "ñ", "日本"], "symbol")
        if let rating { problems += GuideCheck.bound(rating, 1...5, "rating") }
        for jar in jars + (backup.map { [$0] } ?? []) { problems += jar.guideProblems }
        return problems
    }
}
