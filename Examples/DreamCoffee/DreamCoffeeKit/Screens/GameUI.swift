import Foundation

/// What the terminal game shows apart from the world: the screen, the dialog box, the
/// encounter sheet and a status line.
///
/// Extension of this project.
public struct GameUI: Sendable {
    /// The current screen.
    public var screen: Screen = .menu
    /// The screen under the help overlay.
    public var beforeHelp: Screen = .menu
    /// The open conversation, if any.
    public var dialog: DialogBox?
    /// The open encounter sheet, if any.
    public var encounter: EncounterView?
    /// A one-line message at the bottom.
    public var status = "Walk with the arrow keys or WASD. Enter talks or serves. ? for help."
    /// Animation frames since the start (clouds, cups, spinner).
    public var frame = 0
    /// The time of the frame.
    public var now = ContinuousClock.now
    /// Whether the player asked to quit.
    public var quitting = false

    /// Creates the UI at the main menu.
    public init() {}
}
