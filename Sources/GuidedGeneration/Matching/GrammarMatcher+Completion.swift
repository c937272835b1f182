extension GrammarMatcher {
    /// The longest byte string that is the only way forward now: keys, punctuation, the rest
    /// of a constant or of a choice once the prefix makes it unambiguous.
    ///
    /// Inside strings, the plain spelling counts as the only way forward: a character that
    /// could also be written as a `\u` escape (or a `\` escape) is still forced, as its
    /// shortest spelling. Empty when the output may end here.
    /// - Returns: The forced bytes, possibly empty.
    public func forcedBytes() -> [UInt8] {
        guard !hasEnded else { return [] }
        if let cached = grammar.forced[configurations] { return cached }
        let result = computeForcedBytes()
        grammar.forced[configurations] = result
        return result
    }

    private func computeForcedBytes() -> [UInt8] {
        var matcher = self
        var result: [UInt8] = []
        while !matcher.canEnd, result.count < 1 << 16 {
            var viable = matcher.viableBytes()
            if viable.count > 1,
                Self.allInString(matcher.configurations, mode: Runner.StringMode.normal, nodes: grammar.nodes)
            {
                viable.removeAll { $0 == UInt8(ascii: "\\") }
            }
            if viable.count > 1,
                Self.allInString(matcher.configurations, mode: Runner.StringMode.escape, nodes: grammar.nodes)
            {
                viable.removeAll { $0 == UInt8(ascii: "u") }
            }
            guard viable.count == 1, (try? matcher.advance(bytes: viable)) != nil else { break }
            result.append(viable[0])
        }
        return result
    }

    /// A shortest continuation that completes the document: it closes the current string,
    /// writes the smallest values of the remaining required properties and of the missing
    /// array elements, and closes every open structure. Inside a free string, it ends the
    /// string right away.
    ///
    /// Plain ASCII spellings are preferred over escapes and multi-byte characters where both
    /// work. Empty when the output may already end.
    /// - Returns: The bytes; advancing by them makes ``canEnd`` true.
    public func shortestCompletion() -> [UInt8] {
        guard !canEnd, !hasEnded else { return [] }
        // Searching plain bytes first is fast; escapes and UTF-8 sequences are searched in full,
        // with a smaller budget, only when no completion is found that way.
        return completion(preferringPlain: true, stepLimit: 500_000)
            ?? completion(preferringPlain: false, stepLimit: 20_000) ?? []
    }

    /// A best-first search for a shortest completion. Preferring plain bytes, a step takes an
    /// escape or a non-ASCII byte only where no plain byte is allowed; that search finds nothing
    /// where a string needs one among plain bytes (a quote, a backslash, `é`).
    private func completion(preferringPlain: Bool, stepLimit: Int) -> [UInt8]? {
        let nodes = grammar.nodes
        let lengths = grammar.lengths
        func estimate(_ configurations: [Configuration]) -> Int {
            configurations.map { lengths.remaining($0, nodes: nodes) }.min() ?? CompletionLengths.unreachable
        }
        struct Step {
            let parent: Int
            let byte: UInt8
            let depth: Int
            let configurations: [Configuration]
        }
        var steps = [Step(parent: -1, byte: 0, depth: 0, configurations: configurations)]
        var queue = CompletionQueue()
        queue.push(.init(cost: estimate(configurations), depth: 0, step: 0))
        var seen: Set<[Configuration]> = [configurations]
        let runner = Runner(nodes: nodes)
        while let entry = queue.pop(), steps.count < stepLimit {
            let state = steps[entry.step]
            if entry.step > 0, state.configurations.contains(where: { Runner.canEnd($0, nodes: nodes) }) {
                var path: [UInt8] = []
                var index = entry.step
                while index > 0 {
                    path.append(steps[index].byte)
                    index = steps[index].parent
                }
                return path.reversed()
            }
            var successors = [[Configuration]](repeating: [], count: 256)
            for configuration in state.configurations {
                runner.load(configuration)
                for byte in 0...255 {
                    runner.feed(UInt8(byte)) {
                        if !successors[byte].contains(runner.frames) { successors[byte].append(runner.frames) }
                    }
                }
            }
            // After a backslash, a second one is the short escape of a backslash, not a new escape.
            let inEscape = Self.allInString(state.configurations, mode: Runner.StringMode.escape, nodes: nodes)
            func isPlain(_ byte: Int) -> Bool { byte >= 0x20 && byte < 0x7F && (byte != 0x5C || inEscape) }
            let allowed = (0...255).filter { !successors[$0].isEmpty }
            let plain = allowed.filter(isPlain)
            var bytes = preferringPlain && !plain.isEmpty ? plain : plain + allowed.filter { !isPlain($0) }
            if bytes.count > 1, bytes.contains(Int(UInt8(ascii: "u"))), inEscape {
                bytes.removeAll { $0 == Int(UInt8(ascii: "u")) }
            }
            for byte in bytes {
                let next = successors[byte]
                guard seen.insert(next).inserted else { continue }
                steps.append(Step(parent: entry.step, byte: UInt8(byte), depth: state.depth + 1, configurations: next))
                queue.push(.init(cost: state.depth + 1 + estimate(next), depth: state.depth + 1, step: steps.count - 1))
            }
        }
        return nil
    }

    /// Whether every configuration is inside a string, in the given mode.
    static func allInString(_ configurations: [Configuration], mode: Int32, nodes: [CompiledNode]) -> Bool {
        configurations.allSatisfy { configuration in
            guard let top = configuration.last, case .string = nodes[Int(top.node)] else { return false }
            return top.b == mode
        }
    }
}
