import DreamCoffeeKit
import DreamCoffeeWeb
import Foundation
import FoundationModels

// Dream Coffee: the terminal game, or the browser game with --web (DreamCoffeeWeb). The game
// lives in DreamCoffeeKit; this only hands over the command line and exits with the game's
// status. --bench-quality runs the quality benchmark's evaluations (DreamCoffeeQuality).
let arguments = Array(CommandLine.arguments.dropFirst())
if let options = try? ProgramOptions(parsing: arguments), options.benchQuality, !options.help {
    let folder = SystemLanguageModel.defaultModelURL.deletingLastPathComponent()
    let models: [(name: String, url: URL)] =
        options.model.map { [(name: URL(fileURLWithPath: $0).lastPathComponent, url: URL(fileURLWithPath: $0))] }
        ?? [
            ("0.5B", SystemLanguageModel.fastModelURL),
            ("1.5B", folder.appendingPathComponent("qwen2.5-coder-1.5b-instruct-q4_k_m.gguf")),
        ]
    let seeds = (0..<UInt64(options.seeds)).map { options.seed + $0 }
    let judge = folder.appendingPathComponent("qwen2.5-coder-1.5b-instruct-q4_k_m.gguf")
    exit(await QualityBenchmark.run(models: models, judge: judge, seeds: seeds))
}
exit(await DreamCoffeeProgram.main(arguments: arguments, web: WebProgram.run))
