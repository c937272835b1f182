import Foundation

/// What a front end shows apart from the world: the screen, the dialog box, the encounter
/// sheet and a status line. `GamePlay` changes it; the terminal and the web page draw it (the
/// animation frame, the help screen and the drink builder's focus are the terminal's own).
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

    /// The status line: the status, then the game's last log line unless it says the same.
    /// - Parameter lastLog: The game's last log line, if any.
    /// - Returns: The line.
    public func statusLine(lastLog: String?) -> String {
        guard let lastLog, !lastLog.isEmpty, lastLog != status else { return status }
        return status.isEmpty ? lastLog : status + " · " + lastLog
    }
}
