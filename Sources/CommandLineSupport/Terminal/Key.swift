/// A key pressed on a terminal in raw mode.
///
/// Extension of this project.
public enum Key: Sendable, Hashable {
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Return or Enter.
    case enter
    /// A lone Escape.
    case escape
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Tab.
    case tab
    /// Ctrl-C (raw mode turns it into a key instead of a signal).
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// A printable character.
    case character(Swift.Character)
    /// A sequence this layer does not name (function keys, Delete, …).
    case unknown

    /// Decodes the bytes of one read from a raw-mode terminal.
    /// - Parameter bytes: The bytes.
    /// - Returns: The keys, in order. An escape byte that ends the read is the Escape key.
    public static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                guard index < bytes.count, bytes[index] == 0x5B || bytes[index] == 0x4F else {
                    keys.append(.escape)
                    continue
                }
                index += 1
                // Skip parameter bytes, then read the final byte.
                while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
                guard index < bytes.count else {
                    keys.append(.unknown)
                    continue
                }
                let final = bytes[index]
                index += 1
                switch final {
                case 0x41: keys.append(.up)
                case 0x42: keys.append(.down)
                case 0x43: keys.append(.right)
                case 0x44: keys.append(.left)
                default: keys.append(.unknown)
                }
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x09: keys.append(.tab)
            case 0x03: keys.append(.interrupt)
            case 0x04: keys.append(.endOfInput)
            case 0x00..<0x20: keys.append(.unknown)
            default:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                let end = Swift.min(bytes.count, index - 1 + length)
                let text = String(decoding: bytes[(index - 1)..<end], as: UTF8.self)
                index = end
                if let character = text.first, character != "\u{FFFD}" {
                    keys.append(.character(character))
                } else {
                    keys.append(.unknown)
                }
            }
        }
        return keys
    }
}
