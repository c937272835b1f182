/// The keys and values of an object whose properties come in any order, precomputed for
/// matching. Keys are sorted by their bytes, so the keys that share a prefix are neighbours.
///
/// A frame of such an object holds (see ``Runner/stepUnordered(_:_:_:)``): in `a` the phase
/// (low 4 bits), whether a key that is not listed was written (bit 4) and the number of
/// properties written (the rest); in `b` and `c` the set of
/// listed properties written (low and high 32 bits); in `d` the property being written, or
/// while a listed key is matched, the candidate (low 8 bits) and the bytes matched (the rest).
final class UnorderedLayout: Sendable {
    /// Each listed property's key as bytes, `"name":`, sorted.
    let keys: [[UInt8]]
    /// Each listed property's value node.
    let values: [Int32]
    /// The listed properties that must appear.
    let required: UInt64
    /// The node of a key that is not listed (a string that is none of the listed keys), and
    /// the node of its value; -1 when no other keys are allowed.
    let additionalKey: Int32
    let additionalValue: Int32
    /// The fewest and most properties.
    let minProperties: Int32
    let maxProperties: Int32

    /// Where the count of properties written stops (so that frames stay few): the most
    /// allowed, or 0 when there is no most (the count then matters nowhere).
    var countCap: Int32 { maxProperties == .max ? 0 : maxProperties }

    /// The bit of `a` set once a key that is not listed was written.
    static let additionalWritten: Int32 = 0x10

    /// `d` while an additional property's key or value is written.
    static let additionalProperty: Int32 = 255

    init(
        keys: [[UInt8]], values: [Int32], required: UInt64, additionalKey: Int32, additionalValue: Int32,
        minProperties: Int32, maxProperties: Int32
    ) {
        self.keys = keys
        self.values = values
        self.required = required
        self.additionalKey = additionalKey
        self.additionalValue = additionalValue
        self.minProperties = minProperties
        self.maxProperties = maxProperties
    }

    /// The phases of a frame (`a & 0xF`). Those from `inListedKey` on are inside a property
    /// (`d` names it); the two spaces are a spaced grammar's only.
    enum Phase {
        static let beforeOpen: Int32 = 0
        static let afterOpen: Int32 = 1
        static let afterValue: Int32 = 2
        static let afterComma: Int32 = 3
        static let spaceAfterComma: Int32 = 4
        static let inListedKey: Int32 = 5
        static let inAdditionalKey: Int32 = 6
        static let beforeColon: Int32 = 7
        static let spaceAfterColon: Int32 = 8
        static let beforeValue: Int32 = 9
        static let inValue: Int32 = 10
    }

    /// The set of listed properties written.
    static func written(_ frame: Frame) -> UInt64 {
        UInt64(UInt32(bitPattern: frame.b)) | UInt64(UInt32(bitPattern: frame.c)) << 32
    }

    /// The frame after a property's value: the property marked written, the count raised.
    func afterValue(_ frame: Frame) -> Frame {
        var frame = frame
        if frame.d != Self.additionalProperty {
            let written = Self.written(frame) | 1 << UInt64(frame.d)
            frame.b = Int32(bitPattern: UInt32(truncatingIfNeeded: written))
            frame.c = Int32(bitPattern: UInt32(truncatingIfNeeded: written >> 32))
        }
        let count = min(frame.a >> 5 + 1, countCap)
        let additional = frame.d == Self.additionalProperty ? Self.additionalWritten : frame.a & Self.additionalWritten
        frame.a = count << 5 | additional | Phase.afterValue
        return frame
    }

    /// Whether the object may close with the properties written so far. Keys that are not
    /// listed count once towards `minProperties`, however many were written: the same key may
    /// have been written twice, and only distinct keys count.
    func canClose(_ frame: Frame) -> Bool {
        let written = Self.written(frame)
        let distinct = Int32(written.nonzeroBitCount) + (frame.a & Self.additionalWritten != 0 ? 1 : 0)
        return written & required == required && distinct >= minProperties
    }

    /// Whether another property may start (every property written counts towards
    /// `maxProperties`).
    func canAddProperty(_ frame: Frame) -> Bool {
        guard frame.a >> 5 < maxProperties else { return false }
        return (additionalKey >= 0 && !mustWriteRequired(frame)) || candidates(frame) != 0
    }

    /// Whether the properties still allowed are only the required ones not yet written: each
    /// other property would leave too few for them under `maxProperties`.
    func mustWriteRequired(_ frame: Frame) -> Bool {
        let missing = Int32((required & ~Self.written(frame)).nonzeroBitCount)
        return maxProperties != .max && maxProperties - frame.a >> 5 <= missing
    }

    /// The listed properties that may come next.
    func candidates(_ frame: Frame) -> UInt64 {
        let all: UInt64 = keys.count == 64 ? ~0 : (1 << UInt64(keys.count)) - 1
        return all & ~Self.written(frame) & (mustWriteRequired(frame) ? required : all)
    }

    /// The first listed property at or after `index` that may come next.
    func firstCandidate(_ frame: Frame, from index: Int) -> Int? {
        guard index < 64 else { return nil }
        let rest = candidates(frame) >> UInt64(index)
        return rest == 0 ? nil : index + rest.trailingZeroBitCount
    }
}
