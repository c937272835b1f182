/// The quality benchmark's results: for each check and model, how many samples passed, with a
/// few of the failures, printed as one table with the models side by side.
///
/// Extension of this project.
public struct QualityTally: Sendable {
    /// One line of the table: a check in a section ("seed prompts", "game prompts", "menu").
    public struct Row: Hashable, Sendable {
        /// Where the prompts come from.
        public var section: String
        /// What is checked.
        public var check: String
    }

    private struct Count: Sendable {
        var passed = 0
        var total = 0
        var failures: [String] = []
    }

    private var rows: [Row] = []
    private var counts: [Row: [String: Count]] = [:]

    /// Creates an empty tally.
    public init() {}

    /// Records one sample.
    /// - Parameters:
    ///   - passed: Whether the check passed.
    ///   - check: What is checked.
    ///   - section: Where the prompts come from.
    ///   - model: The model's short name.
    ///   - sample: The text checked, kept when it fails.
    public mutating func record(_ passed: Bool, _ check: String, in section: String, model: String, sample: String) {
        let row = Row(section: section, check: check)
        if counts[row] == nil { rows.append(row) }
        var count = counts[row, default: [:]][model, default: Count()]
        count.total += 1
        if passed { count.passed += 1 } else if count.failures.count < 3 { count.failures.append(sample) }
        counts[row, default: [:]][model] = count
    }

    /// The share of checks passed by a model, 0...1 (nil when it has none).
    /// - Parameters:
    ///   - model: The model's short name.
    ///   - section: Only this section, or every section when nil.
    /// - Returns: Passed over total.
    public func score(of model: String, section: String? = nil) -> Double? {
        let counted = rows.filter { section == nil || $0.section == section }.compactMap { counts[$0]?[model] }
        let total = counted.reduce(0) { $0 + $1.total }
        return total == 0 ? nil : Double(counted.reduce(0) { $0 + $1.passed }) / Double(total)
    }

    /// The table: one line per check, a column per model, then the totals per section and overall.
    /// - Parameter models: The models' short names, in column order.
    /// - Returns: The lines.
    public func table(models: [String]) -> [String] {
        func cell(_ text: String) -> String { text.padding(toLength: 14, withPad: " ", startingAt: 0) }
        func percent(_ value: Double?) -> String { value.map { "\(Int(($0 * 100).rounded()))%" } ?? "-" }
        var lines = [
            cell("section") + "check".padding(toLength: 40, withPad: " ", startingAt: 0)
                + models.map(cell).joined()
        ]
        for row in rows {
            let cells = models.map { model in
                counts[row]?[model].map { cell("\($0.passed)/\($0.total)") } ?? cell("-")
            }
            lines.append(
                cell(row.section) + row.check.padding(toLength: 40, withPad: " ", startingAt: 0) + cells.joined())
        }
        var sections: [String] = []
        for row in rows where !sections.contains(row.section) { sections.append(row.section) }
        for section in sections {
            lines.append(
                cell(section) + "all checks".padding(toLength: 40, withPad: " ", startingAt: 0)
                    + models.map { cell(percent(score(of: $0, section: section))) }.joined())
        }
        lines.append(
            cell("total") + "".padding(toLength: 40, withPad: " ", startingAt: 0)
                + models.map { cell(percent(score(of: $0))) }.joined())
        return lines
    }

    /// Up to three failed samples per check and model.
    /// - Parameter models: The models' short names.
    /// - Returns: The lines.
    public func failures(models: [String]) -> [String] {
        var lines: [String] = []
        for row in rows {
            for model in models {
                for sample in counts[row]?[model]?.failures ?? [] {
                    lines.append("\(model) · \(row.section) · \(row.check): \(sample)")
                }
            }
        }
        return lines
    }
}
