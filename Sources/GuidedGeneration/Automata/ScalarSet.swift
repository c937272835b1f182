/// A set of Unicode scalar values as sorted, disjoint, non-adjacent closed ranges.
/// Surrogate code points (U+D800–U+DFFF) are never members.
struct ScalarSet: Sendable, Hashable {
    private(set) var ranges: [ClosedRange<UInt32>]

    static let maxScalar: UInt32 = 0x10FFFF
    static let empty = ScalarSet(normalized: [])
    static let all = ScalarSet(normalized: [0...0xD7FF, 0xE000...0x10FFFF])
    static let digits = ScalarSet([0x30...0x39])
    static let word = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    static let space = ScalarSet([
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
        0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])
    /// What `.` matches in ECMAScript: everything but line terminators.
    static let dot = ScalarSet([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029]).inverted

    private init(normalized: [ClosedRange<UInt32>]) { ranges = normalized }

    /// Creates a set from any ranges (overlapping, unsorted, including surrogates).
    init(_ input: [ClosedRange<UInt32>]) {
        let sorted = input.filter { $0.lowerBound <= Self.maxScalar }
            .map { $0.lowerBound...min($0.upperBound, Self.maxScalar) }
            .sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt32>] = []
        for range in sorted {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        var result: [ClosedRange<UInt32>] = []
        for range in merged {
            if range.upperBound < 0xD800 || range.lowerBound > 0xDFFF {
                result.append(range)
                continue
            }
            if range.lowerBound < 0xD800 { result.append(range.lowerBound...0xD7FF) }
            if range.upperBound > 0xDFFF { result.append(0xE000...range.upperBound) }
        }
        ranges = result
    }

    /// A set of one scalar.
    init(scalar: UInt32) { self.init([scalar...scalar]) }

    var isEmpty: Bool { ranges.isEmpty }

    /// Every scalar not in this set.
    var inverted: ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= Self.maxScalar { result.append(next...Self.maxScalar) }
        return ScalarSet(result)
    }

    /// The union of two sets.
    func union(_ other: ScalarSet) -> ScalarSet { ScalarSet(ranges + other.ranges) }

    /// Whether the set contains the scalar.
    func contains(_ scalar: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < scalar { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].lowerBound <= scalar
    }
}
