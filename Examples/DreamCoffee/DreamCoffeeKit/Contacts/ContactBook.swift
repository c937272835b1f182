/// The player's contacts, read from vCard files (RFC 6350, and vCard 3.0).
///
/// Extension of this project: the Linux stand-in for the Contacts framework in the original game.
public struct ContactBook: Sendable, Equatable {
    /// The contacts, in file order.
    public var contacts: [Contact]

    /// Creates an address book.
    /// - Parameter contacts: The contacts.
    public init(contacts: [Contact] = []) {
        self.contacts = contacts
    }

    /// Parses vCard text holding any number of cards.
    /// - Parameter text: The contents of a `.vcf` file.
    /// - Throws: `DataFormatError` with the line number for malformed input.
    public init(parsing text: String) throws {
        var contacts: [Contact] = []
        var begin: Int?
        var card: [ContentLine] = []
        for line in try ContentLine.parseAll(text) {
            let component = line.value.trimmingWhitespace().uppercased()
            switch line.name {
            case "BEGIN":
                guard component == "VCARD" else {
                    throw DataFormatError(
                        line: line.lineNumber, message: "expected BEGIN:VCARD, found BEGIN:\(component)")
                }
                if let begin {
                    throw DataFormatError(
                        line: line.lineNumber, message: "BEGIN:VCARD inside the card opened on line \(begin)")
                }
                begin = line.lineNumber
                card = []
            case "END":
                guard let opened = begin, component == "VCARD" else {
                    throw DataFormatError(
                        line: line.lineNumber, message: "END:\(component) without a matching BEGIN:VCARD")
                }
                contacts.append(try Self.contact(from: card, beginLine: opened))
                begin = nil
            default:
                guard begin != nil else {
                    throw DataFormatError(
                        line: line.lineNumber, message: "\(line.name) appears outside BEGIN:VCARD … END:VCARD")
                }
                card.append(line)
            }
        }
        if let begin {
            throw DataFormatError(line: begin, message: "BEGIN:VCARD is never closed with END:VCARD")
        }
        self.contacts = contacts
    }

    /// Builds a contact from the properties of one card.
    private static func contact(from lines: [ContentLine], beginLine: Int) throws -> Contact {
        var formatted = ""
        var given = ""
        var family = ""
        var birthday: Birthday?
        for line in lines {
            switch line.name {
            case "FN":
                formatted = ContentLine.unescape(line.value).trimmingWhitespace()
            case "N":
                let parts = ContentLine.components(line.value)
                family = parts[0].trimmingWhitespace()
                given = parts.count > 1 ? parts[1].trimmingWhitespace() : ""
            case "BDAY":
                if line.parameter("VALUE")?.lowercased() == "text" { continue }
                guard let parsed = Birthday.parse(line.value) else {
                    throw DataFormatError(
                        line: line.lineNumber,
                        message: "BDAY \"\(line.value)\" is not a date like 19900415, 1990-04-15 or --0415")
                }
                birthday = parsed
            default:
                continue
            }
        }
        if given.isEmpty {
            given = formatted.split(separator: " ").first.map(String.init) ?? ""
        }
        if formatted.isEmpty {
            formatted = [given, family].filter { !$0.isEmpty }.joined(separator: " ")
        }
        guard !given.isEmpty else {
            throw DataFormatError(line: beginLine, message: "this vCard has neither FN nor N")
        }
        return Contact(formattedName: formatted, givenName: given, familyName: family, birthday: birthday)
    }

    /// The given names of the contacts born in a month, in file order.
    /// - Parameter month: The month, 1...12.
    /// - Returns: The given names.
    public func givenNames(bornIn month: Int) -> [String] {
        contacts.filter { $0.birthday?.month == month }.map(\.givenName)
    }
}
