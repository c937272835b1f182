import Testing

@testable import DreamCoffeeKit

@Suite struct ContentLineTests {
    @Test(arguments: ["\r\n ", "\n ", "\r\n\t", "\n\t"])
    func unfoldsContinuationLines(fold: String) throws {
        let text = "SUMMARY:Coffee wi\(fold)th Naomi\r\nDTSTART:20260101"
        let lines = try ContentLine.parseAll(text)
        #expect(lines.count == 2)
        #expect(lines[0].value == "Coffee with Naomi")
        #expect(lines[1].lineNumber == 3)
    }

    @Test func parsesQuotedAndListParameters() throws {
        let line = try ContentLine.parse(
            #"ATTENDEE;CN="Doe, Jane: PhD";MEMBER="a","b";ROLE=CHAIR:mailto:jane@example.com"#,
            lineNumber: 1)
        #expect(line.name == "ATTENDEE")
        #expect(line.parameter("cn") == "Doe, Jane: PhD")
        #expect(line.parameters["MEMBER"] == ["a", "b"])
        #expect(line.value == "mailto:jane@example.com")
    }

    @Test func ignoresByteOrderMarkAndBlankLines() throws {
        let lines = try ContentLine.parseAll("\u{FEFF}BEGIN:VCARD\n\n  \nEND:VCARD")
        #expect(lines.map(\.name) == ["BEGIN", "END"])
    }

    @Test func keepsGroupPrefix() throws {
        let line = try ContentLine.parse("item1.BDAY:--0415", lineNumber: 1)
        #expect(line.group == "item1")
        #expect(line.name == "BDAY")
    }

    @Test func unescapesText() {
        #expect(ContentLine.unescape(#"a\,b\;c\\d\ne\Nf"#) == "a,b;c\\d\ne\nf")
        #expect(ContentLine.components(#"Ross;Naomi\;Jo;;"#) == ["Ross", "Naomi;Jo", "", ""])
    }

    @Test(arguments: [
        ("SUMMARY Coffee", 1),
        (#"ATTENDEE;CN="Jane:mailto:j@x"#, 1),
        ("BEGIN:VCALENDAR\n:no name", 2),
        (" leading fold", 1),
    ])
    func rejectsMalformedLines(text: String, line: Int) {
        #expect(throws: DataFormatError.self) { try ContentLine.parseAll(text) }
        do {
            _ = try ContentLine.parseAll(text)
        } catch let error as DataFormatError {
            #expect(error.line == line)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
