import Foundation

/// A person invited to a calendar event (`ATTENDEE`).
///
/// Extension of this project.
public struct Attendee: Sendable, Equatable {
    /// The display name from the `CN` parameter, if any.
    public var commonName: String?
    /// The calendar address, usually `mailto:someone@example.com`.
    public var address: String

    /// Creates an attendee.
    /// - Parameters:
    ///   - commonName: The display name.
    ///   - address: The calendar address.
    public init(commonName: String?, address: String) {
        self.commonName = commonName
        self.address = address
    }

    /// The part of a `mailto:` address before the `@`, or `nil` for other addresses.
    public var mailboxName: String? {
        guard address.lowercased().hasPrefix("mailto:") else { return nil }
        let mailbox = address.dropFirst("mailto:".count)
        return String(mailbox.prefix { $0 != "@" })
    }

    /// Whether this attendee is the person with a name: the name's words appear, in order and
    /// ignoring case and accents, among the words of the `CN` or of the mailbox name
    /// (`naomi.ross@…` matches "Naomi").
    /// - Parameter name: The name to look for, e.g. "Naomi" or "Naomi Ross".
    /// - Returns: `true` when it matches.
    public func matches(name: String) -> Bool {
        let needle = Self.words(name)
        guard !needle.isEmpty else { return false }
        return [commonName, mailboxName].compactMap { $0 }.contains { candidate in
            let haystack = Self.words(candidate)
            guard haystack.count >= needle.count else { return false }
            return (0...(haystack.count - needle.count)).contains { start in
                Array(haystack[start..<(start + needle.count)]) == needle
            }
        }
    }

    /// Lower-cased, accent-free words of a name.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !($0.isLetter || $0.isNumber) }
            .map(String.init)
    }
}
