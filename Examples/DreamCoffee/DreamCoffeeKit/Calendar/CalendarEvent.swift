/// One event (`VEVENT`) of an iCalendar file.
///
/// Extension of this project.
public struct CalendarEvent: Sendable, Equatable {
    /// The title (`SUMMARY`), unescaped; empty when the event has none.
    public var summary: String
    /// When the event starts (`DTSTART`).
    public var start: EventStart
    /// The invited people (`ATTENDEE`).
    public var attendees: [Attendee]

    /// Creates an event.
    /// - Parameters:
    ///   - summary: The title.
    ///   - start: When it starts.
    ///   - attendees: The invited people.
    public init(summary: String, start: EventStart, attendees: [Attendee] = []) {
        self.summary = summary
        self.start = start
        self.attendees = attendees
    }

    /// Whether one of the attendees is the person with a name (see `Attendee.matches(name:)`).
    /// - Parameter name: The name to look for.
    /// - Returns: `true` when an attendee matches.
    public func hasAttendee(named name: String) -> Bool {
        attendees.contains { $0.matches(name: name) }
    }
}
