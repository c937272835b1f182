import Foundation
import FoundationModels

/// Everything a game needs from outside: the model, the player's data and the save file.
///
/// Extension of this project.
public struct GameSetup: Sendable {
    /// The model every character speaks with.
    public var model: any LanguageModel
    /// Where the player's calendar is.
    public var calendar: DataSource
    /// Where the player's contacts are.
    public var contacts: DataSource
    /// The save file, or nil to keep nothing.
    public var saveFile: String?
    /// Seeds cup places and contact choices.
    public var seed: UInt64
    /// The day the game is played.
    public var today: CalendarDay
    /// The player's time zone.
    public var timeZone: TimeZone
    /// How many dream customers float in the shop (the original has 4).
    public var dreamCustomers: Int
    /// The sampling of every model call (nil: the engines' random sampling); pass a seeded or
    /// greedy mode for repeatable games and tests.
    public var sampling: GenerationOptions.SamplingMode?
    /// A file to append each shift's wait for its first customer to, or nil.
    public var timingsFile: String?

    /// Creates a setup.
    /// - Parameters:
    ///   - model: The model.
    ///   - calendar: The calendar source (default: the shipped sample).
    ///   - contacts: The contacts source (default: the shipped sample).
    ///   - saveFile: The save file, or nil.
    ///   - seed: The random seed.
    ///   - today: Today.
    ///   - timeZone: The time zone.
    ///   - dreamCustomers: How many dream customers (1...4).
    ///   - sampling: The sampling of every model call (nil: random).
    ///   - timingsFile: A file to append each shift's wait for its first customer to.
    public init(
        model: any LanguageModel, calendar: DataSource = .sample, contacts: DataSource = .sample,
        saveFile: String? = nil, seed: UInt64 = 1, today: CalendarDay = .today(), timeZone: TimeZone = .current,
        dreamCustomers: Int = 4, sampling: GenerationOptions.SamplingMode? = nil, timingsFile: String? = nil
    ) {
        self.model = model
        self.calendar = calendar
        self.contacts = contacts
        self.saveFile = saveFile
        self.seed = seed
        self.today = today
        self.timeZone = timeZone
        self.dreamCustomers = max(1, min(4, dreamCustomers))
        self.sampling = sampling
        self.timingsFile = timingsFile
    }
}
