import DreamCoffeeKit
import Evaluations
import FoundationModels

/// A section of the Dream Coffee quality benchmark (`dream-coffee --bench-quality`) as an
/// evaluation: a sample per prompt (a shift of customers, a player's line, a drink to judge, a
/// menu), the model's output as the subject, the checks a player would make (`QualityCheck`) as
/// pass/fail metrics whose rationales quote what failed, a model judge for what no rule can
/// score (an off-topic reply staying in character and turning back to coffee), and the mean of
/// each check, grouped under the section.
///
/// Extension of this project.
public struct QualityEvaluation: Evaluation {
    /// The section.
    public let section: QualitySample.Section
    /// The model under test.
    public let model: any LanguageModel
    /// The model that judges off-topic replies.
    public let judge: any LanguageModel
    /// The samples.
    public let samples: [QualitySample]

    /// Creates a section's evaluation.
    /// - Parameters:
    ///   - section: The section.
    ///   - model: The model under test.
    ///   - judge: The model that judges off-topic replies (the model under test when nil).
    ///   - seeds: The seeds: each gives the section's samples.
    public init(
        section: QualitySample.Section, model: any LanguageModel, judge: (any LanguageModel)? = nil, seeds: [UInt64]
    ) {
        self.init(
            section: section, model: model, judge: judge, samples: QualitySample.all(in: section, seeds: seeds))
    }

    /// Creates an evaluation of some samples, such as a slice of a section's.
    /// - Parameters:
    ///   - section: The section the samples are of.
    ///   - model: The model under test.
    ///   - judge: The model that judges off-topic replies (the model under test when nil).
    ///   - samples: The samples.
    public init(
        section: QualitySample.Section, model: any LanguageModel, judge: (any LanguageModel)? = nil,
        samples: [QualitySample]
    ) {
        self.section = section
        self.model = model
        self.judge = judge ?? model
        self.samples = samples
    }

    /// "Dream Coffee quality: " and the section.
    public var name: String { "Dream Coffee quality: \(section.rawValue)" }

    /// The samples.
    public var dataset: ArrayLoader<QualitySample> { ArrayLoader(samples: samples) }

    /// Runs the sample's prompt on the model, as the seed or the game does.
    /// - Parameter sample: The sample.
    /// - Returns: What the model wrote.
    /// - Throws: What the model throws.
    public func subject(from sample: QualitySample) async throws -> ModelSubject<QualityOutput> {
        ModelSubject(value: try await output(for: sample))
    }

    /// The rules of `QualityRules`, then the judge of off-topic replies; each gives an ignored
    /// result for a sample it does not apply to.
    public var evaluators: Evaluators {
        return QualityRules.evaluators + [OffTopicJudge(judge: judge)]  // a list, not the builder's block
    }

    /// The mean of each check that applies to the section, grouped under its name.
    /// - Parameter aggregator: Collects the means.
    public func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        let checks = Self.checks(in: section)
        aggregator.group(section.rawValue) { group in
            for check in checks { group.computeMean(of: check) }
        }
    }

    /// The checks of a section, in the table's order.
    /// - Parameter section: The section.
    /// - Returns: The metrics.
    public static func checks(in section: QualitySample.Section) -> [Metric] {
        let customers = [
            QualityRules.customerName, QualityRules.coffeeOrder, QualityRules.customerFields,
            QualityRules.distinctNames,
        ]
        let dialog = [QualityRules.inCharacter, QualityRules.offTopicSteered, OffTopicJudge.dimension.metric]
        switch section {
        case .seedPrompts: return customers + dialog
        case .gamePrompts: return customers + dialog + [QualityRules.judgingOrder, QualityRules.judgeFeedback]
        case .menu: return [QualityRules.menuDistinct, QualityRules.menuCosts, QualityRules.menuFields]
        }
    }
}
