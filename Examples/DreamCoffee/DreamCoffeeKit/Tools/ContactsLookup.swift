/// The text the contacts tool (`getContacts`) returns to the model, computed without it.
///
/// Extension of this project.
public enum ContactsLookup {
    /// The name used when no contact is born in the month (or the contacts cannot be read).
    public static let defaultName = "Naomi"

    /// The given name of a random contact born in a month.
    /// - Parameters:
    ///   - book: The player's contacts.
    ///   - month: The month, 1...12.
    ///   - generator: The random source (seed it for repeatable games and tests).
    ///   - fallback: The name returned when nobody is born in that month.
    /// - Returns: A given name.
    public static func answer(
        _ book: ContactBook, month: Int, using generator: inout some RandomNumberGenerator,
        fallback: String = defaultName
    ) -> String {
        book.givenNames(bornIn: month).randomElement(using: &generator) ?? fallback
    }

    /// Like `answer(_:month:using:fallback:)`, loading the contacts first; a load error gives
    /// the fallback name.
    /// - Parameters:
    ///   - load: Loads the contacts.
    ///   - month: The month, 1...12.
    ///   - generator: The random source.
    ///   - fallback: The name returned when nobody matches or loading fails.
    /// - Returns: A given name.
    public static func answer(
        loading load: () throws -> ContactBook, month: Int,
        using generator: inout some RandomNumberGenerator, fallback: String = defaultName
    ) -> String {
        guard let book = try? load() else { return fallback }
        return answer(book, month: month, using: &generator, fallback: fallback)
    }
}
