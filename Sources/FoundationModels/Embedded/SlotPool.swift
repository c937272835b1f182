import LlamaRuntime
import Synchronization

/// The contexts of one engine: a request takes the idle slot whose tokens its prompt continues
/// (as llama-server's slots do), so a follow-up turn decodes only its new tokens, whichever
/// session it comes from. Otherwise it gets a new slot while there are fewer than `maximumIdle`,
/// else the idle slot sharing the longest prefix; a slot holding another conversation is never
/// taken while there is room, so two conversations with the same instructions keep their caches.
/// Requests at once get slots of their own; idle slots beyond `maximumIdle` are freed, least
/// recently used first.
final class SlotPool: Sendable {

    private struct Entry {
        let slot: ContextSlot
        /// What the slot holds (or, while it prewarms, will hold).
        var tokens: [LlamaToken] = []
        /// Requests queued on the slot.
        var users = 0
        /// The prewarm queued on the slot, which a request that wants the same prefix cancels.
        var prewarm: CancelFlag?
        var lastUsed: UInt64 = 0
    }

    private struct State {
        var entries: [Entry] = []
        var clock: UInt64 = 0
        var made = 0
    }

    private let state = Mutex(State())
    /// The most idle slots kept.
    let maximumIdle: Int

    init(maximumIdle: Int = 4) {
        self.maximumIdle = maximumIdle
    }

    /// Takes a slot for a request whose prompt is `tokens`.
    /// - Parameters:
    ///   - tokens: the prompt's tokens.
    ///   - prewarm: set for a prewarm, which a later request may cancel.
    /// - Returns: the slot; give it back with `release`.
    func acquire(for tokens: [LlamaToken], prewarm: CancelFlag? = nil) -> ContextSlot {
        state.withLock { state in
            state.clock += 1
            func shared(_ entry: Entry) -> Int { zip(entry.tokens, tokens).prefix { $0 == $1 }.count }
            let available = state.entries.indices.filter {
                state.entries[$0].users == 0 || (state.entries[$0].users == 1 && state.entries[$0].prewarm != nil)
            }
            let idle = available.filter { state.entries[$0].users == 0 }
            let continuing = available.filter {
                Self.continues(shared: shared(state.entries[$0]), held: state.entries[$0].tokens.count)
            }
            // The slot sharing the most; the least recently used among equals.
            func fewer(_ a: Int, _ b: Int) -> Bool {
                let (x, y) = (state.entries[a], state.entries[b])
                return (shared(x), y.lastUsed) < (shared(y), x.lastUsed)
            }
            let index: Int
            if let best = continuing.max(by: fewer) {
                index = best
                state.entries[index].prewarm?.cancel()
            } else if state.entries.count < maximumIdle || idle.isEmpty {
                // A new context: the prompt cache still restores a shared prefix such as instructions.
                state.made += 1
                state.entries.append(Entry(slot: ContextSlot(number: state.made)))
                index = state.entries.count - 1
            } else {
                // Every slot holds another conversation: the best of them gives up its cache.
                index = idle.max(by: fewer)!
            }
            state.entries[index].users += 1
            state.entries[index].tokens = tokens
            state.entries[index].prewarm = prewarm
            state.entries[index].lastUsed = state.clock
            return state.entries[index].slot
        }
    }

    /// Whether a prompt continues what a slot holds: it shares (nearly) all of the slot's tokens,
    /// so taking the slot loses nothing, and only what is new is decoded. (The end of the last
    /// response may be tokenized differently once the transcript renders it.)
    static func continues(shared: Int, held: Int) -> Bool {
        shared > 0 && shared * 10 >= held * 9
    }

    /// Gives a slot back.
    /// - Parameters:
    ///   - slot: the slot.
    ///   - tokens: what its context holds now.
    func release(_ slot: ContextSlot, holding tokens: [LlamaToken]) {
        state.withLock { state in
            guard let index = state.entries.firstIndex(where: { $0.slot === slot }) else { return }
            state.entries[index].users -= 1
            state.entries[index].tokens = tokens
            if state.entries[index].users == 0 { state.entries[index].prewarm = nil }
            let idle = state.entries.indices.filter { state.entries[$0].users == 0 }
            if idle.count > maximumIdle,
                let oldest = idle.min(by: { state.entries[$0].lastUsed < state.entries[$1].lastUsed })
            {
                state.entries.remove(at: oldest)
            }
        }
    }

    /// The number of slots (busy and idle).
    var count: Int { state.withLock { $0.entries.count } }
}

/// A cancellation flag set from another thread and read on a slot's queue.
final class CancelFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isCancelled: Bool { flag.load(ordering: .relaxed) }
    func cancel() { flag.store(true, ordering: .relaxed) }
}
