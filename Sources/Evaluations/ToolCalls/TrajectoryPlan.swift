/// A trajectory's single expectations in one numbered list, and the part each plays: the ordered
/// steps (a single expectation, or a group's members), the unordered ones and the disallowed ones.
/// A group outside `ordered` counts as its members. Internal.
struct TrajectoryPlan: Sendable {
    /// One position of the ordered sequence.
    struct Step: Sendable, Equatable {
        /// The indices of its expectations in ``TrajectoryPlan/expectations``.
        let expectations: [Int]
        /// Whether it is an any-order group (its members may match in any relative order).
        let isGroup: Bool
    }

    /// The single expectations (never a group): the ordered steps', then the unordered, then the
    /// disallowed.
    private(set) var expectations: [ToolExpectation] = []
    /// The ordered steps, in order; an empty group is left out.
    private(set) var steps: [Step] = []
    /// The indices of the unordered expectations.
    private(set) var unordered: [Int] = []
    /// The indices of the disallowed expectations.
    private(set) var disallowed: [Int] = []

    /// Numbers a trajectory's expectations.
    /// - Parameter trajectory: The trajectory.
    init(_ trajectory: TrajectoryExpectation) {
        for step in trajectory.ordered {
            let indices = add(step.singleExpectations)
            if !indices.isEmpty { steps.append(Step(expectations: indices, isGroup: step.isAnyOrderGroup)) }
        }
        unordered = add(trajectory.unordered.flatMap(\.singleExpectations))
        disallowed = add(trajectory.disallowed.flatMap(\.singleExpectations))
    }

    /// The indices of the ordered and unordered expectations: those a call can meet.
    var required: [Int] { steps.flatMap(\.expectations) + unordered }

    private mutating func add(_ new: [ToolExpectation]) -> [Int] {
        let start = expectations.count
        expectations += new
        return Array(start..<expectations.count)
    }
}
