import LlamaRuntime
import Testing

@testable import FoundationModels

/// Which sequence of the shared context a request gets.
@Suite struct SequenceTableTests {
    /// Takes a sequence, records what it holds afterwards, and gives it back.
    private func use(_ table: inout SequenceTable, _ prompt: [LlamaToken], holding held: [LlamaToken]) -> Int32? {
        guard case .take(let id) = table.choose(for: prompt) else { return nil }
        table.hold(held, in: id)
        table.release(id)
        return id
    }

    @Test func aShortConversationKeepsItsSequence() {
        var table = SequenceTable(count: 4)
        let first = use(&table, [1, 2, 3, 4], holding: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        let other = use(&table, [20, 21], holding: [20, 21, 22])
        #expect(other != first)
        // The next turn re-renders the last response's end differently: 9 of the 10 tokens match.
        #expect(table.choose(for: [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12]) == .take(first!))
    }

    @Test func aShortSharedPrefixDoesNotTakeALongConversationsSequence() {
        var table = SequenceTable(count: 4)
        let long = Array(0..<200)
        let id = use(&table, long, holding: long)
        #expect(table.choose(for: Array(long.prefix(10)) + [999]) != .take(id!))
    }

    @Test func withNoEmptySequenceTheOneSharingTheMostGivesWayLeastRecentlyUsedFirst() {
        var table = SequenceTable(count: 3)
        let instructions = Array(0..<100)
        var ids: [Int32] = []
        for conversation in 0..<3 {
            let held = instructions + (0..<20).map { 1000 + 100 * conversation + $0 }
            ids.append(use(&table, held, holding: held)!)
        }
        // Another conversation with the same instructions: every sequence shares them; the oldest goes.
        #expect(table.choose(for: instructions + [2000]) == .take(ids[0]))
        // A sequence sharing more wins over an older one.
        #expect(table.choose(for: instructions + [1200, 5]) == .take(ids[2]))
        #expect(table.choose(for: [7]) == .take(ids[1]))
        // Every sequence is busy now: the next request waits.
        #expect(table.choose(for: [8]) == .wait)
    }

    @Test func aRequestThatContinuesAPrewarmCancelsItAndWaits() {
        var table = SequenceTable(count: 2)
        let flag = CancelFlag()
        guard case .take(let id) = table.choose(for: [1, 2, 3], prewarm: flag) else {
            Issue.record("no sequence")
            return
        }
        table.hold([1, 2], in: id)
        #expect(table.choose(for: [1, 2, 3, 4]) == .wait)
        #expect(flag.isCancelled)
        table.release(id)
        #expect(table.choose(for: [1, 2, 3, 4]) == .take(id))
    }

    @Test func idleSequencesAreEvictedLeastRecentlyUsedFirst() {
        var table = SequenceTable(count: 3)
        let a = use(&table, [1], holding: [1, 2])!
        let b = use(&table, [5], holding: [5, 6])!
        _ = table.choose(for: [9])  // busy: never evicted
        #expect(table.evictable == [a, b])
        _ = use(&table, [1, 2, 3], holding: [1, 2, 3])
        #expect(table.evictable == [b, a])
    }

    /// The table counts the cache's cells: a token decoded takes one, a copied prefix shares its
    /// source's, and a cell is free once no sequence holds it.
    @Test func cellsAreCountedAsTheCacheHoldsThem() {
        var table = SequenceTable(count: 3)
        table.append([1, 2, 3, 4], to: 0)
        table.copy(3, of: 0, to: 1)
        #expect(table.usedCells == 4)
        table.append([9, 9], to: 1)
        #expect(table.usedCells == 6)
        #expect(table.cellsFreed(byEmptying: 0) == 1, "three of its cells are shared")
        table.truncate(0, to: 0)
        #expect(table.usedCells == 5)
        #expect(table.cellsFreed(byEmptying: 1) == 5)
        table.copy(2, of: 1, to: 2)
        table.truncate(1, to: 0)
        #expect(table.usedCells == 2 && table.tokens(of: 2) == [1, 2])
    }
}

extension SequenceTable {
    /// Makes a sequence hold `tokens`, as decoded.
    mutating func hold(_ tokens: [LlamaToken], in id: Int32) {
        truncate(id, to: 0)
        append(tokens, to: id)
    }
}
