/// The milk (the original's table, in its order; none is the default).
///
/// Extension of this project.
public enum Milk: String, DrinkOption {
    /// No milk, the default.
    case none
    /// Reduced-fat milk.
    case twoPercent = "2%"
    /// Whole milk.
    case whole
    /// Half milk, half cream.
    case halfAndHalf = "half & half"
    /// Almond milk.
    case almond
    /// Soy milk.
    case soy
    /// Oat milk.
    case oat
    /// Skimmed milk.
    case skim
}
