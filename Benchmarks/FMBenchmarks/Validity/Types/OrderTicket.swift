import FoundationModels

/// String guides: choices, a constant, and patterns with classes, ranges, bounded quantifiers,
/// alternation, groups, escapes and non-ASCII text.
@Generable
struct OrderTicket {
    @Guide(description: "The drink", .anyOf(["latte", "mocha", "cortado", "café crème", "抹茶"]))
    let drink: String
    @Guide(.constant("v2"))
    let version: String
    @Guide(description: "A ticket code", /[A-Z]{3}-[0-9]{2}/)
    let code: String
    @Guide(description: "Size and temperature", /(hot|iced)-(small|medium|large)/)
    let style: String
    @Guide(description: "A price tag", /\$\d{1,2}\.\d{2}/)
    let priceTag: String
    @Guide(description: "A hex receipt id", /[a-f0-9]{4,6}/)
    let receipt: String
    @Guide(description: "A table, e.g. T7 or B12", /(?:T|B)[1-9][0-9]?/)
    let table: String
    @Guide(description: "A short word without spaces", /[^\s"\\]{1,8}/)
    let word: String
    @Guide(description: "A Greek tag", /[α-ω]{2,3}(?:\.[0-9])?/)
    let greek: String
}

extension OrderTicket: GuideChecked {
    var guideProblems: [String] {
        GuideCheck.choice(drink, ["latte", "mocha", "cortado", "café crème", "抹茶"], "drink")
            + GuideCheck.choice(version, ["v2"], "version")
            + GuideCheck.pattern(code, /[A-Z]{3}-[0-9]{2}/, "code")
            + GuideCheck.pattern(style, /(hot|iced)-(small|medium|large)/, "style")
            + GuideCheck.pattern(priceTag, /\$\d{1,2}\.\d{2}/, "priceTag")
            + GuideCheck.pattern(receipt, /[a-f0-9]{4,6}/, "receipt")
            + GuideCheck.pattern(table, /(?:T|B)[1-9][0-9]?/, "table")
            + GuideCheck.pattern(word, /[^\s"\\]{1,8}/, "word")
            + GuideCheck.pattern(greek, /[α-ω]{2,3}(?:\.[0-9])?/, "greek")
    }
}
