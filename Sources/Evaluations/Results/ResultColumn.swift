import Foundation
import TabularData

/// A typed name of a column of the detailed results, such as an evaluation's `inputColumn`.
public struct ResultColumn<Value>: Sendable {
    /// The column's name.
    public let name: String

    /// A typed column name.
    /// - Parameter name: The column's name.
    public init(name: String) {
        self.name = name
    }

    /// The column of the samples.
    static var inputName: String { "Input" }
    /// The column of the subjects.
    static var responseName: String { "Response" }
    /// The column of the samples' expected values.
    static var expectedName: String { "Expected" }
}

/// A value of a results file that keeps its JSON until it is read as a type. Internal.
struct StoredJSON: Sendable, CustomStringConvertible {
    /// The value's compact JSON.
    let json: String

    var description: String { json }

    /// Decodes the value.
    func decode<T>(as type: T.Type) -> T? {
        if let stored = type as? any StoredValueDecodable.Type { return stored.decodeStored(Data(json.utf8)) as? T }
        guard let decodable = type as? any Decodable.Type else { return nil }
        return (try? JSONDecoder().decode(decodable, from: Data(json.utf8))) as? T
    }
}

extension DataFrame {
    /// The typed column of the detailed results that a result column names.
    ///
    /// A result read back from JSON decodes the column's values as the type here.
    /// - Parameter column: The column's typed name.
    public subscript<T>(column: ResultColumn<T>) -> Column<T> {
        let found = self[column.name]
        if found.wrappedElementType == T.self { return found.assumingType(T.self) }
        if found.wrappedElementType == StoredJSON.self {
            return Column(
                name: column.name, contents: found.assumingType(StoredJSON.self).map { $0?.decode(as: T.self) })
        }
        return found.assumingType(T.self)
    }

    /// The column of a metric's results.
    /// - Parameter metric: The metric; its name is the column's.
    public subscript(metric metric: Metric) -> Column<Metric> {
        self[metric.name, Metric.self]
    }
}
