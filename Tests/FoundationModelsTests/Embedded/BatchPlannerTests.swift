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
    private func batch(_ plan: BatchPlanner.Plan, _ jobs: [BatchPlanner.Job]) -> [Int32: Int] {
        Dictionary(uniqueKeysWithValues: plan.entries.map { (jobs[$0.job].sequence, $0.count) })
    }

    private let planner = BatchPlanner(batchSize: 512)

    @Test mutating func aPersonWaitingDecodesAloneWhileBackgroundWorkWaits() {
        let jobs = [
            job(1, Self.customer, 1), job(2, Self.customer, 300), job(3, Self.reply, 1), job(4, Self.prewarm, 400),
        ]
        let plan = planner.plan(jobs, active: [], now: 1)
        #expect(batch(plan, jobs) == [3: 1])
        // The customers' work is reconsidered when it has waited long enough.
        #expect(plan.nextChange == BatchPlanner.maximumWait)
    }

    @Test mutating func aRequestBetweenItsTokensStillHoldsBackLowerWorkUntilItsTurnLapses() {
        let jobs = [job(1, Self.customer, 1), job(2, Self.customer, 40)]
        let replying = [BatchPlanner.Active(priority: Self.reply, until: 2)]
        let waiting = planner.plan(jobs, active: replying, now: 1.95)
        #expect(waiting.entries.isEmpty)
        #expect(waiting.nextChange == 2)
        let lapsed = planner.plan(jobs, active: replying, now: 2)
        #expect(batch(lapsed, jobs) == [1: 1, 2: 40])
    }

    @Test mutating func workWaitingTooLongGetsOneSliceBesideHigherWork() {
        let jobs = [job(1, Self.reply, 1), job(2, Self.prewarm, 500, since: 0), job(3, Self.customer, 1, since: 3)]
        let plan = planner.plan(jobs, active: [], now: BatchPlanner.maximumWait)
        // The job waiting longest (the prewarm) gets a slice; the customer is not due yet.
        let slice = planner.rate.tokens(in: BatchPlanner.slice)
        #expect(batch(plan, jobs) == [1: 1, 2: slice])
        #expect(slice < 500)
    }

    @Test mutating func theOldestPromptFinishesFirstInsteadOfSharingBatches() {
        let jobs = [job(1, Self.customer, 300), job(2, Self.customer, 300), job(3, Self.customer, 300)]
        let plan = planner.plan(jobs, active: [], now: 0)
        // Background work's prompt chunk is a second of decoding at the measured rate.
        #expect(batch(plan, jobs) == [1: min(300, planner.rate.tokens(in: BatchPlanner.backgroundSlice))])
    }

    @Test mutating func smallPromptsFillASmallBatch() {
        let jobs = [job(1, Self.reply, 30), job(2, Self.reply, 30), job(3, Self.reply, 30)]
        let plan = planner.plan(jobs, active: [], now: 0)
        #expect(batch(plan, jobs) == [1: 30, 2: 30, 3: BatchPlanner.fillTokens - 60])
    }

    @Test mutating func aPersonsPromptTakesTheWholeBatch() {
        let jobs = [job(1, Self.reply, 700)]
        #expect(batch(planner.plan(jobs, active: [], now: 0), jobs) == [1: 512])
    }

    @Test mutating func whilePeersGenerateAPromptTakesAChunkBesideTheirTokens() {
        var jobs = (1...4).map { job(Int32($0), Self.reply, 1) }
        jobs.append(job(5, Self.reply, 700))
        let plan = planner.plan(jobs, active: [], now: 0)
        #expect(batch(plan, jobs) == [1: 1, 2: 1, 3: 1, 4: 1, 5: BatchPlanner.peerPromptChunk])
    }

    @Test mutating func theFirstCustomerGoesBeforeTheOthersAndAfterAReply() {
        let customers = [job(1, Self.firstCustomer, 60), job(2, Self.customer, 60), job(3, Self.customer, 60)]
        #expect(batch(planner.plan(customers, active: [], now: 0), customers) == [1: 60])
        let withReply = customers + [job(4, Self.reply, 20)]
        #expect(batch(planner.plan(withReply, active: [], now: 0), withReply) == [4: 20])
    }

    @Test func nothingWaitingPlansNothing() {
        let plan = planner.plan([], active: [], now: 0)
        #expect(plan.entries.isEmpty && plan.nextChange == nil)
    }

    @Test func theRateFollowsMeasuredDecodes() {
        var rate = DecodeRate()
        /// A machine where a decode costs 0.1 s and 0.03 s a token.
        func decode(_ tokens: Int) { rate.record(tokens: tokens, seconds: 0.1 + Double(tokens) * 0.03) }
        // Chunks sized from the rate converge on a second's worth, from a guess too high or too low.
        for _ in 0..<30 {
            decode(1)  // generation steps do not count
            decode(rate.tokens(in: 1))
        }
        #expect((29...31).contains(rate.tokens(in: 1)))
        for _ in 0..<10 { decode(8) }  // a slow spell: the chunks shrink, then grow back
        #expect(rate.tokens(in: 1) < 25)
        for _ in 0..<30 { decode(rate.tokens(in: 1)) }
        #expect((29...31).contains(rate.tokens(in: 1)))
        #expect(rate.tokens(in: 0.01) == 8)
    }

    @Test func aBatchInFlightIsStoppedUnlessItIsAboutToEnd() {
        var rate = DecodeRate()
        for _ in 0..<40 { rate.record(tokens: 50, seconds: 1) }  // 50 tokens a second
        #expect(!BatchPlanner.preempts(1, rate: rate))  // 20 ms
        #expect(BatchPlanner.preempts(3, rate: rate))  // 60 ms: the customers' forced text
        #expect(BatchPlanner.preempts(400, rate: rate))
    }
}
