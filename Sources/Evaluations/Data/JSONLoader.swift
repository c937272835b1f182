import Foundation

/// A loader backed by a JSON file (an array of samples) or a JSON Lines file (a sample a line).
///
/// A record that does not decode as a sample is skipped with its reason; under `run(info:)` it
/// becomes a row of the result with a `SubjectInferenceError` that names the record and what was
/// wrong (Apple's logs it), so nothing is lost.
public struct JSONLoader<Sample: SampleProtocol>: Loader {
    /// The file.
    let url: URL

    /// Creates a loader backed by the JSON or JSON Lines file at the given URL.
    /// - Parameter url: The file. A file whose first non-blank character is `[` is a JSON array;
    ///   any other is JSON Lines, one sample a line (blank lines are skipped).
    public init(url: URL) {
        self.url = url
    }

    /// Reads the file and yields each sample that decodes.
    ///
    /// The sequence throws when the file cannot be read, or when a JSON array is not valid JSON.
    public var stream: any AsyncSequence<Sample, any Error> {
        let url = url
        return AsyncThrowingStream { continuation in
            do {
                var yielded = 0
                for record in try Self.records(in: Data(contentsOf: url), file: url.lastPathComponent) {
                    switch record {
                    case .sample(let sample):
                        continuation.yield(sample)
                        yielded += 1
                    case .skipped(let problem): DatasetProblems.report(problem, samplesBefore: yielded)
                    }
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
    }

    /// One record of the file.
    enum Record {
        case sample(Sample)
        case skipped(String)
    }

    /// The records of a file's contents.
    /// - Parameters:
    ///   - data: The contents.
    ///   - file: The file's name, for the reasons of skipped records.
    /// - Returns: The samples and the skipped records, in order.
    /// - Throws: A decoding error when the contents are a JSON array that is not valid JSON.
    static func records(in data: Data, file: String) throws -> [Record] {
        let decoder = JSONDecoder()
        let firstCharacter = data.first { !Set(" \t\r\n".utf8).contains($0) }
        guard firstCharacter != UInt8(ascii: "[") else {
            let elements = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [Any] ?? []
            return elements.enumerated().map { index, element in
                decode(
                    { try JSONSerialization.data(withJSONObject: element, options: [.fragmentsAllowed]) },
                    decoder, "\(file), element \(index)")
            }
        }
        var records: [Record] = []
        for (number, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where line.contains(where: { !Set(" \t\r".utf8).contains($0) }) {
            records.append(decode({ Data(line) }, decoder, "\(file), line \(number + 1)"))
        }
        return records
    }

    private static func decode(_ data: () throws -> Data, _ decoder: JSONDecoder, _ place: String) -> Record {
        do {
            return .sample(try decoder.decode(Sample.self, from: data()))
        } catch {
            return .skipped("\(place) is not a valid \(Sample.self): \(DecodingProblem.describe(error))")
        }
    }
}
