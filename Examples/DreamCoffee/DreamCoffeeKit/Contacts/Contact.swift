/// One person of the player's address book (a vCard).
///
/// Extension of this project: the Linux stand-in for a `CNContact` in the original game.
public struct Contact: Sendable, Equatable {
    /// The formatted name (`FN`), e.g. "Naomi Ross".
    public var formattedName: String
    /// The given name: the second component of `N`, else the first word of `FN`.
    public var givenName: String
    /// The family name: the first component of `N`.
    public var familyName: String
    /// The birthday (`BDAY`), when known.
    public var birthday: Birthday?

    /// Creates a contact.
    /// - Parameters:
    ///   - formattedName: The formatted name.
    ///   - givenName: The given name.
    ///   - familyName: The family name.
    ///   - birthday: The birthday.
    public init(formattedName: String, givenName: String, familyName: String = "", birthday: Birthday? = nil) {
        self.formattedName = formattedName
        self.givenName = givenName
        self.familyName = familyName
        self.birthday = birthday
    }
}
