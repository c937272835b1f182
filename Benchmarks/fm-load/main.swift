import Foundation
import FoundationModelsOpenAI

// fm-load: many sessions at once from one process against an OpenAI-compatible server on this
// machine. Bounded in requests and time; loopback only.
//
//   swift run fm-load --url http://127.0.0.1:8080/v1 [--model NAME] [--sessions 16] [--turns 2] [--time-limit 600]

do {
    let options = try LoadOptions(CommandLine.arguments.dropFirst())
    let report = try await LoadTest(options: options).run()
    print(report.summary)
    exit(report.invalid == 0 && report.failed == 0 ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("fm-load: \(error)\n".utf8))
    exit(2)
}
