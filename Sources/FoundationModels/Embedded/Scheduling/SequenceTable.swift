import LlamaRuntime

/// The KV sequences of a shared context and which one a request takes: the idle sequence whose
/// tokens its prompt continues (as llama-server's slots do), so a follow-up turn decodes only
/// its new tokens, whichever session it comes from; else an empty sequence (which then copies
/// the longest prefix any sequence holds, such as shared instructions); else the idle sequence
/// sharing the most, least recently used first. A sequence holding another conversation is never
/// taken while an empty one is left, so two conversations with the same instructions keep theirs.
///
/// It is also the scheduler's model of the KV cache's cells, so that room is planned before a
/// decode rather than found missing by one: a decoded token takes a new cell; a prefix copied to
/// another sequence shares its cells (as `llama_memory_seq_cp` does); a cell is free once no
/// sequence holds it.
struct SequenceTable {
    struct Entry {
        /// What the sequence holds in the KV cache (or, while a prewarm runs, will hold).
        fileprivate(set) var tokens: [LlamaToken] = []
        /// The cells holding `tokens`, by position.
        fileprivate var cells: [Int] = []
        /// Whether a request holds the sequence.
        var busy = false
        /// The prewarm holding the sequence, which a request that continues it cancels.
        var prewarm: CancelFlag?
        var lastUsed: UInt64 = 0
    }

    /// What a request gets.
    enum Choice: Equatable {
        /// The sequence with this id, now busy.
        case take(Int32)
        /// Nothing yet: wait for a release and choose again.
        case wait
    }

    private(set) var entries: [Entry]
    private var clock: UInt64 = 0
    /// How many sequences hold each cell in use.
    private var holders: [Int: Int] = [:]
    private var nextCell = 0

    /// - Parameter count: the number of sequences.
    init(count: Int) {
        entries = Array(repeating: Entry(), count: count)
    }

    /// Chooses a sequence for a request whose prompt is `tokens`; a prewarm holding the one it
    /// continues is cancelled, and the request waits for it.
    mutating func choose(for tokens: [LlamaToken], prewarm: CancelFlag? = nil) -> Choice {
        clock += 1
        func shared(_ index: Int) -> Int { zip(entries[index].tokens, tokens).prefix { $0 == $1 }.count }
        func fewer(_ a: Int, _ b: Int) -> Bool {
            (shared(a), entries[b].lastUsed) < (shared(b), entries[a].lastUsed)
        }
        let continuing = entries.indices.filter {
            (!entries[$0].busy || entries[$0].prewarm != nil)
                && Self.continues(shared: shared($0), held: entries[$0].tokens.count)
        }
        let chosen: Int
        if let best = continuing.max(by: fewer) {
            if entries[best].busy {
                entries[best].prewarm?.cancel()
                return .wait
            }
            chosen = best
        } else if let empty = entries.indices.first(where: { !entries[$0].busy && entries[$0].tokens.isEmpty }) {
            chosen = empty
        } else if let idle = entries.indices.filter({ !entries[$0].busy }).max(by: fewer) {
            chosen = idle
        } else {
            return .wait
        }
        entries[chosen].busy = true
        entries[chosen].prewarm = prewarm
        entries[chosen].lastUsed = clock
        return .take(Int32(chosen))
    }

    /// Whether a prompt continues what a sequence holds: it shares (nearly) all of its tokens,
    /// so taking it loses nothing, and only what is new is decoded. (The end of the last
    /// response may be tokenized differently once the transcript renders it.)
    static func continues(shared: Int, held: Int) -> Bool {
        shared > 0 && shared * 10 >= held * 9
    }

    /// Gives a sequence back.
    mutating func release(_ id: Int32) {
        entries[Int(id)].busy = false
        entries[Int(id)].prewarm = nil
    }

    /// The idle sequences holding tokens, least recently used first: those to evict when the
    /// cache is full.
    var evictable: [Int32] {
        entries.indices.filter { !entries[$0].busy && !entries[$0].tokens.isEmpty }
            .sorted { entries[$0].lastUsed < entries[$1].lastUsed }.map(Int32.init)
    }

    /// The sequence, other than `id`, holding the longest prefix of `tokens`, and its length.
    func longestPrefix(of tokens: [LlamaToken], besides id: Int32) -> (id: Int32, count: Int)? {
        var best: (id: Int32, count: Int)?
        for index in entries.indices where index != Int(id) {
            let count = zip(entries[index].tokens, tokens).prefix { $0 == $1 }.count
            if count > (best?.count ?? 0) { best = (Int32(index), count) }
        }
        return best
    }

    /// The cells in use.
    var usedCells: Int { holders.count }

    /// Records tokens decoded at the end of a sequence: each takes a new cell.
    mutating func append(_ tokens: some Collection<LlamaToken>, to id: Int32) {
        entries[Int(id)].tokens += tokens
        for _ in tokens {
            entries[Int(id)].cells.append(nextCell)
            holders[nextCell] = 1
            nextCell += 1
        }
    }

    /// Drops a sequence's tokens from position `count` on.
    mutating func truncate(_ id: Int32, to count: Int) {
        let index = Int(id)
        guard count < entries[index].tokens.count else { return }
        for cell in entries[index].cells[count...] { drop(cell) }
        entries[index].tokens.removeSubrange(count...)
        entries[index].cells.removeSubrange(count...)
    }

    /// Makes `target` hold the first `count` tokens of `source`, sharing their cells.
    mutating func copy(_ count: Int, of source: Int32, to target: Int32) {
        truncate(target, to: 0)
        let (tokens, cells) = (entries[Int(source)].tokens.prefix(count), entries[Int(source)].cells.prefix(count))
        for cell in cells { holders[cell, default: 0] += 1 }
        entries[Int(target)].tokens = Array(tokens)
        entries[Int(target)].cells = Array(cells)
    }

    /// How many cells emptying a sequence would free (those no other sequence shares).
    func cellsFreed(byEmptying id: Int32) -> Int {
        entries[Int(id)].cells.count { holders[$0] == 1 }
    }

    private mutating func drop(_ cell: Int) {
        if let count = holders[cell], count > 1 { holders[cell] = count - 1 } else { holders[cell] = nil }
    }

    /// What a sequence holds.
    func tokens(of id: Int32) -> [LlamaToken] { entries[Int(id)].tokens }

    /// The sequences requests hold.
    var busy: Set<Int32> { Set(entries.indices.filter { entries[$0].busy }.map(Int32.init)) }

    /// When a sequence was last taken (a clock of choices).
    func lastUsed(of id: Int32) -> UInt64 { entries[Int(id)].lastUsed }
}
