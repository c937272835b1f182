import Foundation
import FoundationModels

/// The calendar tool (`getCalendarEvents`): the player's events of a day with one contact,
/// read from iCalendar files (the Linux stand-in for EventKit).
public struct CalendarTool: Tool {
    /// What the model passes: the day to look at.
    @Generable
    public struct Arguments: Sendable {
        /// The day of the month.
        @Guide(description: "The day of the month", .range(1...31))
        public var day: Int
        /// The month.
        @Guide(description: "The month of the year, 1 to 12", .range(1...12))
        public var month: Int
        /// The year.
        @Guide(description: "The year, like 2026", .range(1900...2200))
        public var year: Int
    }

    /// The tool's name, as the original's.
    public let name = "getCalendarEvents"
    /// What the tool does, with today's date.
    public let description: String
    /// The arguments' schema, with today's date in the descriptions so that a small model asks
    /// for the right day.
    public var parameters: GenerationSchema {
        GenerationSchema(
            type: Arguments.self,
            properties: [
                GenerationSchema.Property(
                    name: "day", description: "The day of the month (today: \(today.day))",
                    type: Int.self, guides: [.range(1...31)]),
                GenerationSchema.Property(
                    name: "month", description: "The month, 1 to 12 (today: \(today.month))",
                    type: Int.self, guides: [.range(1...12)]),
                GenerationSchema.Property(
                    name: "year", description: "The year (today: \(today.year))",
                    type: Int.self, guides: [.range(1900...2200)]),
            ])
    }
    /// The day the tool says is today.
    public let today: CalendarDay
    /// The contact whose events the tool lists.
    public let contactName: String
    private let timeZone: TimeZone
    private let load: @Sendable () throws -> EventCalendar

    /// Creates the tool for one contact.
    /// - Parameters:
    ///   - contactName: The customer's name.
    ///   - today: Today, told to the model.
    ///   - timeZone: The player's time zone.
    ///   - load: Loads the player's calendar.
    public init(
        contactName: String, today: CalendarDay, timeZone: TimeZone = .current,
        load: @escaping @Sendable () throws -> EventCalendar
    ) {
        self.contactName = contactName
        self.today = today
        description = "Get an event from the player's calendar with \(contactName). Today is \(today.spelledOut)."
        self.timeZone = timeZone
        self.load = load
    }

    /// Lists the events of the day with the contact, or says there are none.
    /// - Parameter arguments: The day.
    /// - Returns: The events as text; "Sorry, I can't see your calendar" when it cannot be read.
    public func call(arguments: Arguments) async throws -> String {
        let day = CalendarDay(year: arguments.year, month: arguments.month, day: arguments.day)
        return CalendarLookup.answer(loading: load, on: day, with: contactName, in: timeZone)
    }
}
