import FoundationModels
import Testing

/// Swift 5 mode has no bare `/…/` regex literals: apps write `#/…/#` or build a `Regex`.
@Generable
struct Ticket {
    @Guide(description: "Like ABC-12", #/[A-Z]{3}-[0-9]{2}/#)
    var code: String
    @Guide(.pattern(#/[a-z]+/#))
    var slug: String
    @Guide(try! Regex("[0-9]{4}"))
    var pin: String?
    @Guide(#/
        [A-Z]{2}   # two letters
        [0-9]+     # then digits
        /#)
    var reference: String
}

@Suite("Regex guides in Swift 5 mode")
struct RegexGuideTests {
    @Test func patternsReachTheSchema() {
        let json = Ticket.generationSchema.debugDescription
        #expect(
            json.contains(
                #""code":{"type":"string","description":"Like ABC-12","pattern":"^(?:[A-Z]{3}\\-[0-9]{2})$"}"#),
            "\(json)")
        #expect(json.contains(#""slug":{"type":"string","pattern":"^(?:[a-z]+)$"}"#), "\(json)")
        #expect(json.contains(#""pin":{"type":"string","pattern":"^(?:[0-9]{4})$"}"#), "\(json)")
        // The extended (multi-line) literal's spaces and comments are not part of the pattern.
        #expect(json.contains(#""reference":{"type":"string","pattern":"^(?:[A-Z]{2}[0-9]+)$"}"#), "\(json)")
    }

    @Test func valuesDecode() throws {
        let ticket = try Ticket(GeneratedContent(json: #"{"code":"ABC-12","slug":"latte","reference":"AB12"}"#))
        #expect(ticket.code == "ABC-12" && ticket.pin == nil && ticket.reference == "AB12")
    }
}
