import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends HTTP requests with URLSession and streams the responses; one session per request, so
/// that cancelling a request closes its connection.
struct HTTPClient: Sendable {
    /// The most seconds to wait for the next byte.
    var requestTimeout: TimeInterval
    /// The most seconds one whole exchange may take.
    var resourceTimeout: TimeInterval

    /// Sends a request and streams its response; ending the iteration (or cancelling the task
    /// that iterates) cancels the request and closes the connection.
    /// - Parameter request: the request.
    /// - Returns: the head, then body pieces; throws `TransportFailure` when the connection fails.
    func stream(_ request: URLRequest) -> AsyncThrowingStream<HTTPEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: HTTPEvent.self)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let delegate = HTTPStreamDelegate(continuation: continuation)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        let task = session.dataTask(with: request)
        continuation.onTermination = { termination in
            if case .cancelled = termination {
                task.cancel()
                session.invalidateAndCancel()
            }
        }
        task.resume()
        return stream
    }

    /// Sends a request and collects the whole response.
    /// - Parameter request: the request.
    /// - Returns: the status code and the body.
    /// - Throws: `TransportFailure` when the connection fails.
    func data(for request: URLRequest) async throws -> (status: Int, body: Data) {
        var status = 0
        var body = Data()
        for try await event in stream(request) {
            switch event {
            case .head(let code, _): status = code
            case .body(let piece): body.append(piece)
            }
        }
        return (status, body)
    }
}
