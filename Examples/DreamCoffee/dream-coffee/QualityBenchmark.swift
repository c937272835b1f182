import DreamCoffeeQuality
import Evaluations
import Foundation
import FoundationModels

/// `dream-coffee --bench-quality`: what a player reads, scored. For each installed model (the
/// 0.5B fast tier and the 1.5B) it runs each section's `QualityEvaluation` over the seeds (the
/// seed's own prompts, this game's, and menu-maker's), and prints one table with the models side
/// by side from the results, then a few failures of each check with their rationales.
///
/// Extension of this project.
enum QualityBenchmark {
    /// Runs the benchmark and prints the table.
    /// - Parameters:
    ///   - models: Short names and model files.
    ///   - judge: The model file that judges off-topic replies (each model judges itself when
    ///     this one is not installed).
    ///   - seeds: The seeds.
    /// - Returns: The exit status: 0, or 1 when a section's dataset could not be read.
    static func run(models: [(name: String, url: URL)], judge: URL, seeds: [UInt64]) async -> Int32 {
        var report = QualityReport()
        let judgeModel = SystemLanguageModel(url: judge)
        print("judge of off-topic replies: \(judgeModel.isAvailable ? judge.lastPathComponent : "each model itself")")
        for (name, url) in models {
            let model = SystemLanguageModel(url: url)
            guard model.isAvailable else {
                print("\(name): not installed at \(url.path); run scripts/setup")
                continue
            }
            for section in QualitySample.Section.allCases {
                let start = ContinuousClock.now
                let evaluation = QualityEvaluation(
                    section: section, model: model, judge: judgeModel.isAvailable ? judgeModel : nil, seeds: seeds)
                do {
                    let result = try await evaluation.run(info: ["model": name, "section": section.rawValue])
                    report.add(result, of: section, model: name)
                    print("\(name) \(section.rawValue): done in \(ContinuousClock.now - start)")
                } catch {
                    print("\(name) \(section.rawValue): \(error.localizedDescription)")
                    return 1
                }
            }
        }
        let names = models.map(\.name)
        print("Dream Coffee quality (\(seeds.count) seed\(seeds.count == 1 ? "" : "s"))")
        for line in report.table(models: names) { print(line) }
        print("Failures (up to 3 per check and model):")
        for line in report.failures(models: names) { print("  " + line) }
        return 0
    }
}
