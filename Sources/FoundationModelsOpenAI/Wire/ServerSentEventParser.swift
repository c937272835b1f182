import Foundation

/// Splits a server-sent-event stream into the `data` of its events, byte by byte as it arrives:
/// lines end with LF or CRLF, `data:` lines of one event are joined with LF, a blank line ends
/// the event, other fields and comments are ignored.
struct ServerSentEventParser {
    private var buffer: [UInt8] = []
    private var dataLines: [String] = []

    /// Reads bytes.
    /// - Parameter data: the next bytes of the stream.
    /// - Returns: the data of each event completed by them.
    mutating func feed(_ data: Data) -> [String] {
        buffer.append(contentsOf: data)
        var events: [String] = []
        var start = 0
        while let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
            var end = newline
            if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = String(decoding: buffer[start..<end], as: UTF8.self)
            start = newline + 1
            if let event = take(line) { events.append(event) }
        }
        buffer.removeFirst(start)
        return events
    }

    /// Ends the stream.
    /// - Returns: the data of an event that the stream ended without a blank line after.
    mutating func finish() -> [String] {
        var events: [String] = []
        if !buffer.isEmpty {
            let line = String(decoding: buffer, as: UTF8.self)
            buffer = []
            if let event = take(line) { events.append(event) }
        }
        if let event = take("") { events.append(event) }
        return events
    }

    private mutating func take(_ line: String) -> String? {
        if line.isEmpty {
            guard !dataLines.isEmpty else { return nil }
            defer { dataLines = [] }
            return dataLines.joined(separator: "\n")
        }
        guard line.hasPrefix("data:") else { return nil }
        var value = line.dropFirst(5)
        if value.first == " " { value = value.dropFirst() }
        dataLines.append(String(value))
        return nil
    }
}
