/// The screen a front end shows (the help screen is the terminal's only).
///
/// Extension of this project.
public enum Screen: Sendable, Equatable {
    /// The main menu with New Game (or why the model is unavailable).
    case menu
    /// The shop map.
    case shop
    /// A conversation, over the shop.
    case dialog
    /// A dream customer's encounter sheet.
    case encounter
    /// The end-of-shift summary.
    case summary([String])
    /// The keyboard help, over the screen it came from.
    case help
}
