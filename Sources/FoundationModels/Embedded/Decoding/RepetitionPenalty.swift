import Foundation
import LlamaRuntime

/// Keeps a structured response's free text from looping before it loops: a DRY-style
/// ("don't repeat yourself") penalty on the token that would continue a sequence the
/// response's strings have already written.
///
/// It sees only the tokens written inside strings (a separator stands between two strings, so
/// a match never spans one), and the loop applies it only while the grammar is inside a string,
/// the same way under greedy, top-k and nucleus sampling: keys, numbers and choices are never
/// touched. A token that would extend a repeat of `n` tokens (`n` ≥ `allowedLength`) loses
/// `multiplier · base^(n − allowedLength)` from its logit, so a short echo costs little and a
/// loop soon costs more than any continuation is worth.
struct RepetitionPenalty {
    /// The string tokens so far; `separator` between strings.
    private(set) var history: [LlamaToken] = []
    var multiplier: Float = 0.8
    var base: Float = 1.75
    var allowedLength = 2
    /// How many recent tokens are searched.
    var window = 384

    private static let separator: LlamaToken = -1

    /// Records a token written inside a string.
    mutating func record(_ token: LlamaToken) {
        history.append(token)
    }

    /// Marks the end of a string (or structural text): no repeat is matched across it.
    mutating func endString() {
        if let last = history.last, last != Self.separator { history.append(Self.separator) }
    }

    /// Forgets the tokens after the first `count` (the loop rolled back).
    mutating func truncate(to count: Int) {
        if count < history.count { history.removeSubrange(count...) }
    }

    /// The penalty of each token that would continue a repeat now.
    func penalties() -> [LlamaToken: Float] {
        let n = history.count
        guard n > allowedLength, history[n - 1] != Self.separator else { return [:] }
        var result: [LlamaToken: Float] = [:]
        let start = max(1, n - window)
        for j in start..<n where history[j] != Self.separator {
            // The length of the common suffix of history[..<j] and history[..<n].
            var length = 0
            while length < 30, j - 1 - length >= 0, history[j - 1 - length] == history[n - 1 - length],
                history[j - 1 - length] != Self.separator
            {
                length += 1
            }
            guard length >= allowedLength else { continue }
            let penalty = multiplier * pow(base, Float(length - allowedLength))
            result[history[j]] = max(result[history[j]] ?? 0, penalty)
        }
        return result
    }

    /// The logits with the penalties subtracted, or nil when no token is penalized.
    func adjusted(_ logits: UnsafeBufferPointer<Float>) -> [Float]? {
        let penalties = penalties()
        guard !penalties.isEmpty else { return nil }
        var copy = Array(logits)
        for (token, penalty) in penalties where token < copy.count { copy[token] -= penalty }
        return copy
    }
}
