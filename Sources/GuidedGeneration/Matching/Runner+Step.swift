extension Runner {
    /// What one byte does to one frame.
    func step(_ frame: Frame, _ byte: UInt8) -> Step {
        switch nodes[Int(frame.node)] {
        case .document:
            return frame.a == 0 ? .child(Frame(node: frame.node, a: 1), rootIndex) : .reject
        case .object(let layout):
            return stepObject(frame, layout, byte)
        case .array(let element, let minItems, let maxItems):
            return stepArray(frame, element, minItems, maxItems, byte)
        case .tuple(let prefix, let rest, let minItems, let maxItems):
            let element = frame.b < prefix.count ? prefix[Int(frame.b)] : (rest ?? -1)
            // Past the prefix with no `rest`, `maxItems` (at most the prefix's length) stops the array.
            return stepArray(frame, element, minItems, maxItems, byte)
        case .unordered(let layout):
            return stepUnordered(frame, layout, byte)
        case .string(let automaton):
            return Self.stepString(frame, automaton, byte)
        case .bytes(let automaton):
            let next = automaton.next(frame.a, byte)
            if next < 0 { return automaton.accepting[Int(frame.a)] ? .passUp : .reject }
            if !automaton.hasTransitions(next) { return .done }
            var frame = frame
            frame.a = next
            return .next(frame)
        case .choice:
            return .reject
        }
    }

    private var rootIndex: Int32 {
        if case .document(let root, _) = nodes[0] { return root }
        return 0
    }

    private func stepObject(_ frame: Frame, _ layout: ObjectLayout, _ byte: UInt8) -> Step {
        var frame = frame
        switch frame.a {
        case 0:
            guard byte == UInt8(ascii: "{") else { return .reject }
            frame.a = 1
            frame.b = -1
            return .next(frame)
        case 1:
            let slot = Int(frame.b) + 1
            if byte == UInt8(ascii: "}") { return layout.canClose[slot] ? .done : .reject }
            guard layout.candidateEnd[slot] > frame.b else { return .reject }
            frame.a = 2
            frame.c = frame.b + 1
            frame.d = 0
            guard frame.b >= 0 else { return matchKey(frame, layout, byte) }
            guard byte == UInt8(ascii: ",") else { return .reject }
            // In a spaced grammar, the space after the comma is the key's position -1.
            if spaced { frame.d = -1 }
            return .next(frame)
        case 2:
            guard frame.d < 0 else { return matchKey(frame, layout, byte) }
            guard byte == UInt8(ascii: " ") else { return .reject }
            frame.d = 0
            return .next(frame)
        case 3:
            frame.a = 4
            return .child(frame, layout.values[Int(frame.c)])
        default:
            return .reject
        }
    }

    private func matchKey(_ frame: Frame, _ layout: ObjectLayout, _ byte: UInt8) -> Step {
        let position = Int(frame.d)
        let candidate = Int(frame.c)
        let prefix = layout.keys[candidate][..<position]
        var index = candidate
        let end = Int(layout.candidateEnd[Int(frame.b) + 1])
        while index <= end {
            let key = layout.keys[index]
            if key.count > position, key[position] == byte, index == candidate || key[..<position] == prefix {
                var frame = frame
                frame.c = Int32(index)
                frame.d = Int32(position + 1)
                if position + 1 == key.count { frame.a = 3 }
                return .next(frame)
            }
            index += 1
        }
        return .reject
    }

    func stepArray(
        _ frame: Frame, _ element: Int32, _ minItems: Int32, _ maxItems: Int32?, _ byte: UInt8
    ) -> Step {
        var frame = frame
        switch frame.a {
        case 0:
            guard byte == UInt8(ascii: "[") else { return .reject }
            frame.a = 1
            return .next(frame)
        case 1:
            if byte == UInt8(ascii: "]") { return minItems == 0 ? .done : .reject }
            guard maxItems != 0 else { return .reject }
            frame.a = 2
            return .child(frame, element)
        case 3:
            if byte == UInt8(ascii: "]") { return frame.b >= minItems ? .done : .reject }
            guard byte == UInt8(ascii: ","), maxItems.map({ frame.b < $0 }) ?? true else { return .reject }
            frame.a = spaced ? 5 : 4
            return .next(frame)
        case 4:
            frame.a = 2
            return .child(frame, element)
        case 5:
            // A spaced grammar's space after the comma.
            guard byte == UInt8(ascii: " ") else { return .reject }
            frame.a = 4
            return .next(frame)
        default:
            return .reject
        }
    }
}
