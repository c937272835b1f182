import LlamaRuntime
import Synchronization

/// The KV caches of prompts that conversations on one model started with, shared across
/// conversations: a new session whose prompt begins like a cached one (the same instructions,
/// the same examples) restores the cache and decodes only the rest. Extension of this project;
/// llama-server and vLLM call it prefix caching.
///
/// Only a conversation's first prompt is kept (later turns are its own), the most recently
/// used first, within a memory budget.
final class PromptCache: Sendable {
    /// A cached prompt must spare at least this many tokens to be worth restoring or keeping.
    static let minimumTokens = 48
    /// Prompts longer than this are not kept.
    static let maximumTokens = 2048

    private let byteBudget: Int
    private let entries = Mutex<[LlamaSnapshot]>([])

    /// - Parameter byteBudget: the memory all snapshots may take together.
    init(byteBudget: Int = 64 << 20) {
        self.byteBudget = byteBudget
    }

    /// The cached prompt that shares the longest prefix with `tokens`, if it shares more than
    /// `current` tokens by at least `minimumTokens`.
    func bestMatch(for tokens: [LlamaToken], beyond current: Int) -> LlamaSnapshot? {
        entries.withLock { entries in
            var best: (index: Int, common: Int)?
            for (index, entry) in entries.enumerated() {
                let common = zip(entry.tokens, tokens).prefix { $0 == $1 }.count
                if common >= current + Self.minimumTokens, common > (best?.common ?? 0) { best = (index, common) }
            }
            guard let best else { return nil }
            let entry = entries.remove(at: best.index)
            entries.insert(entry, at: 0)
            return entry
        }
    }

    /// Keeps the cache of a conversation's first prompt, in place of any cached prompt it extends.
    func store(_ snapshot: LlamaSnapshot) {
        guard snapshot.tokens.count >= Self.minimumTokens, snapshot.tokens.count <= Self.maximumTokens,
            snapshot.byteCount <= byteBudget
        else { return }
        entries.withLock { entries in
            entries.removeAll { snapshot.tokens.starts(with: $0.tokens) }
            entries.insert(snapshot, at: 0)
            var total = 0
            entries = Array(
                entries.prefix {
                    total += $0.byteCount
                    return total <= byteBudget
                })
        }
    }

    /// The number of cached prompts.
    var count: Int { entries.withLock { $0.count } }
}
