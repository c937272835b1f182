import CommandLineSupport
import Foundation
import FoundationModels

/// Shows a menu while it streams: redrawn in place on a terminal, plain lines otherwise, or
/// each snapshot as a line of JSON.
public struct MenuStreamDisplay {
    /// How the stream is shown.
    public enum Mode: Sendable, Equatable {
        /// Redraws the whole menu in place after each snapshot (a terminal), cutting lines at `width`.
        case live(width: Int)
        /// Prints each item once it is complete, as plain lines (a pipe or file).
        case plain
        /// Prints each changed snapshot as one line of compact JSON (extension of this project,
        /// for scripts and tests).
        case snapshots
        /// Shows nothing.
        case silent
    }

    /// How the stream is shown.
    public let mode: Mode
    /// The meal, for the title.
    public let meal: MealType
    /// The cuisine, for the title.
    public let cuisine: String
    private let write: (String) -> Void
    private var live: LiveText
    private var printedItems = 0
    private var titlePrinted = false
    private var lastJSON = ""

    /// Creates a display.
    /// - Parameters:
    ///   - mode: how the stream is shown.
    ///   - meal: the meal, for the title.
    ///   - cuisine: the cuisine, for the title.
    ///   - write: where the text goes (standard output by default).
    public init(
        mode: Mode, meal: MealType, cuisine: String,
        write: @escaping (String) -> Void = MenuStreamDisplay.standardOutput
    ) {
        self.mode = mode
        self.meal = meal
        self.cuisine = cuisine
        self.write = write
        let width = if case .live(let width) = mode { width } else { 80 }
        live = LiveText(redraw: true, columns: { width }, write: write)
    }

    /// Writes text to standard output at once (no buffering), so redraws appear as they happen.
    /// - Parameter text: the text.
    public static func standardOutput(_ text: String) {
        Terminal.write(text)
    }

    /// Shows one snapshot of the stream.
    /// - Parameters:
    ///   - menu: the menu so far.
    ///   - raw: the snapshot's raw content (its JSON so far).
    public mutating func show(_ menu: RestaurantMenu.PartiallyGenerated, raw: GeneratedContent) {
        switch mode {
        case .live(let width):
            live.show(MenuText.lines(for: menu, meal: meal, cuisine: cuisine, width: width).joined(separator: "\n"))
        case .plain:
            let items = menu.menu ?? []
            printTitle()
            if items.count > 1 { printItems(items.dropLast()) }
        case .snapshots:
            let json = raw.jsonString
            if json != lastJSON { write(json + "\n") }
            lastJSON = json
        case .silent:
            break
        }
    }

    /// Shows the complete menu once the stream has finished.
    /// - Parameter menu: the complete menu.
    public mutating func finish(_ menu: RestaurantMenu) {
        switch mode {
        case .live, .snapshots, .silent:
            break
        case .plain:
            let partial = menu.asPartiallyGenerated()
            printTitle()
            printItems(partial.menu ?? [])
        }
    }

    private mutating func printTitle() {
        guard !titlePrinted else { return }
        titlePrinted = true
        write(MenuText.title(meal: meal, cuisine: cuisine).map { $0 + "\n" }.joined())
    }

    private mutating func printItems(_ items: some Collection<MenuItem.PartiallyGenerated>) {
        for item in items.dropFirst(printedItems) {
            let lines = MenuText.itemLines(
                name: item.name, description: item.description, ingredients: item.ingredients, cost: item.cost)
            write(lines.map { $0 + "\n" }.joined())
            printedItems += 1
        }
    }
}
