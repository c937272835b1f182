extension Runner {
    private typealias Phase = UnorderedLayout.Phase

    /// What one byte does to the frame of an object whose properties come in any order (see
    /// ``UnorderedLayout`` for the frame's fields). A listed key is matched here, byte by byte,
    /// among the keys not yet written; a key that is not listed is a child string whose
    /// automaton accepts every string but the listed keys.
    func stepUnordered(_ frame: Frame, _ layout: UnorderedLayout, _ byte: UInt8) -> Step {
        var frame = frame
        let phase = frame.a & 0xF
        switch phase {
        case Phase.beforeOpen:
            guard byte == UInt8(ascii: "{") else { return .reject }
            frame.a = Phase.afterOpen
            return .next(frame)
        case Phase.afterOpen, Phase.afterValue:
            if byte == UInt8(ascii: "}") { return layout.canClose(frame) ? .done : .reject }
            if phase == Phase.afterValue {
                guard byte == UInt8(ascii: ","), layout.canAddProperty(frame) else { return .reject }
                frame.a = frame.a & ~0xF | (spaced ? Phase.spaceAfterComma : Phase.afterComma)
                return .next(frame)
            }
            guard layout.canAddProperty(frame) else { return .reject }
            return startKey(frame, layout, byte)
        case Phase.spaceAfterComma:
            guard byte == UInt8(ascii: " ") else { return .reject }
            frame.a = frame.a & ~0xF | Phase.afterComma
            return .next(frame)
        case Phase.afterComma:
            return startKey(frame, layout, byte)
        case Phase.inListedKey:
            return matchListedKey(frame, layout, byte)
        case Phase.beforeColon:
            guard byte == UInt8(ascii: ":") else { return .reject }
            frame.a = frame.a & ~0xF | (spaced ? Phase.spaceAfterColon : Phase.beforeValue)
            return .next(frame)
        case Phase.spaceAfterColon:
            guard byte == UInt8(ascii: " ") else { return .reject }
            frame.a = frame.a & ~0xF | Phase.beforeValue
            return .next(frame)
        case Phase.beforeValue:
            frame.a = frame.a & ~0xF | Phase.inValue
            let isListed = frame.d != UnorderedLayout.additionalProperty
            return .child(frame, isListed ? layout.values[Int(frame.d)] : layout.additionalValue)
        default:
            return .reject
        }
    }

    private func startKey(_ frame: Frame, _ layout: UnorderedLayout, _ byte: UInt8) -> Step {
        guard byte == UInt8(ascii: "\"") else { return .reject }
        var additional = frame
        additional.a = frame.a & ~0xF | Phase.inAdditionalKey
        additional.d = UnorderedLayout.additionalProperty
        let allowsAdditional = layout.additionalKey >= 0 && !layout.mustWriteRequired(frame)
        guard let first = layout.firstCandidate(frame, from: 0) else {
            return allowsAdditional ? .child(additional, layout.additionalKey) : .reject
        }
        var listed = frame
        listed.a = frame.a & ~0xF | Phase.inListedKey
        listed.d = Int32(first) | 1 << 8
        return allowsAdditional ? .fork(listed, child: additional, layout.additionalKey) : .next(listed)
    }

    /// Steps a listed key: the candidate is the first allowed key (in byte order) that
    /// starts with the bytes so far; the ones after it that share those bytes are neighbours.
    private func matchListedKey(_ frame: Frame, _ layout: UnorderedLayout, _ byte: UInt8) -> Step {
        let candidate = Int(frame.d & 0xFF)
        let position = Int(frame.d >> 8)
        let prefix = layout.keys[candidate][..<position]
        var index: Int? = candidate
        while let current = index {
            let key = layout.keys[current]
            guard current == candidate || (key.count >= position && key[..<position] == prefix) else { break }
            if key.count > position, key[position] == byte {
                var frame = frame
                if position + 1 == key.count {
                    frame.a = frame.a & ~0xF | Phase.beforeValue
                    frame.d = Int32(current)
                } else {
                    frame.d = Int32(current) | Int32(position + 1) << 8
                }
                return .next(frame)
            }
            index = layout.firstCandidate(frame, from: current + 1)
        }
        return .reject
    }
}
