import Foundation

/// Finds the player's calendar, contacts and save file the way Linux programs do.
///
/// Extension of this project. Order for calendar and contacts: a command-line flag, then
/// `DREAM_COFFEE_CALENDAR` / `DREAM_COFFEE_CONTACTS`, then `$XDG_DATA_HOME/dream-coffee/`
/// (default `~/.local/share/dream-coffee/`) holding `calendar.ics` or a `calendar/` folder
/// (`contacts.vcf` or `contacts/`), then the sample files that ship with the game.
public struct DataLocations: Sendable {
    /// The environment variables to consult.
    public var environment: [String: String]
    /// Whether a path exists (file or folder); replaceable in tests.
    public var exists: @Sendable (String) -> Bool

    /// Creates a resolver.
    /// - Parameters:
    ///   - environment: The environment, by default the process's.
    ///   - exists: Whether a path exists, by default asking the file system.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        exists: @escaping @Sendable (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) {
        self.environment = environment
        self.exists = exists
    }

    /// The user's home folder.
    var home: String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        return NSHomeDirectory()
    }

    /// A base folder from an XDG variable, or its default under the home folder.
    private func xdg(_ variable: String, default relative: String) -> String {
        // The XDG spec says relative values are invalid and must be ignored.
        if let value = environment[variable], value.hasPrefix("/") { return value }
        return home + "/" + relative
    }

    /// The game's data folder: `$XDG_DATA_HOME/dream-coffee` or `~/.local/share/dream-coffee`.
    public var dataFolder: String { xdg("XDG_DATA_HOME", default: ".local/share") + "/dream-coffee" }

    /// The game's state folder: `$XDG_STATE_HOME/dream-coffee` or `~/.local/state/dream-coffee`.
    public var stateFolder: String { xdg("XDG_STATE_HOME", default: ".local/state") + "/dream-coffee" }

    /// The save file: `save.json` in the state folder.
    public var saveFile: String { stateFolder + "/save.json" }

    /// Where to read a kind of data from.
    /// - Parameters:
    ///   - kind: Calendar or contacts.
    ///   - flag: The value of the command-line flag, if the player gave one.
    /// - Returns: The chosen source.
    public func source(for kind: DataKind, flag: String? = nil) -> DataSource {
        if let flag, !flag.isEmpty { return .path(expandingTilde(flag), origin: .flag) }
        if let value = environment[kind.environmentVariable], !value.isEmpty {
            return .path(expandingTilde(value), origin: .environment)
        }
        for candidate in [dataFolder + "/" + kind.defaultFileName, dataFolder + "/" + kind.rawValue]
        where exists(candidate) {
            return .path(candidate, origin: .xdgDataFolder)
        }
        return .sample
    }

    /// A path with a leading `~/` replaced by the home folder.
    func expandingTilde(_ path: String) -> String {
        path == "~" ? home : path.hasPrefix("~/") ? home + path.dropFirst() : path
    }
}
