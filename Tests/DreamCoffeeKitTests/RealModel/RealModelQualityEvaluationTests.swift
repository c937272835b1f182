import DreamCoffeeQuality
import Evaluations
import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import DreamCoffeeKit

/// A slice of each section of the quality benchmark on the fast tier, judged by the same model:
/// whatever the model writes, every prompt gives an output, every rule and the judge give a
/// result, and the report prints every check.
@Suite("Real model: the quality benchmark's evaluations", .serialized, .tags(.model), .needsModel)
struct RealModelQualityEvaluationTests {
    static let model = SystemLanguageModel.default

    /// A menu of three ingredients: fewer dishes than the benchmark's ten, so fewer tokens.
    static let smallMenu = MenuCase(
        cuisine: "Italian", meal: MenuCase.all[0].meal, ingredients: ["tomato", "basil", "pasta"])

    /// An off-topic line (the judge scores its reply).
    static let offTopic = QualitySample.playerLines[2]

    static func evaluation(_ section: QualitySample.Section, _ tasks: [QualitySample.Task]) -> QualityEvaluation {
        QualityEvaluation(
            section: section, model: model,
            samples: tasks.map { QualitySample(section: section, task: $0, seed: 1) })
    }

    @Test(
        .evaluates(
            RealModelQualityEvaluationTests.evaluation(
                .seedPrompts,
                [.customers, .dialog(character: "Barista", line: RealModelQualityEvaluationTests.offTopic)])))
    func seedPrompts() throws {
        try Self.expectEveryCheck(of: .seedPrompts)
    }

    @Test(
        .evaluates(
            RealModelQualityEvaluationTests.evaluation(
                .gamePrompts,
                [.dialog(character: "Lisa", line: RealModelQualityEvaluationTests.offTopic), .judging(index: 0)])))
    func gamePrompts() throws {
        try Self.expectEveryCheck(of: .gamePrompts)
    }

    @Test(
        .evaluates(
            RealModelQualityEvaluationTests.evaluation(.menu, [.menu(RealModelQualityEvaluationTests.smallMenu)])))
    func menu() throws {
        try Self.expectEveryCheck(of: .menu)
    }

    /// Every sample has an output, no rule or judge failed, and every check of the section has
    /// its column and its mean.
    static func expectEveryCheck(of section: QualitySample.Section) throws {
        #expect(model.isAvailable, "run scripts/setup to install the model")
        let result = EvaluationContext.current.result
        #expect(!result.errors.hasFailures, "\(result.groupedSummary)")
        for check in QualityEvaluation.checks(in: section) {
            #expect(result.detailed.containsColumn(check.name), "\(check.name)")
            #expect(result.summary.containsColumn(AggregationOperation.mean(of: check).label), "\(check.name)")
        }
        if section != .menu {
            let judged = result.detailed[metric: OffTopicJudge.dimension.metric].compactMap { $0?.doubleValue }
            #expect(judged.count == 1 && [0, 1].contains(judged[0]), "the judge scored the off-topic reply")
        }
        var report = QualityReport()
        report.add(result, of: section, model: "fast")
        let table = report.table(models: ["fast"])
        print(table.joined(separator: "\n"))
        print(report.failures(models: ["fast"]).joined(separator: "\n"))
        #expect(table.count == 1 + QualityEvaluation.checks(in: section).count + 2)
    }
}
