/// A flavour; a drink may have any number (the original's table, in its order).
///
/// Extension of this project.
public enum Flavor: String, DrinkOption {
    /// Lavender syrup.
    case lavender
    /// Vanilla syrup.
    case vanilla
    /// Spice cookie syrup.
    case spiceCookie = "spice cookie"
    /// Chocolate.
    case mocha
    /// Caramel syrup.
    case caramel
    /// Hazelnut syrup.
    case hazelnut
    /// Purple yam.
    case ube
    /// Chai spices.
    case chai
    /// Chamomile.
    case chamomile
}
