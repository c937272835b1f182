import DreamCoffeeQuality
import Evaluations
import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import DreamCoffeeKit

/// The quality benchmark's evaluation on the game's scripted model: the rules' metrics and
/// rationales, the judge's, and the report printed from the results.
@Suite("Quality evaluation: rules, judge and report")
struct QualityEvaluationTests {
    /// A judge that fails every reply.
    static let judge = ScriptedModel { _ in
        .text(#"{"off-topic reply judged in character": {"rationale": "It never mentions coffee.", "score": "fail"}}"#)
    }

    static func gamePrompts() async throws -> EvaluationResult {
        let evaluation = QualityEvaluation(
            section: .gamePrompts, model: ScriptedModel(Canned.gameRule()), judge: judge, seeds: [1])
        return try await evaluation.run()
    }

    /// Every rule's result for an output.
    static func rules(
        _ output: QualityOutput,
        for sample: QualitySample = QualitySample(section: .menu, task: .menu(MenuCase.all[0]), seed: 0)
    ) async throws -> [String: Metric] {
        var metrics: [String: Metric] = [:]
        for evaluator in QualityRules.evaluators {
            for metric in try await evaluator.metrics(subject: ModelSubject(value: output), input: sample) {
                metrics[metric.name] = metric
            }
        }
        return metrics
    }

    @Test("A section's samples: a shift, each line to each character, each judging case")
    func samples() {
        let game = QualitySample.all(in: .gamePrompts, seeds: [1, 2])
        #expect(game.count == 2 * (1 + 2 * QualitySample.playerLines.count + JudgingCase.all.count))
        let menus = QualitySample.all(in: .menu, seeds: [1, 2, 3])
        #expect(menus.map(\.seed) == [1, 2, 3])
        #expect(menus.map(\.task) == [1, 2, 0].map { .menu(MenuCase.all[$0]) })
        #expect(game.count(where: \.isOffTopicLine) == 2 * 2 * 2)
    }

    @Test("A rule fails with the text that failed, and ignores what it does not check")
    func rules() async throws {
        let dish = QualityOutput.Dish(name: "Pasta", description: "Fresh pasta with", ingredients: ["basil"], cost: 12)
        let other = QualityOutput.Dish(name: "pasta", description: "Fresh pasta.", ingredients: ["basil"], cost: 12)
        let menu = try await Self.rules(.menu([dish, other]))
        #expect(menu[QualityRules.menuDistinct.name]?.value == .failing)
        #expect(menu[QualityRules.menuDistinct.name]?.rationale == "Pasta, pasta")
        #expect(menu[QualityRules.menuCosts.name]?.rationale == "12, 12")
        #expect(menu[QualityRules.menuFields.name]?.rationale == "Pasta: Fresh pasta with [basil]")
        #expect(menu[QualityRules.customerName.name]?.value == .ignore)
        let customers = try await Self.rules(
            .customers([
                .init(name: "Luna", order: "a hot mocha", picture: "an owl"),
                .init(name: "text", order: "a soup", picture: "a frog and"),
            ]))
        #expect(customers[QualityRules.customerName.name]?.rationale == "text")
        #expect(customers[QualityRules.coffeeOrder.name]?.rationale == "a soup")
        #expect(customers[QualityRules.customerFields.name]?.rationale == "text | a soup | a frog and")
        #expect(customers[QualityRules.distinctNames.name]?.value == .passing)
        #expect(customers[QualityRules.inCharacter.name]?.value == .ignore)
    }

    @Test("The game's prompts on the scripted model: every check, the judge's verdict, no error")
    func gamePrompts() async throws {
        let result = try await Self.gamePrompts()
        #expect(!result.errors.hasFailures, "\(result.groupedSummary)")
        for check in QualityEvaluation.checks(in: .gamePrompts) {
            #expect(result.aggregateValue(.mean(of: check)) >= 0, "\(check.name)")
        }
        #expect(result.aggregateValue(.mean(of: QualityRules.customerName)) == 1)
        #expect(result.aggregateValue(.mean(of: QualityRules.distinctNames)) == 1)
        // The script's customers are satisfied with any drink.
        #expect(result.aggregateValue(.mean(of: QualityRules.judgingOrder)) == 0)
        let judged = result.detailed[metric: OffTopicJudge.dimension.metric].compactMap { $0 }
            .filter { $0.value != .ignore }
        #expect(judged.count == 4)
        #expect(judged.allSatisfy { $0.doubleValue == 0 && $0.rationale == "It never mentions coffee." })
    }

    @Test("The report puts the models side by side and quotes failures")
    func report() async throws {
        let result = try await Self.gamePrompts()
        var report = QualityReport()
        report.add(result, of: .gamePrompts, model: "scripted")
        let table = report.table(models: ["scripted", "absent"])
        let order = try #require(table.first { $0.contains(QualityRules.judgingOrder.name) })
        #expect(order.contains("0/2") && order.hasSuffix("-" + String(repeating: " ", count: 13)))
        let name = try #require(table.first { $0.contains(QualityRules.customerName.name) })
        #expect(name.contains("1/1"))
        #expect(table.last?.hasPrefix("total") == true)
        let failures = report.failures(models: ["scripted"])
        #expect(failures.contains { $0.hasPrefix("scripted · game prompts · judging: matching drink scores higher: ") })
        #expect(failures.count { $0.contains(OffTopicJudge.dimension.name) } == 3)
    }
}
