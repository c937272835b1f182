import Foundation
import LlamaRuntime
import Testing

@testable import FoundationModels

/// The whole batch scheduler — planning, cache operations, decoding, waits — on a fake context,
/// with no model: each test plays requests on threads of their own, as the engine runs them.
@Suite struct BatchSchedulerTests {
    typealias Harness = SchedulerHarness

    /// Takes a sequence, decodes a prompt on it, and returns it (still held).
    static func prefill(_ harness: Harness, _ prompt: [LlamaToken], priority: TaskPriority = .medium) throws
        -> BatchedSequence
    {
        let sequence = harness.acquire(prompt, priority: priority)
        try sequence.append(sequence.adopt(prefixOf: prompt, fixed: 0), isCancelled: { false })
        return sequence
    }

    /// Polls a condition for at most `seconds`.
    static func eventually(_ seconds: Double = 60, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !condition() {
            if Date() > deadline { return false }
            usleep(2_000)
        }
        return true
    }

    @Test func eachRequestGetsTheLogitsOfItsOwnSequence() throws {
        let harness = Harness()
        let runs = (0..<3).map { index in
            harness.start { () -> [Bool] in
                let sequence = try Self.prefill(harness, Harness.tokens(20 + index, from: 30 * index))
                defer { harness.scheduler.release(sequence) }
                var right: [Bool] = []
                for token in 1...5 {
                    let logits = try sequence.currentLogits()
                    right.append(logits[0] == Float(sequence.id) && logits[1] == Float(sequence.tokens.count))
                    try sequence.append([LlamaToken(token)], isCancelled: { false })
                }
                return right
            }
        }
        for run in runs { #expect(try run.wait()?.get() == Array(repeating: true, count: 5)) }
        #expect(harness.context.recordedFailures.isEmpty)
        #expect(harness.scheduler.decodedTokens == 20 + 21 + 22 + 15)
    }

    @Test func aPrefixAnotherSequenceHoldsIsCopiedNotDecoded() throws {
        let harness = Harness()
        let shared = Harness.tokens(80)
        let first = try Self.prefill(harness, shared + Harness.tokens(10, from: 100))
        let prompt = shared + Harness.tokens(10, from: 200)
        let second = harness.acquire(prompt)
        let rest = try second.adopt(prefixOf: prompt, fixed: 0)
        #expect(rest.count == 10)
        #expect(harness.context.copyCount == 1)
        #expect(harness.context.usedCells == 90, "the copy shares the first sequence's cells")
        try second.append(rest, isCancelled: { false })
        #expect(harness.context.tokens(of: second.id) == prompt)
        #expect(harness.context.usedCells == 100)
        harness.scheduler.release(first)
        harness.scheduler.release(second)
    }

    @Test func aPrefixKeptOnDiskIsRestoredNotDecoded() throws {
        let keeper = FakePrefixKeeper()
        let kept = Harness.tokens(70)
        keeper.put(kept, state: FakeContext.state(of: kept))
        let harness = Harness(keeper: keeper)
        let prompt = kept + Harness.tokens(5, from: 100)
        let sequence = harness.acquire(prompt)
        let rest = try sequence.adopt(prefixOf: prompt, fixed: 0)
        #expect(rest.count == 5)
        #expect(harness.context.restoreCount == 1)
        try sequence.append(rest, isCancelled: { false })
        #expect(harness.context.tokens(of: sequence.id) == prompt)
        #expect(harness.scheduler.decodedTokens == 5)
        harness.scheduler.release(sequence)
    }

    @Test func aFixedPrefixIsKeptOnceDecoded() throws {
        let keeper = FakePrefixKeeper()
        let harness = Harness(keeper: keeper)
        let instructions = Harness.tokens(PrefixStore.minimumTokens + 6)
        let prompt = instructions + Harness.tokens(4, from: 100)
        let sequence = harness.acquire(prompt)
        try sequence.append(
            sequence.adopt(prefixOf: prompt, fixed: instructions.count), isCancelled: { false })
        harness.scheduler.release(sequence)
        #expect(keeper.kept == [instructions])
    }

    @Test func aStoreThatBlocksHoldsUpNoRequest() throws {
        let keeper = FakePrefixKeeper()
        let kept = Harness.tokens(70)
        keeper.put(kept, state: FakeContext.state(of: kept))
        keeper.holdReads()
        let harness = Harness(keeper: keeper)
        let prompt = kept + Harness.tokens(5, from: 100)
        let adopting = harness.start { () -> Int in
            let sequence = harness.acquire(prompt)
            defer { harness.scheduler.release(sequence) }
            return try sequence.adopt(prefixOf: prompt, fixed: 0).count
        }
        #expect(Self.eventually { keeper.isReading })
        // While the scheduler's thread reads the state, other requests take, truncate and give
        // back sequences, and read the scheduler's figures.
        let other = harness.start { () -> Bool in
            let sequence = harness.acquire(Harness.tokens(5, from: 200))
            harness.scheduler.truncate(sequence.id, to: 0)
            _ = (harness.scheduler.decodedTokens, harness.scheduler.inFlightBatch, harness.scheduler.preemptions)
            harness.scheduler.release(sequence)
            return true
        }
        // (The read is held until released: a request that waited for it would never end.)
        #expect(try other.wait(seconds: 30)?.get() == true, "a request waited for the store")
        keeper.releaseReads()
        #expect(try adopting.wait()?.get() == 5)
    }

    @Test func idleConversationsAreEvictedToMakeRoomWithoutAFailedDecode() throws {
        let harness = Harness(cells: 64)
        let first = try Self.prefill(harness, Harness.tokens(40))
        harness.scheduler.release(first)
        let second = try Self.prefill(harness, Harness.tokens(40, from: 100))
        #expect(harness.context.tokens(of: first.id).isEmpty, "the idle conversation was evicted")
        harness.scheduler.release(second)
        // The evicted conversation continues: it is decoded again from its prompt.
        let again = try Self.prefill(harness, Harness.tokens(40) + [7])
        #expect(try again.currentLogits()[1] == 41)
        harness.scheduler.release(again)
        #expect(harness.context.contextFullCount == 0, "room was planned, not found missing")
        #expect(harness.context.recordedFailures.isEmpty)
    }

    @Test func theYoungerBusyConversationGivesUpItsCellsAndIsRebuilt() throws {
        let harness = Harness(cells: 64)
        let older = try Self.prefill(harness, Harness.tokens(30))
        let youngerPrompt = Harness.tokens(30, from: 100)
        let younger = try Self.prefill(harness, youngerPrompt)
        try older.append(Harness.tokens(20, from: 50), isCancelled: { false })
        #expect(harness.context.tokens(of: younger.id).isEmpty, "the younger gave its cells up")
        // The younger one's next token waits until the older is done, then decodes what it held first.
        let next = harness.start { () -> Float in
            try younger.append([9], isCancelled: { false })
            return try younger.currentLogits()[1]
        }
        #expect(next.wait(seconds: 0.3) == nil, "it waits for room")
        harness.scheduler.release(older)
        #expect(try next.wait()?.get() == 31)
        #expect(harness.context.tokens(of: younger.id) == youngerPrompt + [9])
        harness.scheduler.release(younger)
        #expect(harness.context.contextFullCount == 0)
        #expect(harness.context.recordedFailures.isEmpty)
    }

    @Test func cancellingARequestStopsItsDecodeMidPrompt() throws {
        let harness = Harness()
        harness.context.hold()
        let cancel = CancelFlag()
        let running = harness.start { () -> Void in
            let sequence = harness.acquire([1], cancel: cancel)
            defer { harness.scheduler.release(sequence) }
            try sequence.append(Harness.tokens(200), isCancelled: { cancel.isCancelled })
        }
        #expect(harness.context.waitForDecode())
        cancel.cancel()
        harness.scheduler.abortIfAllCancelled()
        let outcome = try #require(running.wait(seconds: 30), "the cancelled request did not end")
        #expect(throws: LlamaError.self) { try outcome.get() }
        harness.context.release()
        // The scheduler goes on.
        let after = try Self.prefill(harness, Harness.tokens(3, from: 90))
        #expect(try after.currentLogits()[1] == 3)
        harness.scheduler.release(after)
    }

    @Test func aRequestOfHigherPriorityStopsABackgroundPromptInFlight() throws {
        let harness = Harness()
        harness.context.hold()
        let background = harness.start { () -> Float in
            let sequence = try Self.prefill(harness, Harness.tokens(300), priority: .background)
            defer { harness.scheduler.release(sequence) }
            return try sequence.currentLogits()[1]
        }
        #expect(harness.context.waitForDecode())
        let urgent = harness.start { () -> Float in
            let sequence = try Self.prefill(harness, Harness.tokens(5, from: 200), priority: .high)
            defer { harness.scheduler.release(sequence) }
            return try sequence.currentLogits()[1]
        }
        #expect(Self.eventually { harness.scheduler.preemptions >= 1 })
        harness.context.release()
        #expect(try urgent.wait()?.get() == 5)
        #expect(try background.wait()?.get() == 300)
        let first = try #require(harness.context.decodes.first)
        #expect(first.count == 1 && first[0].count == 5, "the urgent prompt was decoded first: \(first)")
        #expect(harness.context.recordedFailures.isEmpty)
    }

    @Test func backgroundWorkGetsASliceOnceItHasWaitedLongEnough() throws {
        let clock = ManualClock()
        let harness = Harness(cells: 8192, clock: clock)
        let stop = CancelFlag()
        let person = harness.start { () -> Int in
            let sequence = try Self.prefill(harness, Harness.tokens(4), priority: .high)
            defer { harness.scheduler.release(sequence) }
            while !stop.isCancelled, sequence.tokens.count < 8000 {
                try sequence.append([5], isCancelled: { false })
                usleep(2_000)  // sampling the next token
            }
            return sequence.tokens.count
        }
        #expect(Self.eventually { harness.scheduler.decodedTokens > 10 })
        let background = harness.start { () -> Float in
            let sequence = try Self.prefill(harness, Harness.tokens(8, from: 100), priority: .background)
            defer { harness.scheduler.release(sequence) }
            return try sequence.currentLogits()[1]
        }
        #expect(background.wait(seconds: 0.3) == nil, "background work waits while a person's reply decodes")
        clock.advance(by: BatchPlanner.maximumWait)
        #expect(try background.wait()?.get() == 8)
        #expect(!person.isDone, "the reply went on meanwhile")
        stop.cancel()
        #expect(try person.wait()?.get() ?? 0 > 10)
    }

    @Test func stoppingWhileBusyFreesTheContextOnceTheLastSequenceIsGivenBack() throws {
        let harness = Harness()
        let sequence = try Self.prefill(harness, Harness.tokens(10))
        harness.scheduler.stop()
        #expect(!Self.eventually(0.2) { !harness.scheduler.hasContext }, "freed while a sequence was held")
        harness.scheduler.release(sequence)
        #expect(Self.eventually { !harness.scheduler.hasContext })
        let next = try Self.prefill(harness, Harness.tokens(10))
        #expect(try next.currentLogits()[1] == 10, "a new context holds nothing of the old one")
        harness.scheduler.release(next)
        #expect(harness.contextsMade == 2)
    }
}
