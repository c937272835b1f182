import Foundation

/// Reads the calendar and contacts from a `DataSource`.
///
/// Extension of this project.
public enum DataLoader {
    /// A problem reading personal data: which file, and what went wrong.
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        /// The file or folder.
        public var path: String
        /// What went wrong and what to do.
        public var message: String
        /// `path: message`.
        public var description: String { "\(path): \(message)" }
    }

    /// Loads the calendar.
    /// - Parameter source: Where to read it.
    /// - Returns: All events of all files.
    /// - Throws: `LoadError` for a missing or malformed file.
    public static func calendar(from source: DataSource) throws -> EventCalendar {
        var calendar = EventCalendar()
        for (path, text) in try texts(.calendar, from: source) {
            do {
                calendar.events += try EventCalendar(parsing: text).events
            } catch let error as DataFormatError {
                throw LoadError(path: path, message: error.description)
            }
        }
        return calendar
    }

    /// Loads the calendar; when it is the sample, adds a meeting with a contact on a day, so
    /// that a generated customer has an event with the player on whatever day the game is played.
    /// - Parameters:
    ///   - source: Where to read it.
    ///   - contactName: The customer's name, for the added event.
    ///   - day: The day of the added event (usually `CalendarDay.today()`).
    /// - Returns: The calendar.
    /// - Throws: `LoadError` for a missing or malformed file.
    public static func calendar(
        from source: DataSource, seedingSampleWith contactName: String, on day: CalendarDay
    ) throws -> EventCalendar {
        let calendar = try calendar(from: source)
        return source == .sample ? calendar.seeded(on: day, with: contactName) : calendar
    }

    /// Loads the contacts.
    /// - Parameter source: Where to read them.
    /// - Returns: All contacts of all files.
    /// - Throws: `LoadError` for a missing or malformed file.
    public static func contacts(from source: DataSource) throws -> ContactBook {
        var book = ContactBook()
        for (path, text) in try texts(.contacts, from: source) {
            do {
                book.contacts += try ContactBook(parsing: text).contacts
            } catch let error as DataFormatError {
                throw LoadError(path: path, message: error.description)
            }
        }
        return book
    }

    /// The sample file that ships with the game, as text.
    /// - Parameter kind: Calendar or contacts.
    /// - Returns: The file's contents.
    /// - Throws: `LoadError` when the resource bundle is missing next to the program.
    public static func sampleText(_ kind: DataKind) throws -> String {
        guard let url = Bundle.module.url(forResource: "sample", withExtension: kind.fileExtension),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            throw LoadError(
                path: "sample.\(kind.fileExtension)",
                message: "the sample file is missing from the game's resource bundle; "
                    + "set \(kind.environmentVariable) to your own file")
        }
        return text
    }

    /// The texts of the files of a source, with their paths.
    private static func texts(_ kind: DataKind, from source: DataSource) throws -> [(String, String)] {
        guard case .path(let path, _) = source else {
            return [("sample.\(kind.fileExtension)", try sampleText(kind))]
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw LoadError(
                path: path,
                message: "no such file; set \(kind.environmentVariable) or pass the right path")
        }
        var files = [path]
        if isFolder.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            files = names.filter { $0.lowercased().hasSuffix("." + kind.fileExtension) }.sorted()
                .map { path + "/" + $0 }
        }
        return try files.map { file in
            guard let data = FileManager.default.contents(atPath: file) else {
                throw LoadError(path: file, message: "cannot read this file; check its permissions")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw LoadError(path: file, message: "this file is not UTF-8 text")
            }
            return (file, text)
        }
    }
}
