import Foundation
import Testing

@testable import Evaluations

/// Each test's files are removed after it.
@Suite final class JSONLoaderTests {
    private var files: [URL] = []

    deinit { for url in files { try? FileManager.default.removeItem(at: url) } }

    func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dataset-\(UUID().uuidString).jsonl")
        try Data(text.utf8).write(to: url)
        files.append(url)
        return url
    }

    func samples(_ loader: JSONLoader<ModelSample<Int>>) async throws -> [ModelSample<Int>] {
        var samples: [ModelSample<Int>] = []
        for try await sample in loader.stream { samples.append(sample) }
        return samples
    }

    @Test func jsonLinesAndAnArrayReadTheSame() async throws {
        let lines = try file(
            """
            {"prompt": "1+1", "expected": 2}

            {"prompt": "2+2", "expected": 4, "instructions": "Answer with a number."}
            """)
        let array = try file(
            #"  [{"prompt": "1+1", "expected": 2}, {"prompt": "2+2", "expected": 4, "instructions": "Answer with a number."}]"#
        )
        for url in [lines, array] {
            let read = try await samples(JSONLoader(url: url))
            #expect(read.map(\.promptDescription) == ["1+1", "2+2"])
            #expect(read.map(\.expected) == [2, 4])
            #expect(read[1].instructionsDescription == "Answer with a number.")
        }
    }

    @Test func aMalformedLineBecomesARowWithItsReason() async throws {
        let url = try file(
            """
            {"prompt": "1+1", "expected": 2}
            {"prompt": "2+2", "expected": "four"}
            not json
            {"prompt": "3+3", "expected": 6}
            {"expected": 1}
            """)
        let evaluation = FileSumEvaluation(dataset: JSONLoader(url: url))
        let result = try await evaluation.run()
        let errors = result.detailed["SubjectInferenceError", SubjectInferenceError.self]
        #expect(result.detailed.shape.rows == 5)
        #expect(errors.map { $0 == nil } == [true, false, false, true, false])
        let reasons = errors.compactMap { $0?.localizedDescription }
        #expect(reasons[0].contains("line 2") && reasons[0].contains("expected Int at expected"))
        #expect(reasons[1].contains("line 3") && reasons[1].contains("not valid JSON"))
        #expect(reasons[2].contains("line 5") && reasons[2].contains("missing \"prompt\""))
        #expect(result.detailed[evaluation.responseColumn].map { $0?.value } == [2, nil, nil, 6, nil])
        #expect(result.errors.inferenceFailureCount == 3)
        #expect(result.aggregateValue(.mean(of: evaluation.correct)) == 1)
    }

    @Test func aMissingFileThrows() async throws {
        let evaluation = FileSumEvaluation(dataset: JSONLoader(url: URL(fileURLWithPath: "/nonexistent/data.jsonl")))
        await #expect(throws: (any Error).self) { try await evaluation.run() }
    }
}

/// Sums read from a file.
struct FileSumEvaluation: Evaluation {
    let dataset: JSONLoader<ModelSample<Int>>
    let correct = Metric("Correct")

    func subject(from sample: ModelSample<Int>) async throws -> ModelSubject<Int> {
        ModelSubject(value: SumEvaluation.sum(sample))
    }

    var evaluators: Evaluators {
        Evaluator { sample, subject in subject.value == sample.expected ? correct.passing() : correct.failing() }
    }

    func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        aggregator.computeMean(of: correct)
    }
}
