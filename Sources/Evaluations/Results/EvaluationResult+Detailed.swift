import TabularData

extension EvaluationResult {
    /// The detailed table of rows.
    /// - Parameters:
    ///   - rows: The rows.
    ///   - metricNames: The metrics' names, in column order.
    ///   - typedColumns: The "Input", "Response" and "Expected" columns with their own types; nil
    ///     keeps them as JSON, decoded when a `ResultColumn` reads them.
    ///   - transcripts: Whether to add the "Transcript" column.
    /// - Returns: The table.
    static func detailedFrame(
        rows: [ResultRow], metricNames: [String], typedColumns: [AnyColumn]?, transcripts: Bool
    ) -> DataFrame {
        var frame = DataFrame()
        if let typedColumns {
            for column in typedColumns { frame.append(column: column) }
        } else {
            let stored: [(String, KeyPath<ResultRow, StoredJSON?>)] = [
                ("Input", \.input), ("Response", \.response), ("Expected", \.expected),
            ]
            for (name, value) in stored {
                frame.append(column: Column(name: name, contents: rows.map { $0[keyPath: value] }))
            }
        }
        for name in metricNames {
            frame.append(column: Column(name: name, contents: rows.map { $0.metrics[name]?.metric(named: name) }))
        }
        if rows.contains(where: { $0.subjectInferenceError != nil }) {
            let errors = rows.map { $0.subjectInferenceError.map { SubjectInferenceError.failed(reason: $0) } }
            frame.append(column: Column(name: "SubjectInferenceError", contents: errors))
        }
        if rows.contains(where: { $0.evaluatorErrors != nil }) {
            let errors = rows.map { row in
                row.evaluatorErrors?.map {
                    EvaluatorError.failed(evaluator: nil, evaluatorType: $0.evaluatorType, reason: $0.reason)
                }
            }
            frame.append(column: Column(name: "EvaluatorErrors", contents: errors))
        }
        if transcripts {
            let values = rows.map { $0.transcript?.decode(as: StoredTranscript.self)?.transcript }
            frame.append(column: Column(name: "Transcript", contents: values))
        }
        return frame
    }
}
