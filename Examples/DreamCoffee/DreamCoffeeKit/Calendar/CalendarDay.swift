import Foundation

/// A day of the Gregorian calendar (year, month, day), independent of any time zone.
///
/// Extension of this project.
public struct CalendarDay: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public var year: Int
    /// The month, 1...12.
    public var month: Int
    /// The day of the month, 1...31.
    public var day: Int

    /// Creates a day.
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month, 1...12.
    ///   - day: The day of the month.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day on which an instant falls in a time zone.
    /// - Parameters:
    ///   - date: The instant.
    ///   - timeZone: The time zone the player lives in.
    public init(_ date: Date, in timeZone: TimeZone) {
        let parts = Self.gregorian(timeZone).dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// The instant at which a time of this day starts in a time zone.
    /// - Parameters:
    ///   - timeZone: The time zone.
    ///   - hour: The hour, 0...23.
    ///   - minute: The minute.
    ///   - second: The second.
    /// - Returns: The instant, or `nil` for a date that does not exist.
    public func date(
        in timeZone: TimeZone, hour: Int = 0, minute: Int = 0, second: Int = 0
    ) -> Date? {
        let parts = DateComponents(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        let calendar = Self.gregorian(timeZone)
        guard let date = calendar.date(from: parts) else { return nil }
        // Foundation rolls 31 April over to 1 May; reject such dates.
        let back = calendar.dateComponents([.year, .month, .day], from: date)
        guard back.year == year, back.month == month, back.day == day else { return nil }
        return date
    }

    /// The date as `YYYY-MM-DD`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// A Gregorian calendar set to a time zone.
    static func gregorian(_ timeZone: TimeZone) -> Foundation.Calendar {
        var calendar = Foundation.Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
