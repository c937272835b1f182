import Foundation

/// One server-sent event of `GET /events`: `hello` (the tab's id and what does not change),
/// `state` (a `WebView`, whenever what the page shows changes), or `occupied` (another tab
/// holds the game; the stream ends).
///
/// Extension of this project.
public struct WebEvent: Sendable, Equatable {
    /// The event's name.
    public var name: String
    /// Its JSON.
    public var data: Data

    /// An event with a value's JSON.
    /// - Parameters:
    ///   - name: The event's name.
    ///   - value: What it carries.
    public init(_ name: String, _ value: some Encodable) {
        self.name = name
        data = WebJSON.encode(value)
    }

    /// The event as the stream carries it: `event: NAME`, `data: JSON`, a blank line.
    public var bytes: Data {
        Data("event: \(name)\ndata: ".utf8) + data + Data("\n\n".utf8)
    }
}
