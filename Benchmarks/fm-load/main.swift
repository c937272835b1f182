import CommandLineSupport
import Foundation
import FoundationModelsOpenAI

// fm-load: many sessions at once from one process against an OpenAI-compatible server on this
// machine. Bounded in requests and time; loopback only.
//
//   swift run fm-load --url http://127.0.0.1:8080/v1 [--model NAME] [--sessions 16] [--turns 2] [--time-limit 600]

do {
    guard let options = try LoadOptions(Array(CommandLine.arguments.dropFirst())) else { exit(0) }
    let report = try await LoadTest(options: options).run()
    print(report.summary)
    exit(report.invalid == 0 && report.failed == 0 ? 0 : 1)
} catch let error as UsageError {
    Terminal.error(error.message(program: "fm-load"))
    exit(UsageError.exitCode)
} catch {
    Terminal.error("fm-load: \(error)")
    exit(1)
}
