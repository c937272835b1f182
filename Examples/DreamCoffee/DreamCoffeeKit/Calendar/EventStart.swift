import Foundation

/// When a calendar event starts, in one of the forms RFC 5545 allows for `DTSTART`.
///
/// Extension of this project.
public enum EventStart: Sendable, Equatable {
    /// A fixed instant: a UTC time (`19980118T073000Z`) or a local time with a `TZID` parameter.
    case instant(Date)
    /// A floating local time (`19980118T073000`), the same wall-clock time in every time zone.
    case floating(CalendarDay, hour: Int, minute: Int, second: Int)
    /// An all-day event (`VALUE=DATE:19970714`).
    case allDay(CalendarDay)

    /// The day the event starts on, for a player in a time zone.
    /// - Parameter timeZone: The player's time zone.
    /// - Returns: The day.
    public func day(in timeZone: TimeZone) -> CalendarDay {
        switch self {
        case .instant(let date): CalendarDay(date, in: timeZone)
        case .floating(let day, _, _, _): day
        case .allDay(let day): day
        }
    }

    /// The start time as `HH:MM` in a time zone, or `nil` for an all-day event.
    /// - Parameter timeZone: The player's time zone.
    /// - Returns: The wall-clock time.
    public func timeText(in timeZone: TimeZone) -> String? {
        let hour: Int
        let minute: Int
        switch self {
        case .allDay:
            return nil
        case .floating(_, let h, let m, _):
            (hour, minute) = (h, m)
        case .instant(let date):
            let parts = CalendarDay.gregorian(timeZone).dateComponents([.hour, .minute], from: date)
            (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        }
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}

extension EventStart {
    /// Parses a `DTSTART` content line.
    /// - Parameter line: The content line.
    /// - Returns: The start.
    /// - Throws: `DataFormatError` for a malformed date or an unknown `TZID`.
    static func parse(_ line: ContentLine) throws -> EventStart {
        let value = line.value.trimmingWhitespace()
        let digits = Array(value.utf8)
        func fail(_ why: String) -> DataFormatError {
            DataFormatError(line: line.lineNumber, message: "\(line.name) \"\(value)\": \(why)")
        }
        func number(_ range: Range<Int>) throws -> Int {
            guard range.upperBound <= digits.count,
                digits[range].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                let result = Int(String(decoding: digits[range], as: UTF8.self))
            else { throw fail("expected a date like 20260415 or 20260415T093000Z") }
            return result
        }
        let day = CalendarDay(year: try number(0..<4), month: try number(4..<6), day: try number(6..<8))
        guard day.date(in: .gmt) != nil else { throw fail("no such day") }
        let isDateOnly = line.parameter("VALUE")?.uppercased() == "DATE" || digits.count == 8
        if isDateOnly {
            guard digits.count == 8 else { throw fail("a DATE value has 8 digits, like 20260415") }
            return .allDay(day)
        }
        guard digits.count == 15 || (digits.count == 16 && digits[15] == UInt8(ascii: "Z")),
            digits[8] == UInt8(ascii: "T")
        else { throw fail("expected a date-time like 20260415T093000 or 20260415T093000Z") }
        let hour = try number(9..<11)
        let minute = try number(11..<13)
        let second = try number(13..<15)
        guard hour < 24, minute < 60, second <= 60 else { throw fail("no such time of day") }
        if digits.count == 16 {
            guard let date = day.date(in: .gmt, hour: hour, minute: minute, second: second) else {
                throw fail("no such time")
            }
            return .instant(date)
        }
        if let identifier = line.parameter("TZID") {
            // Some writers prefix global identifiers with "/" (RFC 5545 section 3.2.19).
            let name = identifier.hasPrefix("/") ? String(identifier.dropFirst()) : identifier
            guard let zone = TimeZone(identifier: name) else {
                throw fail("unknown time zone \"\(identifier)\"; use an IANA name like Europe/Paris")
            }
            guard let date = day.date(in: zone, hour: hour, minute: minute, second: second) else {
                throw fail("no such time in \(name)")
            }
            return .instant(date)
        }
        return .floating(day, hour: hour, minute: minute, second: second)
    }
}
