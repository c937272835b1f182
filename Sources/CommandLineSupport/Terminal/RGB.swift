/// A 24-bit colour.
///
/// Extension of this project.
public struct RGB: Sendable, Hashable, Codable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8

    /// Creates a colour.
    /// - Parameters:
    ///   - red: Red, 0...255.
    ///   - green: Green, 0...255.
    ///   - blue: Blue, 0...255.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from `0xRRGGBB`.
    /// - Parameter hex: The colour as a 24-bit number.
    public init(hex: UInt32) {
        self.init(
            UInt8(truncatingIfNeeded: hex >> 16), UInt8(truncatingIfNeeded: hex >> 8), UInt8(truncatingIfNeeded: hex))
    }

    /// Perceived brightness, 0 (black) ... 1 (white).
    public var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }

    /// This colour scaled towards black (`factor` < 1) or white (`factor` > 1).
    /// - Parameter factor: 0.5 halves the brightness; 1.5 moves halfway to white.
    /// - Returns: The new colour.
    public func shaded(_ factor: Double) -> RGB {
        func channel(_ value: UInt8) -> UInt8 {
            let v = Double(value)
            let result = factor <= 1 ? v * factor : v + (255 - v) * (factor - 1)
            return UInt8(Swift.max(0, Swift.min(255, result.rounded())))
        }
        return RGB(channel(red), channel(green), channel(blue))
    }

    /// The colour halfway (or `amount` of the way) to another colour.
    /// - Parameters:
    ///   - other: The other colour.
    ///   - amount: 0 keeps this colour, 1 gives the other.
    /// - Returns: The mixed colour.
    public func mixed(with other: RGB, _ amount: Double = 0.5) -> RGB {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded())
        }
        return RGB(channel(red, other.red), channel(green, other.green), channel(blue, other.blue))
    }
}
