import CommandLineSupport
import Foundation

/// A progress bar on standard error: redrawn on one line on a terminal, a line per step otherwise.
struct ProgressBar {
    let total: Int
    let label: String
    private let redraw = isatty(STDERR_FILENO) == 1
    private var shown = -1

    init(total: Int, label: String) {
        self.total = max(total, 1)
        self.label = label
    }

    /// Shows how many steps are done.
    mutating func update(_ done: Int) {
        guard done != shown else { return }
        shown = done
        let width = 30
        let filled = width * min(done, total) / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = "\(label) \(bar) \(done)/\(total)"
        if redraw {
            Terminal.writeError("\r\u{1B}[K" + line)
        } else {
            Terminal.writeError(line + "\n")
        }
    }

    /// Ends the bar's line.
    func finish() {
        if redraw { Terminal.writeError("\n") }
    }
}
