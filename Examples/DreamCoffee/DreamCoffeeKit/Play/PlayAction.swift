/// Something the player does. The terminal's keys and the web page's requests both come down
/// to these, and `GamePlay.perform(_:)` carries them out with the same rules.
///
/// Extension of this project.
public enum PlayAction: Sendable, Equatable {
    /// New Game on the main menu: the shift starts and the shop shows.
    case newGame
    /// One step in a direction, in the shop.
    case walk(Direction)
    /// Walks over to a dream customer's cup (slot 0...3), in the shop.
    case goToCup(Int)
    /// Talks to or serves whoever is within reach, in the shop.
    case interact
    /// Says a line to the character in the open conversation.
    case say(String)
    /// Closes what is open: the conversation (cancelling a reply on its way), the order sheet
    /// or its judgement, or the end-of-shift summary.
    case close
    /// Puts a drink on the counter with the drink builder, on an order sheet.
    case setDrink(Drink)
    /// Brews the drink on the counter for the customer of the order sheet, who judges it.
    case brew
    /// Ends the shift: the summary shows and the save file keeps the shift.
    case endShift
}
