/// Hot or iced (the original's table; hot is the default).
///
/// Extension of this project.
public enum Temperature: String, DrinkOption {
    /// Served hot, the default.
    case hot
    /// Served over ice.
    case iced
}
