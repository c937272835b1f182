/// The two kinds of personal data the game's tools read.
///
/// Extension of this project.
public enum DataKind: String, Sendable, CaseIterable {
    /// The player's calendar (`.ics`).
    case calendar
    /// The player's contacts (`.vcf`).
    case contacts

    /// The environment variable that names the file or folder, e.g. `DREAM_COFFEE_CALENDAR`.
    public var environmentVariable: String {
        switch self {
        case .calendar: "DREAM_COFFEE_CALENDAR"
        case .contacts: "DREAM_COFFEE_CONTACTS"
        }
    }

    /// The file extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .calendar: "ics"
        case .contacts: "vcf"
        }
    }

    /// The default file name in the data folder, e.g. `calendar.ics`.
    public var defaultFileName: String { "\(rawValue).\(fileExtension)" }
}
