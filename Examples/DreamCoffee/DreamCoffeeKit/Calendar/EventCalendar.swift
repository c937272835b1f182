import Foundation

/// The player's calendar: the events read from one or more iCalendar (RFC 5545) files.
///
/// Extension of this project: the Linux stand-in for EventKit in the original game.
/// Only the properties the game needs are read (`SUMMARY`, `DTSTART`, `ATTENDEE`); other
/// components (`VTIMEZONE`, `VTODO`, `VALARM`) are skipped.
public struct EventCalendar: Sendable, Equatable {
    /// The events, in file order.
    public var events: [CalendarEvent]

    /// Creates a calendar from events.
    /// - Parameter events: The events.
    public init(events: [CalendarEvent] = []) {
        self.events = events
    }

    /// Parses iCalendar text.
    /// - Parameter text: The contents of an `.ics` file.
    /// - Throws: `DataFormatError` with the line number for malformed input.
    public init(parsing text: String) throws {
        var events: [CalendarEvent] = []
        var open: [(name: String, line: Int)] = []
        var current: [ContentLine] = []
        for line in try ContentLine.parseAll(text) {
            switch line.name {
            case "BEGIN":
                let component = line.value.trimmingWhitespace().uppercased()
                guard !component.isEmpty else {
                    throw DataFormatError(line: line.lineNumber, message: "BEGIN without a component name")
                }
                if open.isEmpty && component != "VCALENDAR" {
                    throw DataFormatError(
                        line: line.lineNumber,
                        message: "expected BEGIN:VCALENDAR, found BEGIN:\(component); is this an .ics file?")
                }
                open.append((component, line.lineNumber))
                if component == "VEVENT" { current = [] }
            case "END":
                let component = line.value.trimmingWhitespace().uppercased()
                guard let last = open.popLast() else {
                    throw DataFormatError(
                        line: line.lineNumber, message: "END:\(component) without a matching BEGIN")
                }
                guard last.name == component else {
                    throw DataFormatError(
                        line: line.lineNumber,
                        message: "END:\(component) closes BEGIN:\(last.name) from line \(last.line)")
                }
                if component == "VEVENT" {
                    events.append(try Self.event(from: current, beginLine: last.line))
                }
            default:
                guard let innermost = open.last else {
                    throw DataFormatError(
                        line: line.lineNumber,
                        message: "\(line.name) appears outside BEGIN:VCALENDAR … END:VCALENDAR")
                }
                if innermost.name == "VEVENT" { current.append(line) }
            }
        }
        if let unclosed = open.last {
            throw DataFormatError(
                line: unclosed.line,
                message: "BEGIN:\(unclosed.name) is never closed with END:\(unclosed.name)")
        }
        self.events = events
    }

    /// Builds an event from the properties of one `VEVENT`.
    private static func event(from lines: [ContentLine], beginLine: Int) throws -> CalendarEvent {
        var summary = ""
        var start: EventStart?
        var attendees: [Attendee] = []
        for line in lines {
            switch line.name {
            case "SUMMARY":
                summary = ContentLine.unescape(line.value)
            case "DTSTART":
                start = try EventStart.parse(line)
            case "ATTENDEE":
                attendees.append(
                    Attendee(commonName: line.parameter("CN"), address: line.value.trimmingWhitespace()))
            default:
                continue
            }
        }
        guard let start else {
            throw DataFormatError(line: beginLine, message: "this VEVENT has no DTSTART")
        }
        return CalendarEvent(summary: summary, start: start, attendees: attendees)
    }

    /// The events that start on a day, for a player in a time zone.
    /// - Parameters:
    ///   - day: The day, in the player's calendar.
    ///   - timeZone: The player's time zone.
    /// - Returns: The events of that day, in file order.
    public func events(on day: CalendarDay, in timeZone: TimeZone) -> [CalendarEvent] {
        events.filter { $0.start.day(in: timeZone) == day }
    }

    /// The events that start on a day and have an attendee with a name.
    /// - Parameters:
    ///   - day: The day, in the player's calendar.
    ///   - name: The attendee's name (case-insensitive; matches `CN` or the mailbox name).
    ///   - timeZone: The player's time zone.
    /// - Returns: The matching events, in file order.
    public func events(
        on day: CalendarDay, with name: String, in timeZone: TimeZone
    ) -> [CalendarEvent] {
        events(on: day, in: timeZone).filter { $0.hasAttendee(named: name) }
    }

    /// This calendar plus one event on a day with a contact, so that the game finds a meeting
    /// with a generated customer on any day it is played.
    /// - Parameters:
    ///   - day: The day of the added event (usually today).
    ///   - contactName: The attendee of the added event.
    ///   - summary: The title of the added event.
    /// - Returns: A new calendar, in memory.
    public func seeded(
        on day: CalendarDay, with contactName: String,
        summary: String = "Coffee catch-up"
    ) -> EventCalendar {
        let mailbox = Attendee.words(contactName).joined(separator: ".")
        let attendee = Attendee(
            commonName: contactName, address: "mailto:\(mailbox.isEmpty ? "guest" : mailbox)@example.com")
        var copy = self
        copy.events.append(
            CalendarEvent(
                summary: "\(summary) with \(contactName)",
                start: .floating(day, hour: 15, minute: 0, second: 0),
                attendees: [attendee]))
        return copy
    }
}
