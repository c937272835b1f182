import Foundation
import Locking

extension ChatServer {
    /// Writes the body of a server-sent-event response as a task, and answers once it has begun.
    ///
    /// The response starts once `produce` calls `begin` (the model has produced its first
    /// output), so a request that fails before it (a prompt over the context window, a bad
    /// sampling option) gets an error status instead of a stream; or once the configured
    /// patience runs out, so that a long wait is filled with keep-alive comments. A failure after
    /// the start is written by `fail`. The task is cancelled when the client goes away.
    /// - Parameters:
    ///   - produce: writes the events; calls `begin` before its first write.
    ///   - fail: writes a failure that came after the response began.
    /// - Throws: `APIError` for a failure before the response began.
    func eventStream(
        _ produce:
            @escaping @Sendable (_ body: ResponseBodyStream, _ begin: @escaping @Sendable () -> Void)
            async throws -> Void,
        fail: @escaping @Sendable (_ body: ResponseBodyStream, _ error: APIError) -> Void
    ) async throws(APIError) -> HTTPResponse {
        let body = ResponseBodyStream(heartbeat: Data(": keep-alive\n\n".utf8))
        let (started, signal) = AsyncStream.makeStream(of: APIError?.self)
        // Whoever first decides how the response begins (output, failure or patience) wins.
        let undecided = Locked(true)
        let decide: @Sendable () -> Bool = {
            undecided.withLock { open in
                defer { open = false }
                return open
            }
        }
        let begin: @Sendable () -> Void = {
            if decide() { signal.yield(nil) }
        }
        let task = Task {
            do {
                try await produce(body, begin)
                begin()
            } catch {
                if decide() {
                    signal.yield(Self.apiError(error))
                } else {
                    fail(body, Self.apiError(error))
                }
            }
            body.finish()
            signal.finish()
        }
        let patience = configuration.streamPatience
        let impatience = Task {
            guard (try? await Task.sleep(for: patience)) != nil else { return }
            begin()
        }
        defer { impatience.cancel() }
        body.onClose { task.cancel() }
        for await outcome in started {
            if let outcome { throw outcome }
            break
        }
        return HTTPResponse(
            status: 200,
            headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-cache")],
            body: .stream(body))
    }
}
