import CommandLineSupport

/// Draws the encounter sheet: the portrait on the left; name, order, drink builder, the
/// brew button and the judgement on the right.
///
/// Extension of this project.
enum EncounterRenderer {
    static let spinner = ["|", "/", "-", "\\"]

    static func draw(
        _ encounter: EncounterView, drink: Drink, frame tick: Int, mode: ColorMode,
        into frame: inout ScreenBuffer
    ) {
        drawPortrait(encounter.npc.picture.portrait, mode, into: &frame)
        let left = 36
        let width = GameRenderer.size.columns - left - 1
        let bold = TextStyle(bold: true)
        var row = 1
        frame.put("Name: ", row: row, column: left, style: bold)
        frame.put(encounter.npc.name.prefix(displayWidth: width - 6), row: row, column: left + 6)
        row += 2
        for line in TextWrapping.wrap(encounter.npc.coffeeOrder, width: width).prefix(4) {
            frame.put(line, row: row, column: left)
            row += 1
        }
        row += 1
        let rows: [(DrinkBuilder.Row, String)] = [
            (.drink, "Drink:  ◀ \(drink.kind.rawValue) ▶"),
            (.temperature, "Temp:   ◀ \(drink.temperature.rawValue) ▶"),
            (.milk, "Milk:   ◀ \(drink.milk.rawValue) ▶"),
        ]
        for (control, text) in rows {
            put(text, focused: encounter.builder.row == control, row: row, column: left, mode, into: &frame)
            row += 1
        }
        frame.put("Flavours:", row: row, column: left, style: encounter.builder.row == .flavors ? bold : .plain)
        row += 1
        var column = left
        for flavor in Flavor.allCases {
            let mark = drink.flavors.contains(flavor) ? "[x]" : "[ ]"
            let text = "\(mark) \(flavor.rawValue) "
            if column + text.displayWidth > GameRenderer.size.columns {
                row += 1
                column = left
            }
            let focused = encounter.builder.row == .flavors && encounter.builder.flavor == flavor
            put(text, focused: focused, row: row, column: column, mode, into: &frame)
            column += text.displayWidth
        }
        row += 2
        put("[ Brew drink! ]", focused: encounter.builder.row == .brew, row: row, column: left, mode, into: &frame)
        row += 2
        if encounter.isBrewing {
            frame.put("\(spinner[(tick / 4) % spinner.count]) Brewing…", row: row, column: left)
        } else if let result = encounter.result {
            frame.put(
                "\(EncounterSheet.stars(result.satisfaction, plain: mode == .plain)) \(result.satisfaction)/5",
                row: 18, column: 1, style: bold)
            for (index, line) in TextWrapping.wrap("\(result.customerName): \(result.feedback)", width: 78).prefix(4)
                .enumerated()
            {
                frame.put(line, row: 19 + index, column: 1)
            }
            frame.put("Enter: back to the shop", row: 23, column: 1)
            return
        }
        frame.put("↑↓ choose  Tab next  ←→ change  Enter toggle/brew  Esc back", row: 23, column: 1)
    }

    static func put(
        _ text: String, focused: Bool, row: Int, column: Int, _ mode: ColorMode, into frame: inout ScreenBuffer
    ) {
        if mode == .plain {
            frame.put(focused ? ">" + text : " " + text, row: row, column: column - 1, style: TextStyle(bold: focused))
        } else {
            frame.put(
                text, row: row, column: column,
                style: focused ? TextStyle(background: GameRenderer.Palette.focus, bold: true) : .plain)
        }
    }

    static func drawPortrait(_ portrait: Portrait, _ mode: ColorMode, into frame: inout ScreenBuffer) {
        guard mode == .trueColor else {
            for (index, line) in portrait.asciiLines().enumerated() { frame.put(line, row: 1 + index, column: 1) }
            return
        }
        let canvas = portrait.canvas
        for y in stride(from: 0, to: canvas.height, by: 2) {
            for x in 0..<canvas.width {
                let bottom = y + 1 < canvas.height ? canvas[x, y + 1] : canvas[x, y]
                frame.put(
                    "▀", row: 1 + y / 2, column: 1 + x, style: TextStyle(foreground: canvas[x, y], background: bottom))
            }
        }
    }
}
