/// The drink itself (the original's table, in its order).
///
/// Extension of this project.
public enum DrinkKind: String, DrinkOption {
    /// Espresso with steamed milk.
    case latte
    /// Filter coffee, the builder's default.
    case dripCoffee = "drip coffee"
    /// A shot of espresso.
    case espresso
    /// Espresso marked with a little foam.
    case macchiato
    /// Espresso with steamed milk and deep foam.
    case cappuccino
    /// Espresso cut with an equal amount of warm milk.
    case cortado
    /// Tea (on the menu, though the characters would rather not talk about it).
    case tea
    /// Hot chocolate.
    case hotChocolate = "hot chocolate"
}
