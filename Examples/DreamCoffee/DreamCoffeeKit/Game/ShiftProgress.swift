/// How far a shift's dream customers are: how many are ready and, from the time they took,
/// about how long the others will take.
///
/// Extension of this project.
public struct ShiftProgress: Sendable, Equatable {
    /// When the shift started.
    public var started: ContinuousClock.Instant
    /// How long each ready customer took, from the start, in order of arrival.
    public var arrivals: [Duration] = []
    /// How many customers the shift summoned.
    public var expected: Int

    /// Starts a shift's progress.
    public init(started: ContinuousClock.Instant, expected: Int) {
        self.started = started
        self.expected = expected
    }

    /// Whether every customer is ready.
    public var isComplete: Bool { arrivals.count >= expected }

    /// Records a customer's arrival.
    public mutating func arrive(at time: ContinuousClock.Instant) { arrivals.append(time - started) }

    /// A bar, the count and the estimate: `▮▮░░ 2/4 ~6 s`, or the time so far before the first
    /// customer is ready (`░░░░ 0/4 3 s`).
    /// - Parameter now: The time now.
    public func line(now: ContinuousClock.Instant) -> String {
        let bar =
            String(repeating: "▮", count: min(arrivals.count, expected))
            + String(repeating: "░", count: max(expected - arrivals.count, 0))
        let elapsed = seconds(now - started)
        guard let last = arrivals.last else { return "\(bar) 0/\(expected) \(Int(elapsed)) s" }
        // Customers come one after another: the rest take about as long each as the first ones.
        let each = seconds(last) / Double(arrivals.count)
        let left = max(1, each * Double(expected - arrivals.count) - (elapsed - seconds(last)))
        return "\(bar) \(arrivals.count)/\(expected) ~\(Int(left.rounded())) s"
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
