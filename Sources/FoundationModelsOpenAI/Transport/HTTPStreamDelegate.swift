import Foundation
import Locking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Forwards one data task's response head and body pieces to a stream as they arrive: Linux's
/// FoundationNetworking has no `bytes(for:)`, so streaming needs a delegate.
///
/// `@unchecked Sendable`: `NSObject` subclasses cannot be checked; the only stored state is a
/// `Sendable` continuation and a lock (`Locked`).
final class HTTPStreamDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let continuation: AsyncThrowingStream<HTTPEvent, any Error>.Continuation
    /// Whether any byte of a response arrived (a head or a body piece).
    private let received = Locked(false)

    init(continuation: AsyncThrowingStream<HTTPEvent, any Error>.Continuation) {
        self.continuation = continuation
    }

    /// Whether the server answered at all: a failure before that is safe to retry.
    var hasReceivedResponse: Bool { received.withLock { $0 } }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        received.withLock { $0 = true }
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (key, value) in http?.allHeaderFields ?? [:] {
            headers[String(describing: key).lowercased()] = String(describing: value)
        }
        continuation.yield(.head(status: http?.statusCode ?? 0, headers: headers))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        received.withLock { $0 = true }
        continuation.yield(.body(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            continuation.finish(throwing: TransportFailure(error: error, receivedResponse: hasReceivedResponse))
        } else {
            continuation.finish()
        }
        session.finishTasksAndInvalidate()
    }
}

/// A failure of the connection itself (no HTTP status to go by).
struct TransportFailure: Error {
    /// The error URLSession reported.
    let error: any Error
    /// Whether any byte of a response had arrived before the failure.
    let receivedResponse: Bool
}
