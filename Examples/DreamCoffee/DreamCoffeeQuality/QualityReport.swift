import Evaluations
import Foundation

/// The quality benchmark's table, read from its evaluations' results: a line per check of each
/// section with the models side by side ("passed/checked"), each section's share of passed
/// checks and the total, then a few failures per check and model with their rationales.
///
/// Extension of this project.
public struct QualityReport: Sendable {
    /// The results of each model, by section.
    public private(set) var results: [(model: String, section: QualitySample.Section, result: EvaluationResult)] = []

    /// Creates an empty report.
    public init() {}

    /// Adds a result.
    /// - Parameters:
    ///   - result: A section's result.
    ///   - section: The section.
    ///   - model: The model's short name.
    public mutating func add(_ result: EvaluationResult, of section: QualitySample.Section, model: String) {
        results.append((model, section, result))
    }

    /// How many samples a model passed and how many were checked, for a check or every check.
    /// - Parameters:
    ///   - model: The model's short name.
    ///   - section: Only this section, or every section when nil.
    ///   - check: Only this check, or every check of the section when nil.
    /// - Returns: Passed and checked (ignored results are not checked).
    public func count(
        of model: String, section: QualitySample.Section? = nil, check: Metric? = nil
    ) -> (passed: Int, checked: Int) {
        var passed = 0
        var checked = 0
        for entry in results where entry.model == model && (section == nil || entry.section == section) {
            let checks = check.map { [$0] } ?? QualityEvaluation.checks(in: entry.section)
            for metric in checks where entry.result.detailed.containsColumn(metric.name) {
                let values = entry.result.detailed[metric: metric].compactMap { $0?.doubleValue }
                passed += values.count { $0 == 1 }
                checked += values.count
            }
        }
        return (passed, checked)
    }

    /// The table: one line per check, a column per model, then the share per section and overall.
    /// - Parameter models: The models' short names, in column order.
    /// - Returns: The lines.
    public func table(models: [String]) -> [String] {
        func cell(_ text: String) -> String { text.padding(toLength: 14, withPad: " ", startingAt: 0) }
        func label(_ text: String) -> String { text.padding(toLength: 40, withPad: " ", startingAt: 0) }
        func percent(_ count: (passed: Int, checked: Int)) -> String {
            count.checked == 0 ? "-" : "\(Int((100 * Double(count.passed) / Double(count.checked)).rounded()))%"
        }
        let sections = QualitySample.Section.allCases.filter { section in results.contains { $0.section == section } }
        var lines = [cell("section") + label("check") + models.map(cell).joined()]
        for section in sections {
            for check in QualityEvaluation.checks(in: section) {
                let cells = models.map { model in
                    let count = count(of: model, section: section, check: check)
                    return cell(count.checked == 0 ? "-" : "\(count.passed)/\(count.checked)")
                }
                lines.append(cell(section.rawValue) + label(check.name) + cells.joined())
            }
            let errors = models.map { model in
                results.filter { $0.model == model && $0.section == section }
                    .reduce(0) { $0 + $1.result.errors.inferenceFailureCount + $1.result.errors.evaluatorFailureCount }
            }
            if errors.contains(where: { $0 > 0 }) {
                lines.append(
                    cell(section.rawValue) + label("prompts or checks that failed")
                        + errors.map { cell("\($0)") }.joined())
            }
        }
        for section in sections {
            lines.append(
                cell(section.rawValue) + label("all checks")
                    + models.map { cell(percent(count(of: $0, section: section))) }.joined())
        }
        lines.append(cell("total") + label("") + models.map { cell(percent(count(of: $0))) }.joined())
        return lines
    }

    /// Up to `limit` failures per check and model, with their rationales (the text that failed),
    /// and up to `limit` prompts per section and model that gave no output, with the reason.
    /// - Parameters:
    ///   - models: The models' short names.
    ///   - limit: The most lines per check and model.
    /// - Returns: The lines.
    public func failures(models: [String], limit: Int = 3) -> [String] {
        var lines: [String] = []
        for section in QualitySample.Section.allCases {
            for check in QualityEvaluation.checks(in: section) {
                for model in models {
                    let rationales = results.filter { $0.model == model && $0.section == section }
                        .flatMap { entry -> [String] in
                            guard entry.result.detailed.containsColumn(check.name) else { return [] }
                            return entry.result.detailed[metric: check].compactMap { metric in
                                metric?.doubleValue == 0 ? metric?.rationale ?? "(no rationale)" : nil
                            }
                        }
                    lines += rationales.prefix(limit).map { "\(model) · \(section.rawValue) · \(check.name): \($0)" }
                }
            }
            for model in models {
                let errors = results.filter { $0.model == model && $0.section == section }.flatMap {
                    entry -> [String] in
                    guard entry.result.detailed.containsColumn("SubjectInferenceError") else { return [] }
                    return entry.result.detailed["SubjectInferenceError", SubjectInferenceError.self].compactMap {
                        $0?.errorDescription
                    }
                }
                lines += errors.prefix(limit).map { "\(model) · \(section.rawValue) · \($0)" }
            }
        }
        return lines
    }
}
