/// Builds the byte automaton of a JSON integer or number with exact inclusive bounds.
///
/// The automaton tracks, digit by digit, how the digits read so far compare with each bound,
/// so a prefix is accepted only when some completion lies within the bounds.
enum NumberAutomaton {
    private enum Phase: UInt8 {
        case start, minus, zero, integer, dot, fraction, exponentMark, exponentSign, exponent
    }

    /// How the digits so far compare with the lower (slot 0) and upper (slot 1) bound's:
    /// -1, 0 (equal so far) or 1.
    private struct Order: Hashable {
        var low: Int8 = 0
        var high: Int8 = 0

        subscript(slot: Int) -> Int8 {
            get { slot == 0 ? low : high }
            set { if slot == 0 { low = newValue } else { high = newValue } }
        }
    }

    private struct State: Hashable {
        var phase: Phase = .start
        var negative = false
        var integerCount = 0
        var integerOrder = Order()
        var fractionCount = 0
        var fractionOrder = Order()
        var fractionNonZero = false
    }

    /// The automaton.
    /// - Parameters:
    ///   - integer: Whether only integers (no fraction or exponent) are allowed.
    ///   - minimum: The inclusive lower bound, if any.
    ///   - maximum: The inclusive upper bound, if any.
    /// - Returns: The automaton, or nil when no number lies within the bounds.
    static func make(integer: Bool, minimum: DecimalBound?, maximum: DecimalBound?) -> ByteDFA? {
        let bounds = [minimum, maximum]
        let bounded = minimum != nil || maximum != nil
        let integerCap = bounded ? bounds.compactMap { $0?.integerDigits.count }.max()! + 1 : 0
        let fractionCap = bounded ? bounds.compactMap { $0?.fractionDigits.count }.max()! : 0

        func accepts(_ state: State) -> Bool {
            switch state.phase {
            case .zero, .integer, .fraction, .exponent: break
            default: return false
            }
            if let minimum, compare(state, minimum, 0) < 0 { return false }
            if let maximum, compare(state, maximum, 1) > 0 { return false }
            return true
        }

        func compare(_ state: State, _ bound: DecimalBound, _ slot: Int) -> Int {
            let magnitudeZero = state.integerCount == 0 && !state.fractionNonZero
            let sign = magnitudeZero ? 0 : (state.negative ? -1 : 1)
            if sign != bound.sign { return sign < bound.sign ? -1 : 1 }
            if sign == 0 { return 0 }
            var magnitude: Int
            let length = bound.integerDigits.count
            if state.integerCount != length {
                magnitude = state.integerCount < length ? -1 : 1
            } else {
                magnitude = Int(state.integerOrder[slot])
            }
            if magnitude == 0 {
                magnitude = Int(state.fractionOrder[slot])
                if magnitude == 0 && state.fractionCount < bound.fractionDigits.count { magnitude = -1 }
            }
            return sign < 0 ? -magnitude : magnitude
        }

        func step(_ state: State, _ byte: UInt8) -> State? {
            var next = state
            let digit: UInt8? = (0x30...0x39).contains(byte) ? byte - 0x30 : nil
            switch (state.phase, byte) {
            case (.start, UInt8(ascii: "-")):
                next.phase = .minus
                next.negative = true
            case (.start, UInt8(ascii: "0")), (.minus, UInt8(ascii: "0")):
                next.phase = .zero
            case (.start, _), (.minus, _), (.integer, _):
                guard let digit, state.phase == .integer || digit != 0 else {
                    if state.phase == .integer { return fractionOrExponent(state, byte) }
                    return nil
                }
                next.phase = .integer
                for (slot, bound) in bounds.enumerated() {
                    guard let bound, next.integerOrder[slot] == 0 else { continue }
                    if state.integerCount < bound.integerDigits.count {
                        let other = bound.integerDigits[state.integerCount]
                        next.integerOrder[slot] = digit < other ? -1 : (digit > other ? 1 : 0)
                    }
                }
                next.integerCount = min(state.integerCount + 1, integerCap)
            case (.zero, _):
                return fractionOrExponent(state, byte)
            case (.dot, _), (.fraction, _):
                guard let digit else {
                    return state.phase == .fraction ? fractionOrExponent(state, byte) : nil
                }
                next.phase = .fraction
                if digit != 0 { next.fractionNonZero = true }
                for (slot, bound) in bounds.enumerated() {
                    guard let bound, next.fractionOrder[slot] == 0 else { continue }
                    if state.fractionCount < bound.fractionDigits.count {
                        let other = bound.fractionDigits[state.fractionCount]
                        next.fractionOrder[slot] = digit < other ? -1 : (digit > other ? 1 : 0)
                    } else if digit != 0 {
                        next.fractionOrder[slot] = 1
                    }
                }
                next.fractionCount = min(state.fractionCount + 1, fractionCap)
            case (.exponentMark, UInt8(ascii: "+")), (.exponentMark, UInt8(ascii: "-")):
                next.phase = .exponentSign
            case (.exponentMark, _), (.exponentSign, _), (.exponent, _):
                guard digit != nil else { return nil }
                next.phase = .exponent
            }
            return next
        }

        func fractionOrExponent(_ state: State, _ byte: UInt8) -> State? {
            guard !integer else { return nil }
            var next = state
            if byte == UInt8(ascii: "."), state.phase != .fraction {
                next.phase = .dot
                return next
            }
            if (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) && !bounded {
                next.phase = .exponentMark
                return next
            }
            return nil
        }

        let alphabet = Array("-+.eE0123456789".utf8)
        var states = [State()]
        var index = [State(): 0]
        var transitions: [[(UInt8, Int)]] = []
        var cursor = 0
        while cursor < states.count {
            let state = states[cursor]
            cursor += 1
            var row: [(UInt8, Int)] = []
            for byte in alphabet {
                guard let next = step(state, byte) else { continue }
                if let existing = index[next] {
                    row.append((byte, existing))
                } else {
                    index[next] = states.count
                    row.append((byte, states.count))
                    states.append(next)
                }
            }
            transitions.append(row)
        }
        return ByteDFA.pruned(accepting: states.map(accepts), transitions: transitions)
    }
}
