import CommandLineSupport

/// Draws the terminal game into an 80×24 frame: menu, shop, dialog box, encounter sheet,
/// summary and help.
///
/// Extension of this project. Pure: the same state gives the same frame.
public enum GameRenderer {
    /// The frame size the game draws.
    public static let size = TerminalSize.minimum

    enum Palette {
        static let sky = RGB(hex: 0x87B5E5)
        static let cloud = RGB(hex: 0xF4F7FB)
        static let title = RGB(hex: 0x6B3E26)
        static let panel = RGB(hex: 0x2A1E17)
        static let text = RGB(hex: 0xF5ECD7)
        static let accent = RGB(hex: 0xFFD27F)
        static let focus = RGB(hex: 0x7A5C9E)
    }

    /// Draws a whole frame.
    /// - Parameters:
    ///   - ui: The UI state.
    ///   - world: The game world.
    ///   - modelStatus: The model check (for the menu).
    ///   - mode: The colour mode.
    /// - Returns: The frame.
    public static func frame(ui: GameUI, world: GameState, modelStatus: ModelStatus, mode: ColorMode) -> ScreenBuffer {
        var frame = ScreenBuffer(size: size)
        switch ui.screen {
        case .menu:
            drawMenu(ui, world, modelStatus, mode, into: &frame)
        case .shop, .dialog:
            drawShop(ui, world, mode, into: &frame)
            if ui.screen == .dialog, let dialog = ui.dialog { drawDialog(dialog, mode, into: &frame) }
        case .encounter:
            if let encounter = ui.encounter {
                EncounterRenderer.draw(encounter, drink: world.drink, frame: ui.frame, mode: mode, into: &frame)
            }
        case .summary(let lines):
            drawPanel(
                title: "End of shift", lines: lines + ["", "Enter: next shift    q: save and quit"], mode, into: &frame)
        case .help:
            drawPanel(title: "Keys", lines: helpLines, mode, into: &frame)
        }
        return frame
    }

    /// The keyboard help.
    public static let helpLines = [
        "Arrows or W A S D    walk",
        "Enter or Space       talk to / serve whoever is close",
        "1 2 3 4              walk to that dream customer's cup",
        "x                    end the shift (summary, save)",
        "?                    this help",
        "q or Ctrl-C          save and quit",
        "",
        "In a conversation: type, Enter sends, Esc closes.",
        "On an order: Up/Down choose a control or a flavour, Tab the next",
        "control, Left/Right change it, Enter toggles a flavour or brews",
        "the drink, Esc puts it aside.",
        "",
        "Press any key to go back.",
    ]

    static func drawMenu(
        _ ui: GameUI, _ world: GameState, _ status: ModelStatus, _ mode: ColorMode, into frame: inout ScreenBuffer
    ) {
        let sky = TextStyle(background: Palette.sky)
        frame.fill(row: 0, column: 0, width: size.columns, height: size.rows, style: mode == .plain ? .plain : sky)
        let cloud = TextStyle(foreground: Palette.cloud, background: Palette.sky)
        let shapes = [(2, 5, " .-~~-. "), (6, 50, "  .--.  "), (15, 20, " .-~~~-. "), (19, 62, " .-. ")]
        for (row, start, shape) in shapes {
            let column = ((start + ui.frame / 8) % (size.columns + 10)) - 10
            frame.put(
                mode == .plain ? shape : shape.replacingOccurrences(of: "~", with: "▀"), row: row, column: column,
                style: mode == .plain ? .plain : cloud)
            frame.put(
                mode == .plain ? "(________)" : "▀▀▀▀▀▀▀▀▀", row: row + 1, column: column,
                style: mode == .plain ? .plain : cloud)
        }
        let title = TextStyle(foreground: Palette.title, background: Palette.sky, bold: true)
        center("☕  D R E A M   C O F F E E  ☕", row: 8, mode == .plain ? TextStyle(bold: true) : title, into: &frame)
        let plainOr = { (style: TextStyle) in mode == .plain ? TextStyle(bold: style.bold) : style }
        if let message = status.message {
            for (index, line) in message.enumerated() {
                center(
                    line, row: 11 + index, plainOr(TextStyle(foreground: Palette.title, background: Palette.sky)),
                    into: &frame)
            }
            center(
                "q: quit", row: 18, plainOr(TextStyle(foreground: Palette.title, background: Palette.sky)), into: &frame
            )
            return
        }
        let button = TextStyle(foreground: Palette.text, background: Palette.title, bold: true)
        center("[  New Game  ]", row: 12, plainOr(button), into: &frame)
        center(
            "Enter: start    q: quit", row: 14, plainOr(TextStyle(foreground: Palette.title, background: Palette.sky)),
            into: &frame)
        if world.save.totalServed > 0 {
            center(
                "Customers served so far: \(world.save.totalServed)", row: 16,
                plainOr(TextStyle(foreground: Palette.title, background: Palette.sky)), into: &frame)
        }
    }

    static func drawShop(_ ui: GameUI, _ world: GameState, _ mode: ColorMode, into frame: inout ScreenBuffer) {
        let bold = TextStyle(bold: true)
        frame.put(
            "Dream Coffee · Shift \(world.shift.number) · served \(world.shift.customersServed)", row: 0, column: 0,
            style: bold)
        ShopView.draw(world.shop, into: &frame, row: 1, column: 0, mode: mode, names: world.names)
        var side = ["Customers:"]
        for slot in 0..<min(world.shop.cups.count, world.dreamCustomerSlots) {
            let name = world.dreamCustomers[slot]?.name ?? "brewing…"
            side.append("\(slot + 1) " + name.prefix(displayWidth: 13))
        }
        if let progress = world.progress, !progress.isComplete { side.append(progress.line(now: ui.now)) }
        side += ["", "Near:"]
        if let near = world.shop.nearestCharacter { side.append(label(near, world).prefix(displayWidth: 15)) }
        side += ["", "1-4 go to cup", "Enter talk", "x  end shift", "?  help", "q  quit"]
        for (index, line) in side.enumerated() { frame.put(line, row: 1 + index, column: 65) }
        frame.put(ui.statusLine(lastLog: world.log.last).prefix(displayWidth: size.columns), row: 20, column: 0)
        if let average = world.shift.averageSatisfaction {
            frame.put("Average satisfaction \((average * 10).rounded() / 10) / 5", row: 21, column: 0)
        }
    }

    static func drawDialog(_ dialog: DialogBox, _ mode: ColorMode, into frame: inout ScreenBuffer) {
        let top = 15
        let style = mode == .plain ? TextStyle.plain : TextStyle(foreground: Palette.text, background: Palette.panel)
        frame.fill(row: top, column: 0, width: size.columns, height: size.rows - top, style: style)
        frame.put(String(repeating: "─", count: size.columns), row: top, column: 0, style: style)
        var nameStyle = style
        nameStyle.bold = true
        frame.put(dialog.name, row: top + 1, column: 2, style: nameStyle)
        var row = top + 2
        if let said = dialog.lastInput {
            frame.put("You: \(said)".prefix(displayWidth: size.columns - 4), row: row, column: 2, style: style)
            row += 1
        }
        for line in TextWrapping.wrap(dialog.visibleText, width: size.columns - 4).prefix(size.rows - row - 2) {
            frame.put(line, row: row, column: 2, style: style)
            row += 1
        }
        if dialog.acceptsInput {
            frame.put("> " + dialog.input + "_", row: size.rows - 2, column: 2, style: nameStyle)
        }
        frame.put("Enter: send    Esc: close", row: size.rows - 1, column: 2, style: style)
    }

    static func drawPanel(title: String, lines: [String], _ mode: ColorMode, into frame: inout ScreenBuffer) {
        center(title, row: 2, TextStyle(bold: true), into: &frame)
        for (index, line) in lines.prefix(size.rows - 5).enumerated() {
            frame.put(line.prefix(displayWidth: size.columns - 4), row: 4 + index, column: 2)
        }
    }

    static func center(_ text: String, row: Int, _ style: TextStyle, into frame: inout ScreenBuffer) {
        frame.put(text, row: row, column: max(0, (size.columns - text.displayWidth) / 2), style: style)
    }

    static func label(_ who: MapCharacter, _ world: GameState) -> String {
        world.displayName(of: who)
    }
}
