/// Reads choices from the fuzz input, byte by byte; once the bytes run out every choice is
/// zero, so any input describes a finite, valid decision sequence.
struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Creates a reader of the input.
    /// - Parameter bytes: The fuzz input.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or zero at the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        position += 1
        return bytes[position - 1]
    }

    /// A number below `bound` (zero when `bound` is zero or less).
    mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let value = bound > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return value % bound
    }

    /// A number in the range.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// A choice true about one time in `odds`.
    mutating func chance(_ odds: Int) -> Bool { below(odds) == 0 }

    /// One of the elements.
    mutating func pick<T>(_ elements: [T]) -> T { elements[below(elements.count)] }
}
