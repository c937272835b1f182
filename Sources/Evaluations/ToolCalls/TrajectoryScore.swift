import FoundationModels

/// How a transcript's tool calls measure up to a trajectory, decided from which call meets which
/// expectation; no model is involved (``ToolCallEvaluator`` asks one beforehand, for
/// natural-language matchers). Internal.
///
/// The rules:
/// - An ordered step is met by the first matching call after the call that met the previous
///   met step; a missed step leaves that position where it was. An any-order group is met member
///   by member, by distinct calls after that position, and the next step comes after the last
///   of them.
/// - An unordered expectation is met by any matching call in the transcript, even one that meets
///   another expectation.
/// - A disallowed expectation is met when no call matches it; each call that does is an issue.
/// - When additional calls are not allowed, a call that matches no ordered or unordered
///   expectation, is not disallowed, and is not a wrong-argument attempt at a missed expectation
///   (a call to its tool) is unexpected: an issue, and one more in the denominator.
/// - The fraction is met expectations (each group member and each disallowed expectation counts
///   as one) over all expectations plus unexpected calls; with neither, it is 1.
struct TrajectoryScore: Sendable {
    /// Whether one call meets one expectation.
    enum Outcome: Equatable, Sendable {
        /// The call is to the expected tool, and its arguments satisfy every matcher.
        case matched
        /// The call is to the expected tool, but an argument does not satisfy a matcher.
        case mismatched(reason: String)
    }

    /// The expectations met.
    let met: Int
    /// The expectations, plus the unexpected calls when they are not allowed.
    let total: Int
    /// What was missed or wrong, in order: `missing set_tv(power: "on")`,
    /// `unexpected lock_door(door: "front")`.
    let issues: [String]

    /// Whether every expectation was met with no issue.
    var allPass: Bool { issues.isEmpty }

    /// The share of expectations met, from 0 to 1.
    var fraction: Double { total == 0 ? 1 : Double(met) / Double(total) }

    /// Scores the calls.
    /// - Parameters:
    ///   - plan: The trajectory's expectations.
    ///   - calls: The tool calls, in order.
    ///   - outcomes: For each expectation of the plan and each call, whether the call meets it;
    ///     nil when the call is to another tool.
    ///   - allowsAdditionalCalls: Whether calls that meet no expectation are allowed.
    init(
        plan: TrajectoryPlan, calls: [Transcript.ToolCall], outcomes: [[Outcome?]], allowsAdditionalCalls: Bool
    ) {
        let callIndices = calls.indices
        func matches(_ expectation: Int, _ call: Int) -> Bool { outcomes[expectation][call] == .matched }
        var consumed = Set<Int>()  // the calls that met ordered steps
        func missIssue(_ expectation: Int, after position: Int, ordered: Bool) -> String {
            let summary = plan.expectations[expectation].summary
            if ordered, (0..<position).contains(where: { matches(expectation, $0) && !consumed.contains($0) }) {
                return "\(summary) out of order"
            }
            let candidates = ordered ? Array(position..<calls.count) + Array(0..<position) : Array(callIndices)
            for call in candidates {
                if case .mismatched(let reason) = outcomes[expectation][call] {
                    return "wrong arguments to \(plan.expectations[expectation].name): \(reason)"
                }
            }
            return "missing \(summary)"
        }

        var met = Set<Int>()
        var missed: [Int] = []
        var issues: [String] = []
        var position = 0
        for step in plan.steps {
            let assignment =
                step.isGroup
                ? Self.assign(step.expectations, after: position, callCount: calls.count, matches: matches)
                : (position..<calls.count).first { matches(step.expectations[0], $0) }
                    .map { [step.expectations[0]: $0] } ?? [:]
            for expectation in step.expectations {
                if assignment[expectation] != nil {
                    met.insert(expectation)
                } else {
                    missed.append(expectation)
                    issues.append(missIssue(expectation, after: position, ordered: true))
                }
            }
            consumed.formUnion(assignment.values)
            if let last = assignment.values.max() { position = last + 1 }
        }
        for expectation in plan.unordered {
            if callIndices.contains(where: { matches(expectation, $0) }) {
                met.insert(expectation)
            } else {
                missed.append(expectation)
                issues.append(missIssue(expectation, after: 0, ordered: false))
            }
        }
        var disallowedCalls = Set<Int>()
        for expectation in plan.disallowed {
            let violations = callIndices.filter { matches(expectation, $0) }
            if violations.isEmpty { met.insert(expectation) }
            for call in violations {
                disallowedCalls.insert(call)
                issues.append("disallowed \(Self.describe(calls[call]))")
            }
        }
        var unexpected = 0
        if !allowsAdditionalCalls {
            let attemptedTools = Set(missed.map { plan.expectations[$0].name })
            for call in callIndices where !disallowedCalls.contains(call) {
                if plan.required.contains(where: { matches($0, call) }) || attemptedTools.contains(calls[call].toolName)
                {
                    continue
                }
                unexpected += 1
                issues.append("unexpected \(Self.describe(calls[call]))")
            }
        }
        self.met = met.count
        self.total = plan.expectations.count + unexpected
        self.issues = issues
    }

    /// Assigns distinct calls after a position to as many members of an any-order group as
    /// possible, using calls as early as possible (the latest one the earliest it can be).
    /// - Parameters:
    ///   - members: The group's expectations.
    ///   - position: The first call the group may use.
    ///   - callCount: The number of calls.
    ///   - matches: Whether a call meets an expectation.
    /// - Returns: The call assigned to each member that got one.
    static func assign(
        _ members: [Int], after position: Int, callCount: Int, matches: (Int, Int) -> Bool
    ) -> [Int: Int] {
        guard position < callCount else { return [:] }
        // A maximum matching of members to the calls from `position` through `limit` (Kuhn's
        // augmenting paths); groups are small, so trying each limit in turn is cheap.
        func maximumMatching(through limit: Int) -> [Int: Int] {
            var memberOfCall: [Int: Int] = [:]
            func augment(_ member: Int, _ visited: inout Set<Int>) -> Bool {
                for call in position...limit where matches(member, call) && !visited.contains(call) {
                    visited.insert(call)
                    if let other = memberOfCall[call] {
                        guard augment(other, &visited) else { continue }
                    }
                    memberOfCall[call] = member
                    return true
                }
                return false
            }
            for member in members {
                var visited = Set<Int>()
                _ = augment(member, &visited)
            }
            return Dictionary(uniqueKeysWithValues: memberOfCall.map { ($0.value, $0.key) })
        }
        let best = maximumMatching(through: callCount - 1)
        for limit in position..<callCount {
            let matching = maximumMatching(through: limit)
            if matching.count == best.count { return matching }
        }
        return best
    }

    /// A call in words: `set_lights(room: "kitchen", brightness: 0)`.
    /// - Parameter call: The call.
    /// - Returns: The words.
    static func describe(_ call: Transcript.ToolCall) -> String {
        guard case .structure(let properties, let keys) = call.arguments.kind else {
            return "\(call.toolName)(\(StructuredValue(call.arguments).quotedText))"
        }
        let arguments = keys.compactMap { key in properties[key].map { "\(key): \(StructuredValue($0).quotedText)" } }
        return "\(call.toolName)(\(arguments.joined(separator: ", ")))"
    }
}
