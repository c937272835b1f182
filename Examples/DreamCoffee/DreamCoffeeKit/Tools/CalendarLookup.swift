import Foundation

/// The text the calendar tool (`getCalendarEvents`) returns to the model, computed without it.
///
/// Extension of this project.
public enum CalendarLookup {
    /// What the tool says when the calendar cannot be read.
    public static let unavailableMessage = "Sorry, I can't see your calendar"

    /// Lists the events of a day with a person, or says how many other events there are.
    /// - Parameters:
    ///   - calendar: The player's calendar.
    ///   - day: The day asked about.
    ///   - name: The customer's name.
    ///   - timeZone: The player's time zone.
    /// - Returns: The tool's output.
    public static func answer(
        _ calendar: EventCalendar, on day: CalendarDay, with name: String, in timeZone: TimeZone
    ) -> String {
        let all = calendar.events(on: day, in: timeZone)
        let matching = all.filter { $0.hasAttendee(named: name) }
        guard !matching.isEmpty else {
            let count = all.count == 1 ? "1 event" : "\(all.count) events"
            return "You have \(count) on that day but none with \(name)"
        }
        let lines = matching.map { event in
            let title = event.summary.isEmpty ? "(no title)" : event.summary
            let when = event.start.timeText(in: timeZone) ?? "all day"
            return "- \(when): \(title.replacingOccurrences(of: "\n", with: " "))"
        }
        return "Your events with \(name) on \(day):\n" + lines.joined(separator: "\n")
    }

    /// Like `answer(_:on:with:in:)`, loading the calendar first; a load error gives
    /// `unavailableMessage`.
    /// - Parameters:
    ///   - load: Loads the calendar.
    ///   - day: The day asked about.
    ///   - name: The customer's name.
    ///   - timeZone: The player's time zone.
    /// - Returns: The tool's output.
    public static func answer(
        loading load: () throws -> EventCalendar, on day: CalendarDay, with name: String,
        in timeZone: TimeZone
    ) -> String {
        guard let calendar = try? load() else { return unavailableMessage }
        return answer(calendar, on: day, with: name, in: timeZone)
    }
}
