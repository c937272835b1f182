import Foundation
import FoundationModels
import Synchronization

/// The contacts tool (`getContacts`): the given name of a contact born in a month, read from
/// the player's vCard files (the Linux stand-in for the Contacts framework).
public final class ContactsTool: Tool {
    /// What the model passes.
    @Generable
    public struct Arguments: Sendable {
        /// The month.
        @Guide(description: "The month of the year, 1 to 12", .range(1...12))
        public var month: Int
    }

    /// The tool's name, as the original's.
    public let name = "getContacts"
    /// What the tool does, with today's date.
    public let description: String
    /// The day the tool says is today.
    public let today: CalendarDay
    private let load: @Sendable () throws -> ContactBook
    private let generator: Mutex<SeededGenerator>
    private let calls: Mutex<[String]>

    /// Creates the tool.
    /// - Parameters:
    ///   - today: Today, told to the model so it can ask for this month.
    ///   - seed: Seeds the choice among several contacts born in the month.
    ///   - load: Loads the player's contacts.
    public init(today: CalendarDay, seed: UInt64 = 0, load: @escaping @Sendable () throws -> ContactBook) {
        description = "Get a contact born in this month. Today is \(today.spelledOut)."
        self.today = today
        self.load = load
        generator = Mutex(SeededGenerator(seed: seed))
        calls = Mutex([])
    }

    /// The names the tool has returned so far, oldest first. Extension of this project.
    public var returnedNames: [String] { calls.withLock { $0 } }

    /// Returns a given name of a contact born in the month, or a default name.
    /// - Parameter arguments: The month.
    /// - Returns: The name.
    public func call(arguments: Arguments) async throws -> String {
        let name = generator.withLock { generator in
            ContactsLookup.answer(loading: load, month: arguments.month, using: &generator)
        }
        calls.withLock { $0.append(name) }
        return name
    }
}
