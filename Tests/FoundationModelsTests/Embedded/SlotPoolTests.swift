import LlamaRuntime
import Testing

@testable import FoundationModels

/// Which context a request gets.
@Suite struct SlotPoolTests {
    @Test func aShortConversationKeepsItsSlot() {
        let pool = SlotPool()
        let first = pool.acquire(for: [1, 2, 3, 4])
        pool.release(first, holding: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        let other = pool.acquire(for: [20, 21])
        #expect(other !== first)
        pool.release(other, holding: [20, 21, 22])
        // The next turn re-renders the last response's end differently: 9 of the 10 tokens match.
        let next = pool.acquire(for: [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12])
        #expect(next === first)
    }

    @Test func aShortSharedPrefixDoesNotTakeALongConversationsSlot() {
        let pool = SlotPool()
        let long = (0..<200).map { LlamaToken($0) }
        let slot = pool.acquire(for: long)
        pool.release(slot, holding: long)
        let other = pool.acquire(for: Array(long.prefix(10)) + [999])
        #expect(other !== slot)
        #expect(pool.count == 2)
    }

    @Test func withEverySlotTakenTheOneSharingTheMostGivesWayLeastRecentlyUsedFirst() {
        let pool = SlotPool(maximumIdle: 3)
        let instructions = (0..<100).map { LlamaToken($0) }
        var slots: [ContextSlot] = []
        for conversation in 0..<3 {
            let held = instructions + (0..<20).map { LlamaToken(1000 + 100 * conversation + $0) }
            let slot = pool.acquire(for: held)
            pool.release(slot, holding: held)
            slots.append(slot)
        }
        // Another conversation with the same instructions: every slot shares them; the oldest goes.
        #expect(pool.acquire(for: instructions + [2000]) === slots[0])
        #expect(pool.count == 3)
        // A slot sharing more wins over an older one.
        #expect(pool.acquire(for: instructions + [1200, 5]) === slots[2])
    }
}
