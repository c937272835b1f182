import Testing

@testable import FoundationModels

/// The scheduler's policy, driven with jobs made by hand: no model, no clock, no sleep.
@Suite struct BatchPlannerTests {
    static let reply: UInt8 = 25  // userInitiated: a person waiting
    static let firstCustomer: UInt8 = 21  // medium
    static let customer: UInt8 = 17  // utility
    static let prewarm: UInt8 = 9  // background

    private var order: UInt64 = 0

    private mutating func job(_ sequence: Int32, _ priority: UInt8, _ remaining: Int, since: Double = 0)
        -> BatchPlanner.Job
    {
        order += 1
        return BatchPlanner.Job(
            sequence: sequence, priority: priority, order: order, remaining: remaining, waitingSince: since)
    }

    /// The sequences and token counts of a plan.
    private func batch(_ plan: BatchPlanner.Batch, _ jobs: [BatchPlanner.Job]) -> [Int32: Int] {
        Dictionary(uniqueKeysWithValues: plan.entries.map { (jobs[$0.job].sequence, $0.count) })
    }

    private var planner = BatchPlanner(batchSize: 512)

    @Test mutating func aPersonWaitingDecodesAloneWhileBackgroundWorkWaits() {
        let jobs = [
            job(1, Self.customer, 1), job(2, Self.customer, 300), job(3, Self.reply, 1), job(4, Self.prewarm, 400),
        ]
        let plan = planner.compose(jobs, active: [], now: 1)
        #expect(batch(plan, jobs) == [3: 1])
        // The customers' work is reconsidered when it has waited long enough.
        #expect(plan.nextChange == BatchPlanner.maximumWait)
    }

    @Test mutating func aRequestBetweenItsTokensStillHoldsBackLowerWorkUntilItsTurnLapses() {
        let jobs = [job(1, Self.customer, 1), job(2, Self.customer, 40)]
        let replying = [BatchPlanner.Active(priority: Self.reply, until: 2)]
        let waiting = planner.compose(jobs, active: replying, now: 1.95)
        #expect(waiting.entries.isEmpty)
        #expect(waiting.nextChange == 2)
        let lapsed = planner.compose(jobs, active: replying, now: 2)
        #expect(batch(lapsed, jobs) == [1: 1, 2: 40])
    }

    @Test mutating func workWaitingTooLongGetsOneSliceBesideHigherWork() {
        let jobs = [job(1, Self.reply, 1), job(2, Self.prewarm, 500, since: 0), job(3, Self.customer, 1, since: 3)]
        let plan = planner.compose(jobs, active: [], now: BatchPlanner.maximumWait)
        // The job waiting longest (the prewarm) gets a slice; the customer is not due yet.
        let slice = planner.cost.tokens(in: BatchPlanner.slice, beside: 1)
        #expect(batch(plan, jobs) == [1: 1, 2: slice])
        #expect(slice < 500)
    }

    @Test mutating func aSliceAddsAtMostItsTimeToTheBatchItJoins() {
        // A slow CPU: a token costs 70 ms alone or in a small batch, 45 ms in a large one.
        for _ in 0..<3 {
            planner.cost.record(tokens: 1, seconds: 0.07)
            planner.cost.record(tokens: 8, seconds: 0.56)
            planner.cost.record(tokens: 64, seconds: 2.9)
        }
        let jobs = [job(1, Self.firstCustomer, 1), job(2, Self.customer, 13)]
        let plan = planner.compose(jobs, active: [], now: BatchPlanner.maximumWait)
        #expect(batch(plan, jobs) == [1: 1, 2: 2])  // 140 ms beside the customer's 70
        #expect(planner.cost.seconds(plan.tokens) - planner.cost.seconds(1) <= BatchPlanner.slice)
    }

    @Test mutating func waitingJobsShareOneSliceEveryMaximumWait() {
        let wait = BatchPlanner.maximumWait
        let jobs = [job(1, Self.firstCustomer, 1)] + (2...4).map { job(Int32($0), Self.customer, 13) }
        #expect(batch(planner.compose(jobs, active: [], now: wait), jobs).keys.sorted() == [1, 2])
        // The next customer has waited as long, but lower work had its slice a moment ago.
        let next = planner.compose(jobs, active: [], now: wait + 0.1)
        #expect(batch(next, jobs) == [1: 1])
        #expect(next.nextChange == 2 * wait)
        // The scheduler marks a job planned as waiting anew: the next slice goes to another.
        var later = jobs
        later[1] = BatchPlanner.Job(
            sequence: 2, priority: Self.customer, order: jobs[1].order, remaining: 1, waitingSince: wait)
        #expect(batch(planner.compose(later, active: [], now: 2 * wait), later).keys.sorted() == [1, 3])
    }

    @Test mutating func theOldestPromptFinishesFirstInsteadOfSharingBatches() {
        let jobs = [job(1, Self.customer, 300), job(2, Self.customer, 300), job(3, Self.customer, 300)]
        let plan = planner.compose(jobs, active: [], now: 0)
        // Background work's prompt chunk is a second of decoding at the measured rate.
        #expect(batch(plan, jobs) == [1: min(300, planner.cost.tokens(in: BatchPlanner.backgroundSlice))])
    }

    @Test mutating func smallPromptsFillASmallBatch() {
        let jobs = [job(1, Self.reply, 30), job(2, Self.reply, 30), job(3, Self.reply, 30)]
        let plan = planner.compose(jobs, active: [], now: 0)
        #expect(batch(plan, jobs) == [1: 30, 2: 30, 3: BatchPlanner.fillTokens - 60])
    }

    @Test mutating func aPersonsPromptTakesTheWholeBatch() {
        let jobs = [job(1, Self.reply, 700)]
        #expect(batch(planner.compose(jobs, active: [], now: 0), jobs) == [1: 512])
    }

    @Test mutating func whilePeersGenerateAPromptTakesAChunkBesideTheirTokens() {
        var jobs = (1...4).map { job(Int32($0), Self.reply, 1) }
        jobs.append(job(5, Self.reply, 700))
        let plan = planner.compose(jobs, active: [], now: 0)
        #expect(batch(plan, jobs) == [1: 1, 2: 1, 3: 1, 4: 1, 5: BatchPlanner.peerPromptChunk])
    }

    @Test mutating func theFirstCustomerGoesBeforeTheOthersAndAfterAReply() {
        let customers = [job(1, Self.firstCustomer, 60), job(2, Self.customer, 60), job(3, Self.customer, 60)]
        #expect(batch(planner.compose(customers, active: [], now: 0), customers) == [1: 60])
        let withReply = customers + [job(4, Self.reply, 20)]
        #expect(batch(planner.compose(withReply, active: [], now: 0), withReply) == [4: 20])
    }

    @Test mutating func nothingWaitingPlansNothing() {
        let plan = planner.compose([], active: [], now: 0)
        #expect(plan.entries.isEmpty && plan.nextChange == nil)
    }

    @Test func theCostFollowsMeasuredDecodesOfEachSize() {
        var cost = DecodeCost()
        #expect(cost.tokens(in: 1) == 100)  // the guess: 100 tokens a second
        /// A machine where a token costs 70 ms in small batches and 30 ms in large ones.
        func decode(_ tokens: Int) {
            cost.record(tokens: tokens, seconds: Double(tokens) * (tokens < 16 ? 0.07 : 0.03))
        }
        decode(1)
        // Only single tokens measured: a batch is expected to cost as much a token.
        #expect(cost.tokens(in: 1) == 14)
        decode(512)  // a long prompt: sizes nearer 512 than 1 borrow its cost
        #expect(cost.tokens(in: 1) == 33)
        for _ in 0..<5 { decode(cost.tokens(in: 1)) }
        #expect(cost.tokens(in: 1) == 33)
        #expect(abs(cost.seconds(1) - 0.07) < 1e-9)
        // A slow spell in one size class moves that class only.
        for _ in 0..<10 { cost.record(tokens: 1, seconds: 0.2) }
        #expect(cost.seconds(1) > 0.19)
        #expect(cost.tokens(in: 1) == 33)
        #expect(cost.tokens(in: 0.01) == 1)
    }

    @Test func aBatchInFlightIsStoppedUnlessItIsAboutToEnd() {
        var cost = DecodeCost()
        for _ in 0..<40 { cost.record(tokens: 1, seconds: 0.02) }  // 20 ms a token
        #expect(!BatchPlanner.preempts(1, cost: cost))
        #expect(BatchPlanner.preempts(3, cost: cost))  // 60 ms: the customers' forced text
        #expect(!BatchPlanner.preempts(3, elapsed: 0.03, cost: cost))  // 30 ms to go
        #expect(BatchPlanner.preempts(400, elapsed: 1, cost: cost))
    }
}
