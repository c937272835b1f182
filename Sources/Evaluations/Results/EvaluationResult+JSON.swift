import Foundation
import TabularData

/// A results file's contents. Internal.
struct StoredResult: Codable {
    var evaluationID: String
    var resultID: UUID
    var startTime: Date
    var endTime: Date
    var info: [String: String]
    var summary: [AggregateMetric]
    var metricNames: [String]
    var results: [ResultRow]
    var runErrors: EvaluationRunErrors?
    var reportMetadata: [String: String]?

    /// Times to the millisecond, e.g. 2026-12-06T08:15:02.125Z.
    static let dateFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}

extension EvaluationResult {
    /// The result as JSON: its summary, every row (samples, subjects, expected values and metric
    /// results in their own JSON, so a result read back keeps its types), and the run's errors.
    /// - Parameters:
    ///   - includeReportMetadata: Whether to add `reportMetadata`.
    ///   - includeTranscripts: Whether to keep each row's transcript.
    ///   - jsonOptions: How to write the JSON.
    /// - Returns: The JSON.
    /// - Throws: An encoding error.
    public func jsonData(
        includeReportMetadata: Bool = false, includeTranscripts: Bool = false,
        jsonOptions: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys]
    ) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(StoredResult.dateFormat))
        }
        encoder.outputFormatting = [.withoutEscapingSlashes]
        if jsonOptions.contains(.prettyPrinted) { encoder.outputFormatting.insert(.prettyPrinted) }
        if jsonOptions.contains(.sortedKeys) { encoder.outputFormatting.insert(.sortedKeys) }
        let stored = StoredResult(
            evaluationID: evaluationID, resultID: resultID, startTime: startTime, endTime: endTime,
            info: evaluationInfo,
            summary: aggregates, metricNames: metricNames,
            results: includeTranscripts
                ? rows
                : rows.map {
                    var row = $0
                    row.transcript = nil
                    return row
                },
            runErrors: errors,
            reportMetadata: includeReportMetadata ? reportMetadata.mapValues { String(describing: $0) } : nil)
        return try encoder.encode(stored)
    }

    /// Saves the result as one JSON file in a folder.
    /// - Parameters:
    ///   - directory: The folder; created if missing.
    ///   - includeReportMetadata: Whether to add `reportMetadata`.
    ///   - includeTranscripts: Whether to keep each row's transcript.
    /// - Returns: The file, named after the evaluation and the result's identifier.
    /// - Throws: An encoding error, or an error writing the file.
    @discardableResult
    public func saveJSON(to directory: URL, includeReportMetadata: Bool = false, includeTranscripts: Bool = false)
        throws
        -> URL
    {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("\(evaluationID)-\(resultID.uuidString).json")
        let data = try jsonData(includeReportMetadata: includeReportMetadata, includeTranscripts: includeTranscripts)
        try data.write(to: url, options: .atomic)
        return url
    }

    /// Reads a result from JSON written by `jsonData` or `saveJSON(to:)`.
    /// - Parameter jsonData: The JSON.
    /// - Throws: `EvaluationResultsError.emptyJSONFile` or `.invalidJSONFormat`.
    public init(jsonData: Data) throws {
        guard jsonData.contains(where: { !Set(" \t\r\n".utf8).contains($0) }) else {
            throw EvaluationResultsError.emptyJSONFile
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = (try? StoredResult.dateFormat.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text))
            else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date"))
            }
            return date
        }
        guard let stored = try? decoder.decode(StoredResult.self, from: jsonData) else {
            throw EvaluationResultsError.invalidJSONFormat
        }
        self.init(
            detailed: Self.detailedFrame(
                rows: stored.results, metricNames: stored.metricNames, typedColumns: nil,
                transcripts: stored.results.contains { $0.transcript != nil }),
            evaluationInfo: stored.info, evaluationID: stored.evaluationID, resultID: stored.resultID,
            startTime: stored.startTime, endTime: stored.endTime, errors: stored.runErrors ?? .clean,
            aggregates: stored.summary, rows: stored.results, metricNames: stored.metricNames)
    }

    /// Reads a result from a file written by `saveJSON(to:)`.
    /// - Parameter url: The file.
    /// - Returns: The result.
    /// - Throws: `EvaluationResultsError.fileNotFound`, `.emptyJSONFile` or `.invalidJSONFormat`.
    public static func loadJSON(from url: URL) throws -> EvaluationResult {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw EvaluationResultsError.fileNotFound(url)
        }
        return try EvaluationResult(jsonData: data)
    }

    /// Reads results from a JSON Lines file written by `saveJSONLines(to:)`, one a line.
    /// - Parameter url: The file.
    /// - Returns: The results, in order.
    /// - Throws: `EvaluationResultsError.fileNotFound`, `.emptyJSONFile` or `.invalidJSONFormat`.
    public static func loadJSONLines(from url: URL) async throws -> [EvaluationResult] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw EvaluationResultsError.fileNotFound(url)
        }
        let lines = data.split(separator: UInt8(ascii: "\n")).filter { $0.contains { !Set(" \t\r".utf8).contains($0) } }
        guard !lines.isEmpty else { throw EvaluationResultsError.emptyJSONFile }
        return try lines.map { try EvaluationResult(jsonData: Data($0)) }
    }
}

extension Collection where Element == EvaluationResult {
    /// Saves the results as a JSON Lines file, one result a line.
    /// - Parameters:
    ///   - url: The file.
    ///   - includeReportMetadata: Whether to add each result's `reportMetadata`.
    ///   - includeTranscripts: Whether to keep each row's transcript.
    /// - Returns: The file.
    /// - Throws: An encoding error, or an error writing the file.
    @discardableResult
    public func saveJSONLines(to url: URL, includeReportMetadata: Bool = false, includeTranscripts: Bool = false) throws
        -> URL
    {
        var data = Data()
        for result in self {
            data += try result.jsonData(
                includeReportMetadata: includeReportMetadata, includeTranscripts: includeTranscripts,
                jsonOptions: [.sortedKeys])
            data.append(UInt8(ascii: "\n"))
        }
        try data.write(to: url, options: .atomic)
        return url
    }
}
