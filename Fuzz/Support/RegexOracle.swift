@testable import GuidedGeneration

/// Decides whether a regular expression finds a match in a string by plain backtracking over
/// its syntax tree: slow, but independent of the engine's automata, so it can check them.
final class RegexOracle {
    private let scalars: [UInt32]
    private var steps = 0
    private var depth = 0
    private static let stepLimit = 200_000
    private static let depthLimit = 600

    private struct GaveUp: Error {}

    private init(_ scalars: [UInt32]) {
        self.scalars = scalars
    }

    /// Whether the expression matches somewhere in the string (JSON Schema `pattern` rules).
    /// - Parameters:
    ///   - regex: The expression.
    ///   - text: The string's scalars.
    /// - Returns: The answer, or nil when the search ran too long to tell.
    static func finds(_ regex: RegexNode, in text: [Unicode.Scalar]) -> Bool? {
        let oracle = RegexOracle(text.map(\.value))
        do {
            for start in 0...text.count where try oracle.match(regex, start, { _ in true }) {
                return true
            }
            return false
        } catch {
            return nil
        }
    }

    private func match(_ node: RegexNode, _ position: Int, _ next: (Int) throws -> Bool) throws -> Bool {
        steps += 1
        depth += 1
        defer { depth -= 1 }
        guard steps < Self.stepLimit, depth < Self.depthLimit else { throw GaveUp() }
        switch node {
        case .empty:
            return try next(position)
        case .scalars(let set):
            return try position < scalars.count && set.contains(scalars[position]) && next(position + 1)
        case .startAnchor:
            return try position == 0 && next(position)
        case .endAnchor:
            return try position == scalars.count && next(position)
        case .alternation(let branches):
            for branch in branches where try match(branch, position, next) { return true }
            return false
        case .concatenation(let parts):
            return try sequence(parts[...], position, next)
        case .repetition(let inner, let minimum, let maximum):
            return try repeated(inner, minimum, maximum, count: 0, position, next)
        }
    }

    private func sequence(_ parts: ArraySlice<RegexNode>, _ position: Int, _ next: (Int) throws -> Bool) throws -> Bool
    {
        guard let first = parts.first else { return try next(position) }
        return try match(first, position) { try sequence(parts.dropFirst(), $0, next) }
    }

    /// Greedy repetition; once the minimum is met, an iteration must consume something.
    private func repeated(
        _ inner: RegexNode, _ minimum: Int, _ maximum: Int?, count: Int, _ position: Int,
        _ next: (Int) throws -> Bool
    ) throws -> Bool {
        if maximum.map({ count < $0 }) ?? true {
            let more = try match(inner, position) { end in
                guard count + 1 <= minimum || end > position else { return false }
                return try repeated(inner, minimum, maximum, count: count + 1, end, next)
            }
            if more { return true }
        }
        return try count >= minimum && next(position)
    }
}
