/// The figures of a load test.
struct LoadReport {
    let options: LoadOptions
    let turns: [LoadTest.Turn]
    let wallSeconds: Double

    /// Turns that finished with content that did not check out.
    var invalid: Int { turns.filter { !$0.valid && $0.error?.hasPrefix("unexpected") == true }.count }
    /// Turns that failed with an error.
    var failed: Int { turns.filter { !$0.valid }.count - invalid }

    var summary: String {
        let latencies = turns.filter(\.valid).map(\.seconds).sorted()
        let firsts = turns.compactMap(\.firstSnapshotSeconds).sorted()
        let characters = turns.map(\.characters).reduce(0, +)
        var lines = [
            "fm-load: \(options.sessions) sessions x \(options.turns) turns against \(options.url.absoluteString)",
            "turns: \(turns.count) (valid \(turns.filter(\.valid).count), invalid \(invalid), failed \(failed)) in \(format(wallSeconds)) s",
            "throughput: \(format(Double(turns.filter(\.valid).count) / wallSeconds)) turns/s, \(format(Double(characters) / wallSeconds)) output chars/s",
            "latency s: " + percentiles(latencies),
            "first snapshot s: " + percentiles(firsts),
        ]
        for turn in turns where !turn.valid { lines.append("  error: \(turn.error ?? "?")") }
        return lines.joined(separator: "\n")
    }

    private func percentiles(_ sorted: [Double]) -> String {
        guard !sorted.isEmpty else { return "n/a" }
        func at(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))] }
        return "p50 \(format(at(0.5)))  p90 \(format(at(0.9)))  p99 \(format(at(0.99)))  max \(format(sorted.last!))"
    }

    private func format(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        return "\(Int(hundredths) / 100).\(String(format2: Int(hundredths) % 100))"
    }
}

extension String {
    /// Two digits with a leading zero.
    fileprivate init(format2 value: Int) {
        self = value < 10 ? "0\(value)" : "\(value)"
    }
}
