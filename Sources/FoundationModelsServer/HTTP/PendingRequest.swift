import Foundation

/// A request whose headers and body the server is still reading: made on the first call for a
/// request, given the body's pieces, and freed when the request completes.
///
/// Touched only on its connection's thread (the server runs one thread per connection, and
/// calls for one request never overlap), so it needs no lock.
final class PendingRequest {
    let method: String
    let path: String
    let headers: [String: String]
    var body = Data()
    /// The body went over the limit: the rest is read and dropped, and the answer is 413.
    var tooLarge = false
    /// Whether the request has been answered (a response is queued).
    var answered = false

    init(method: String, path: String, headers: [String: String]) {
        self.method = method
        self.path = path
        self.headers = headers
    }

    /// Adds a piece of the body, up to a limit.
    func append(_ bytes: UnsafeRawBufferPointer, limit: Int) {
        guard !tooLarge else { return }
        if body.count + bytes.count > limit {
            tooLarge = true
            body = Data()
        } else {
            body.append(contentsOf: bytes)
        }
    }

    /// The request as the handler sees it.
    var request: HTTPRequest { HTTPRequest(method: method, path: path, headers: headers, body: body) }
}
