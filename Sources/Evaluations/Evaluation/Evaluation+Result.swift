import Foundation
import TabularData

extension Evaluation {
    /// The result of a run's outcomes.
    /// - Parameters:
    ///   - outcomes: Each sample's outcome, in dataset order.
    ///   - problems: The dataset's records that were not samples, and how many samples came before each.
    ///   - info: Information to keep with the result.
    ///   - startTime: When the run started.
    ///   - transcripts: Whether the detailed results get a "Transcript" column.
    /// - Returns: The result.
    func makeResult(
        _ outcomes: [SampleOutcome<Self>], problems: [(samplesBefore: Int, reason: String)], info: [String: String],
        startTime: Date, transcripts: Bool
    ) -> EvaluationResult {
        // Rows in dataset order, a skipped record where it stood among the samples.
        var entries: [SampleOutcome<Self>?] = []
        var pending = problems[...]
        for (index, outcome) in outcomes.enumerated() {
            while let problem = pending.first, problem.samplesBefore <= index {
                entries.append(nil)
                pending.removeFirst()
            }
            entries.append(outcome)
        }
        entries += pending.map { _ in nil }
        var reasons = problems.map(\.reason)[...]

        var metricNames: [String] = []
        var rows: [ResultRow] = []
        for entry in entries {
            guard let outcome = entry else {
                rows.append(ResultRow(subjectInferenceError: "dataset: " + reasons.removeFirst()))
                continue
            }
            for metric in outcome.metrics where !metricNames.contains(metric.name) { metricNames.append(metric.name) }
            rows.append(row(of: outcome))
        }

        var aggregator = MetricsAggregator(
            values: Dictionary(
                uniqueKeysWithValues: metricNames.map { name in
                    (name, rows.compactMap { $0.metrics[name]?.metric(named: name).doubleValue })
                }))
        aggregateMetrics(using: &aggregator)

        let evaluatorFailures = entries.compactMap { $0?.evaluatorErrors }.joined()
        let errors = EvaluationRunErrors(
            inferenceFailureCount: rows.count(where: { $0.subjectInferenceError != nil }),
            evaluatorFailureCount: evaluatorFailures.count,
            failingEvaluatorTypes: Set(
                evaluatorFailures.map {
                    switch $0 {
                    case .failed(_, let type, _): type
                    }
                }),
            anyInferenceProduced: entries.contains { $0?.subject != nil },
            metricsNotFound: aggregator.missingMetrics)
        let typedColumns = [
            Column(name: inputColumn.name, contents: entries.map { $0?.sample }).eraseToAnyColumn(),
            Column(name: responseColumn.name, contents: entries.map { $0?.subject }).eraseToAnyColumn(),
            Column(name: expectedColumn.name, contents: entries.map { $0?.sample.expected ?? nil }).eraseToAnyColumn(),
        ]
        var detailed = EvaluationResult.detailedFrame(
            rows: rows, metricNames: metricNames, typedColumns: typedColumns, transcripts: transcripts)
        if detailed.containsColumn("EvaluatorErrors") {
            // Keep the evaluators themselves, which a file cannot.
            detailed["EvaluatorErrors", [EvaluatorError].self] = Column(
                name: "EvaluatorErrors",
                contents: entries.map { $0.flatMap { $0.evaluatorErrors.isEmpty ? nil : $0.evaluatorErrors } })
        }
        return EvaluationResult(
            detailed: detailed, evaluationInfo: info, evaluationID: name, startTime: startTime, endTime: Date(),
            errors: errors, aggregates: aggregator.aggregates, rows: rows, metricNames: metricNames)
    }

    /// A sample's row in the form a file keeps.
    private func row(of outcome: SampleOutcome<Self>) -> ResultRow {
        var row = ResultRow()
        row.input = StoredJSON(encoding: outcome.sample)
        if let subject = outcome.subject {
            let transcript = subject.transcript.map(StoredTranscript.init)
            row.response = StoredJSON(encoding: StoredSubject(value: subject.value, transcript: transcript))
            row.transcript = transcript.flatMap { StoredJSON(encoding: $0) }
        }
        if let expected = outcome.sample.expected as? any Encodable { row.expected = StoredJSON(encoding: expected) }
        for metric in outcome.metrics { row.metrics[metric.name] = ResultRow.MetricRecord(metric) }
        row.subjectInferenceError = outcome.inferenceError
        if !outcome.evaluatorErrors.isEmpty {
            row.evaluatorErrors = outcome.evaluatorErrors.map { error in
                switch error {
                case .failed(_, let type, let reason): ResultRow.EvaluatorFailure(evaluatorType: type, reason: reason)
                }
            }
        }
        return row
    }
}

/// A subject as a file keeps it: its value and transcript. Internal.
struct StoredSubject<Value: Codable>: Codable {
    let value: Value
    let transcript: StoredTranscript?
}

/// A type that a results file's JSON can be read back as, though it is not `Decodable`. Internal.
protocol StoredValueDecodable {
    /// The value of a file's JSON, or nil when it is not one.
    static func decodeStored(_ data: Data) -> Self?
}

extension ModelSubject: StoredValueDecodable {
    static func decodeStored(_ data: Data) -> Self? {
        guard let stored = try? JSONDecoder().decode(StoredSubject<Value>.self, from: data) else { return nil }
        return ModelSubject(value: stored.value, transcript: stored.transcript?.transcript)
    }
}
