import LlamaRuntime
import Testing

@testable import FoundationModels

/// A round's plan from a snapshot made by hand: where prefixes come from, how room is made, what
/// is kept on disk. No scheduler, no model.
@Suite struct BatchPlannerRoundTests {
    typealias Job = SchedulerSnapshot.Job

    static func tokens(_ count: Int, from start: Int = 0) -> [LlamaToken] { (0..<count).map { start + $0 } }

    /// A table whose sequences hold these tokens, taken (busy) in order, then released unless listed busy.
    static func table(_ held: [[LlamaToken]], busy: Set<Int32> = []) -> SequenceTable {
        var table = SequenceTable(count: 8)
        for (index, tokens) in held.enumerated() {
            _ = table.choose(for: [LlamaToken(-1 - index)])
            table.append(tokens, to: Int32(index))
        }
        for index in held.indices where !busy.contains(Int32(index)) { table.release(Int32(index)) }
        return table
    }

    static func decode(_ id: UInt64, _ sequence: Int32, _ tokens: [LlamaToken], priority: UInt8 = 21) -> Job {
        Job(
            id: id, sequence: sequence, work: .decode(tokens[...]), priority: priority, waitingSince: 0,
            cancelled: false, waitsForRoom: false)
    }

    static func adopt(_ id: UInt64, _ sequence: Int32, _ prompt: [LlamaToken], fixed: Int = 0, stored: Int? = nil)
        -> Job
    {
        Job(
            id: id, sequence: sequence,
            work: .adopt(prompt: prompt, fixed: fixed, whole: false, stored: stored, fixedKept: fixed == 0),
            priority: 21, waitingSince: 0, cancelled: false, waitsForRoom: false)
    }

    static func plan(_ jobs: [Job], _ table: SequenceTable, cells: Int = 1000) -> SchedulerPlan {
        var planner = BatchPlanner(batchSize: 512)
        return planner.plan(SchedulerSnapshot(jobs: jobs, table: table, cells: cells, now: 0))
    }

    @Test func aPrefixIsCopiedFromAnotherSequenceOrRestoredWhenTheDiskHoldsMore() {
        let table = Self.table([Self.tokens(50), []], busy: [1])
        let prompt = Self.tokens(50) + [900, 901]
        let copied = Self.plan([Self.adopt(1, 1, prompt)], table)
        #expect(copied.operations == [.copy(50, of: 0, to: 1)])
        #expect(copied.adopted.map(\.count) == [50])
        let restored = Self.plan([Self.adopt(1, 1, prompt, stored: 51)], table)
        #expect(restored.operations == [.copy(50, of: 0, to: 1)], "one token more is not worth a read")
        let longer = Self.tokens(50) + Self.tokens(30, from: 500)
        let read = Self.plan([Self.adopt(1, 1, longer, stored: 75)], table)
        #expect(read.operations == [.restore(job: 1, sequence: 1, tokens: Array(longer.prefix(75)))])
        #expect(read.adopted.isEmpty, "a restore is done once it succeeds")
    }

    @Test func aPromptBeingDecodedElsewhereIsWaitedForAndLentTheWaitersPriority() {
        let table = Self.table([[], []], busy: [0, 1])
        let prompt = Self.tokens(100)
        let plan = Self.plan(
            [Self.decode(1, 0, prompt + [7], priority: 9), Self.adopt(2, 1, prompt + [8])], table)
        #expect(plan.adopted.isEmpty && plan.operations.isEmpty)
        #expect(plan.inherited == [1: 21])
        #expect(plan.batch.first?.priority == 21)
    }

    @Test func idleSequencesAreEvictedLeastRecentlyUsedFirstUntilTheBatchFits() {
        let table = Self.table([Self.tokens(40), Self.tokens(40, from: 100), []], busy: [2])
        let plan = Self.plan([Self.decode(1, 2, Self.tokens(30, from: 200))], table, cells: 100)
        #expect(plan.operations == [.remove(0, from: 0)])
        #expect(plan.batch.map(\.count) == [30])
        #expect(plan.table.usedCells == 40)
    }

    @Test func withOnlyBusySequencesTheYoungestGivesUpItsCells() {
        let table = Self.table([Self.tokens(40), Self.tokens(40, from: 100)], busy: [0, 1])
        let plan = Self.plan([Self.decode(1, 0, Self.tokens(30, from: 200))], table, cells: 100)
        #expect(plan.givenUp.map(\.sequence) == [1])
        #expect(plan.givenUp.first?.held == Self.tokens(40, from: 100))
        #expect(plan.operations == [.remove(1, from: 0)])
        #expect(plan.batch.map(\.job) == [1])
    }

    @Test func theYoungestWaitsForTheOlderAndAConversationThatCannotFitEnds() {
        let table = Self.table([Self.tokens(40), Self.tokens(40, from: 100)], busy: [0, 1])
        let younger = Self.plan([Self.decode(1, 1, Self.tokens(30, from: 200))], table, cells: 100)
        #expect(younger.waitForRoom == [1] && younger.batch.isEmpty)
        let alone = Self.plan(
            [Self.decode(1, 0, Self.tokens(30, from: 200))], Self.table([Self.tokens(40)], busy: [0]), cells: 60)
        #expect(alone.ended.map(\.ending) == [.noRoom])
    }

    @Test func aFixedPrefixIsSavedByTheBatchThatCompletesIt() {
        let fixed = PrefixStore.minimumTokens + 10
        let prompt = Self.tokens(fixed + 20)
        let table = Self.table([Self.tokens(fixed - 5)], busy: [0])
        var snapshot = SchedulerSnapshot(
            jobs: [Self.decode(1, 0, Array(prompt[(fixed - 5)...]))], table: table, cells: 1000, now: 0)
        snapshot.persist = [0: fixed]
        var planner = BatchPlanner(batchSize: 512)
        let plan = planner.plan(snapshot)
        #expect(plan.saves.map(\.tokens) == [Array(prompt.prefix(fixed))])
    }

    @Test func cancelledJobsEndAndTruncationsRunFirst() {
        var snapshot = SchedulerSnapshot(
            jobs: [
                Job(
                    id: 1, sequence: 0, work: .decode([1, 2]), priority: 21, waitingSince: 0, cancelled: true,
                    waitsForRoom: false)
            ], table: Self.table([[]], busy: [0]), cells: 100, now: 0)
        snapshot.removals = [3: 12]
        var planner = BatchPlanner(batchSize: 512)
        let plan = planner.plan(snapshot)
        #expect(plan.ended.map(\.ending) == [.cancelled])
        #expect(plan.operations == [.remove(3, from: 12)])
        #expect(plan.batch.isEmpty)
    }
}
