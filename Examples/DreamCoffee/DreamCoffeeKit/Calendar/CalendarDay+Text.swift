import Foundation

extension CalendarDay {
    /// English month names, January first.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// English weekday names, Sunday first (Foundation's weekday 1).
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The day it is now for a player in a time zone.
    /// - Parameters:
    ///   - timeZone: The player's time zone.
    ///   - now: The current instant (pass one in tests).
    /// - Returns: Today.
    public static func today(in timeZone: TimeZone = .current, now: Date = Date()) -> CalendarDay {
        CalendarDay(now, in: timeZone)
    }

    /// The day of the week, 1 (Sunday) ... 7 (Saturday), or `nil` for a date that does not exist.
    public var weekday: Int? {
        date(in: .gmt).map { Self.gregorian(.gmt).component(.weekday, from: $0) }
    }

    /// The full date in English, as the tools' descriptions say "today is …":
    /// "Sunday, November 29, 2026" (without the weekday for a date that does not exist).
    public var spelledOut: String {
        let month = (1...12).contains(month) ? Self.monthNames[month - 1] : "Month \(month)"
        let date = "\(month) \(day), \(year)"
        guard let weekday else { return date }
        return "\(Self.weekdayNames[weekday - 1]), \(date)"
    }
}
