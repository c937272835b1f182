import Testing

@testable import DreamCoffeeKit

@Suite struct ContactBookTests {
    @Test(arguments: [
        ("19900415", Birthday(year: 1990, month: 4, day: 15)),
        ("1990-04-15", Birthday(year: 1990, month: 4, day: 15)),
        ("--0415", Birthday(year: nil, month: 4, day: 15)),
        ("--04-15", Birthday(year: nil, month: 4, day: 15)),
        ("1990-04-15T10:00:00Z", Birthday(year: 1990, month: 4, day: 15)),
    ])
    func parsesBirthdayForms(text: String, expected: Birthday) {
        #expect(Birthday.parse(text) == expected)
    }

    @Test(arguments: ["", "1990", "19901315", "--1301", "04/15/1990", "1990-0-415x"])
    func rejectsBadBirthdays(text: String) {
        #expect(Birthday.parse(text) == nil)
    }

    @Test func readsSeveralCardsWithFoldingAndVersions() throws {
        let book = try ContactBook(
            parsing: """
                BEGIN:VCARD\r
                VERSION:3.0\r
                N:Ross;Nao\r
                 mi;;;\r
                FN:Naomi Ross\r
                BDAY;VALUE=date:1992-04-01\r
                END:VCARD\r
                BEGIN:VCARD
                VERSION:4.0
                FN:Alex Moreau
                item1.BDAY:--0415
                END:VCARD
                BEGIN:VCARD
                VERSION:4.0
                N:Okafor;Amara;;;
                BDAY;VALUE=text:circa 1800
                END:VCARD

                """)
        #expect(book.contacts.map(\.givenName) == ["Naomi", "Alex", "Amara"])
        #expect(book.contacts[2].formattedName == "Amara Okafor")
        #expect(book.contacts[2].birthday == nil)
        #expect(book.givenNames(bornIn: 4) == ["Naomi", "Alex"])
        #expect(book.givenNames(bornIn: 5).isEmpty)
    }

    @Test(arguments: [
        ("BEGIN:VCARD\nFN:A\nBDAY:soon\nEND:VCARD\n", 3),
        ("BEGIN:VCARD\nFN:A\n", 1),
        ("FN:A\n", 1),
        ("BEGIN:VCARD\nBEGIN:VCARD\n", 2),
        ("BEGIN:VCARD\nVERSION:4.0\nEND:VCARD\n", 1),
        ("BEGIN:VCARD\nFN A\nEND:VCARD\n", 2),
    ])
    func malformedInputThrowsWithLineNumber(text: String, line: Int) {
        do {
            _ = try ContactBook(parsing: text)
            Issue.record("expected an error")
        } catch let error as DataFormatError {
            #expect(error.line == line, "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
