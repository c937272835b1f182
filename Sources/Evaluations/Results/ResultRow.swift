import Foundation

/// One sample's row of the results in the form a results file keeps. Internal.
struct ResultRow: Codable, Sendable {
    /// A metric's result.
    struct MetricRecord: Codable, Sendable {
        /// "passing", "failing", "scoring" or "ignore".
        var result: String
        /// The score, for "scoring".
        var score: Double?
        var rationale: String?
    }

    /// An evaluator's failure.
    struct EvaluatorFailure: Codable, Sendable {
        var evaluatorType: String
        var reason: String
    }

    var input: StoredJSON?
    var response: StoredJSON?
    var expected: StoredJSON?
    var metrics: [String: MetricRecord] = [:]
    var subjectInferenceError: String?
    var evaluatorErrors: [EvaluatorFailure]?
    var transcript: StoredJSON?
}

extension ResultRow.MetricRecord {
    /// The record of a metric's result.
    init(_ metric: Metric) {
        switch metric.value {
        case .passing: result = "passing"
        case .failing: result = "failing"
        case .scoring(let value): (result, score) = ("scoring", value.isFinite ? value : nil)
        case .ignore: result = "ignore"
        }
        rationale = metric.rationale
    }

    /// The metric's result.
    func metric(named name: String) -> Metric {
        let value: Metric.Value =
            switch result {
            case "passing": .passing
            case "failing": .failing
            case "scoring": .scoring(score ?? .nan)
            default: .ignore
            }
        return Metric(name: name, value: value, rationale: rationale)
    }
}

extension StoredJSON: Codable {
    /// Reads any JSON value and keeps its text.
    init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        json = String(decoding: try JSONEncoder.compact.encode(value), as: UTF8.self)
    }

    /// Writes the value as the JSON it is.
    func encode(to encoder: any Encoder) throws {
        try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)).encode(to: encoder)
    }

    /// A value's JSON; nil when it does not encode.
    init?(encoding value: some Encodable) {
        guard let data = try? JSONEncoder.compact.encode(value) else { return nil }
        json = String(decoding: data, as: UTF8.self)
    }
}

extension JSONEncoder {
    /// Compact JSON, keys sorted so that a file repeats.
    static var compact: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

/// Any JSON value, for carrying values whose type a results file does not know. Internal.
enum JSONValue: Codable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 {
                try container.encode(Int(value))
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
