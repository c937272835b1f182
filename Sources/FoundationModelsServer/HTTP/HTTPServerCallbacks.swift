import CMicroHTTPD
import Foundation
import Locking

/// The C functions libmicrohttpd calls, on a connection's thread. Each finds its server or
/// request through the context pointer it was given.
enum HTTPServerCallbacks {
    /// Called for a request's headers, each piece of its body, then its end.
    static let access: MHD_AccessHandlerCallback = {
        context, connection, url, method, _, uploadData, uploadSize, requestContext in
        guard let context, let connection, let requestContext, let uploadSize else { return .NO }
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        guard let stored = requestContext.pointee else {
            let pending = PendingRequest(
                method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
                headers: headers(of: connection))
            requestContext.pointee = Unmanaged.passRetained(pending).toOpaque()
            server.requestStarted()
            if let length = pending.headers["content-length"].flatMap(Int.init), length > server.maximumBodyBytes {
                pending.answered = true
                return queue(server.tooLarge(), on: connection)
            }
            return .YES
        }
        let pending = Unmanaged<PendingRequest>.fromOpaque(stored).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            if let uploadData {
                pending.append(
                    UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee),
                    limit: server.maximumBodyBytes)
            }
            uploadSize.pointee = 0
            return .YES
        }
        guard !pending.answered else { return .YES }
        pending.answered = true
        if pending.tooLarge { return queue(server.tooLarge(), on: connection) }
        return queue(answer(pending.request, with: server.handler), on: connection)
    }

    /// Called when a request is done (answered, or its connection closed).
    static let completed: MHD_RequestCompletedCallback = { context, _, requestContext, _ in
        guard let context, let requestContext, let stored = requestContext.pointee else { return }
        Unmanaged<PendingRequest>.fromOpaque(stored).release()
        requestContext.pointee = nil
        Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().requestEnded()
    }

    /// Fills a streamed body's buffer: blocks (on the connection's thread) until bytes come.
    static let readStream: MHD_ContentReaderCallback = { context, _, buffer, limit in
        guard let context, let buffer else { return -2 }
        let stream = Unmanaged<ResponseBodyStream>.fromOpaque(context).takeUnretainedValue()
        switch stream.read(limit: limit) {
        case .bytes(let data):
            data.withUnsafeBytes { raw in
                UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress!, byteCount: raw.count)
            }
            return data.count
        case .end:
            return -1  // MHD_CONTENT_READER_END_OF_STREAM
        }
    }

    /// Called when a streamed response is done with, finished or not (the client may have left).
    static let freeStream: MHD_ContentReaderFreeCallback = { context in
        guard let context else { return }
        Unmanaged<ResponseBodyStream>.fromOpaque(context).takeRetainedValue().close()
    }

    /// Runs the handler in a task and waits for its response on this (the connection's) thread.
    /// A client is waiting: the task runs at `userInitiated`, before an app's background work on
    /// the same model.
    private static func answer(_ request: HTTPRequest, with handler: @escaping HTTPServer.Handler) -> HTTPResponse {
        let done = DispatchSemaphore(value: 0)
        let response = Locked<HTTPResponse?>(nil)
        Task(priority: .userInitiated) {
            let answer = await handler(request)
            response.withLock { $0 = answer }
            done.signal()
        }
        done.wait()
        return response.withLock { $0 }!
    }

    /// The request's headers, by lowercased name.
    private static func headers(of connection: OpaquePointer) -> [String: String] {
        final class Collected {
            var headers: [String: String] = [:]
        }
        let collected = Collected()
        let iterator: MHD_KeyValueIterator = { context, _, key, value in
            guard let context, let key else { return .YES }
            let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
            collected.headers[String(cString: key).lowercased()] = value.map { String(cString: $0) } ?? ""
            return .YES
        }
        withExtendedLifetime(collected) {
            _ = MHD_get_connection_values(
                connection, .HEADER_KIND, iterator, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.headers
    }

    /// Queues a response on a connection.
    private static func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let made: OpaquePointer?
        switch response.body {
        case .bytes(let data):
            made = data.withUnsafeBytes { raw in
                MHD_create_response_from_buffer(
                    raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress), .RESPMEM_MUST_COPY)
            }
        case .stream(let stream):
            made = MHD_create_response_from_callback(
                UInt64.max, 16 << 10, readStream, Unmanaged.passRetained(stream).toOpaque(), freeStream)
        }
        guard let made else { return .NO }
        defer { MHD_destroy_response(made) }
        for (name, value) in response.headers { _ = MHD_add_response_header(made, name, value) }
        return MHD_queue_response(connection, UInt32(response.status), made)
    }
}
