import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends HTTP requests with libcurl (``CurlTransfer``) and streams the responses; each request
/// has its own connection, so that cancelling a request closes it. Open to this package's
/// benchmarks and tests, so that their clients do not spin a core as URLSession does on Linux.
package struct HTTPClient: Sendable {
    /// The most seconds to wait for the next byte.
    package var requestTimeout: TimeInterval
    /// The most seconds one whole exchange may take.
    package var resourceTimeout: TimeInterval

    package init(requestTimeout: TimeInterval, resourceTimeout: TimeInterval) {
        self.requestTimeout = requestTimeout
        self.resourceTimeout = resourceTimeout
    }

    /// Sends a request and streams its response; ending the iteration (or cancelling the task
    /// that iterates) cancels the request and closes the connection.
    /// - Parameter request: the request.
    /// - Returns: the head, then body pieces; throws `TransportFailure` when the connection fails.
    package func stream(_ request: URLRequest) -> AsyncThrowingStream<HTTPEvent, any Error> {
        CurlTransfer.start(request, requestTimeout: requestTimeout, resourceTimeout: resourceTimeout)
    }

    /// Sends a request and collects the whole response.
    /// - Parameter request: the request.
    /// - Returns: the status code, the headers (names lowercased) and the body.
    /// - Throws: `TransportFailure` when the connection fails.
    package func response(for request: URLRequest) async throws -> (
        status: Int, headers: [String: String], body: Data
    ) {
        var (status, headers, body) = (0, [String: String](), Data())
        for try await event in stream(request) {
            switch event {
            case .head(let code, let fields): (status, headers) = (code, fields)
            case .body(let piece): body.append(piece)
            }
        }
        return (status, headers, body)
    }

    /// Sends a request and collects the status code and the body.
    package func data(for request: URLRequest) async throws -> (status: Int, body: Data) {
        let response = try await response(for: request)
        return (response.status, response.body)
    }
}

/// A failure of the connection itself (no HTTP status to go by).
package struct TransportFailure: Error {
    /// What failed, as a URL error (`timedOut`, `cannotConnectToHost`, …) with libcurl's message.
    package let error: any Error
    /// Whether any byte of a response had arrived before the failure.
    package let receivedResponse: Bool
}
