/// Where the game reads a kind of personal data from.
///
/// Extension of this project.
public enum DataSource: Sendable, Equatable {
    /// A file, or a folder whose files with the kind's extension are all read.
    /// `origin` says how it was chosen (a flag, an environment variable, the XDG folder).
    case path(String, origin: Origin)
    /// The sample file that ships with the game.
    case sample

    /// How a path was chosen.
    public enum Origin: String, Sendable, Equatable {
        /// A command-line flag.
        case flag
        /// An environment variable.
        case environment
        /// The XDG data folder.
        case xdgDataFolder
    }
}
