import CCurl
import Foundation
import Locking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP exchange, run by libcurl on a thread of its own, its response yielded as it arrives.
///
/// Not URLSession: on Linux, URLSession keeps a write source armed on the socket while it waits
/// for an answer and spins a core doing so (4.8 s of CPU over a 5-s wait, measured). Next to a
/// model decoding on the same two cores, that halved the server's speed or worse.
///
/// `@unchecked Sendable`: libcurl's handles are used only by the transfer's thread, except
/// `curl_multi_wakeup`, which libcurl allows from any thread and which runs under the lock that
/// also guards the handle's cleanup.
final class CurlTransfer: @unchecked Sendable {
    private let continuation: AsyncThrowingStream<HTTPEvent, any Error>.Continuation
    private let easy: UnsafeMutableRawPointer
    /// The multi handle, nil once cleaned up; and whether the consumer went away.
    private let shared: Locked<(multi: UnsafeMutableRawPointer?, cancelled: Bool)>
    private let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
    private var requestHeaders: UnsafeMutablePointer<curl_slist>?
    /// The current response's headers (names lowercased); a new status line starts them again.
    private var headers: [String: String] = [:]
    /// Whether any byte of a response arrived; whether the head was yielded.
    private var received = false
    private var headYielded = false

    /// libcurl's global setup, done once before the first handle.
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// Starts a request on a new thread.
    /// - Parameters:
    ///   - request: the method, URL, headers and body.
    ///   - requestTimeout: the most seconds without a byte (to connect, or between bytes).
    ///   - resourceTimeout: the most seconds for the whole exchange.
    /// - Returns: the head, then the body in pieces; ending the iteration cancels the request.
    static func start(
        _ request: URLRequest, requestTimeout: TimeInterval, resourceTimeout: TimeInterval
    ) -> AsyncThrowingStream<HTTPEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: HTTPEvent.self)
        guard initialized, let easy = curl_easy_init(), let multi = curl_multi_init() else {
            continuation.finish(throwing: TransportFailure(error: URLError(.unknown), receivedResponse: false))
            return stream
        }
        let transfer = CurlTransfer(easy: easy, multi: multi, continuation: continuation)
        transfer.configure(request, requestTimeout: requestTimeout, resourceTimeout: resourceTimeout)
        continuation.onTermination = { termination in
            if case .cancelled = termination { transfer.cancel() }
        }
        Thread {
            Thread.current.name = "http"
            transfer.run()
        }.start()
        return stream
    }

    private init(
        easy: UnsafeMutableRawPointer, multi: UnsafeMutableRawPointer,
        continuation: AsyncThrowingStream<HTTPEvent, any Error>.Continuation
    ) {
        self.easy = easy
        self.continuation = continuation
        shared = Locked((multi, false))
        errorText.initialize(to: 0)
    }

    deinit {
        curl_easy_cleanup(easy)
        curl_slist_free_all(requestHeaders)
        errorText.deallocate()
    }

    private func configure(_ request: URLRequest, requestTimeout: TimeInterval, resourceTimeout: TimeInterval) {
        let url = request.url?.absoluteString ?? ""
        _ = url.withCString { sfm_curl_set_pointer(easy, CURLOPT_URL, $0) }  // libcurl copies strings
        let method = request.httpMethod ?? "GET"
        if let body = request.httpBody {
            sfm_curl_set_size(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            // One byte more, so that an empty body still has an address (NULL means "read it").
            _ = (Array(body) + [0]).withUnsafeBytes {
                sfm_curl_set_pointer(easy, CURLOPT_COPYPOSTFIELDS, $0.baseAddress)
            }
        }
        if method != "GET" && !(method == "POST" && request.httpBody != nil) {
            _ = method.withCString { sfm_curl_set_pointer(easy, CURLOPT_CUSTOMREQUEST, $0) }
        }
        // No `Expect: 100-continue`: libcurl would wait up to a second before sending a body.
        var lines = ["Expect:"]
        for (name, value) in request.allHTTPHeaderFields ?? [:] { lines.append("\(name): \(value)") }
        for line in lines { requestHeaders = curl_slist_append(requestHeaders, line) }
        sfm_curl_set_pointer(easy, CURLOPT_HTTPHEADER, requestHeaders)
        sfm_curl_set_long(easy, CURLOPT_NOSIGNAL, 1)
        sfm_curl_set_long(easy, CURLOPT_FOLLOWLOCATION, 1)
        sfm_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(requestTimeout))
        sfm_curl_set_long(easy, CURLOPT_TIMEOUT_MS, Self.milliseconds(resourceTimeout))
        // Fewer than 1 byte a second over the request timeout: the server went silent.
        sfm_curl_set_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1)
        sfm_curl_set_long(easy, CURLOPT_LOW_SPEED_TIME, max(1, Int(requestTimeout.rounded(.up))))
        sfm_curl_set_pointer(easy, CURLOPT_ERRORBUFFER, errorText)
        let user = Unmanaged.passUnretained(self).toOpaque()
        sfm_curl_set_pointer(easy, CURLOPT_HEADERDATA, user)
        sfm_curl_set_callback(easy, CURLOPT_HEADERFUNCTION) { bytes, size, count, user in
            guard let bytes, let user else { return 0 }
            let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: size * count), as: UTF8.self)
            Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().header(line)
            return size * count
        }
        sfm_curl_set_pointer(easy, CURLOPT_WRITEDATA, user)
        sfm_curl_set_callback(easy, CURLOPT_WRITEFUNCTION) { bytes, size, count, user in
            guard let bytes, let user else { return 0 }
            let data = Data(bytes: bytes, count: size * count)
            Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().body(data)
            return size * count
        }
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int {
        Int(min(seconds, 86_400 * 365) * 1000)
    }

    private func header(_ line: String) {
        received = true
        if line.hasPrefix("HTTP/") {
            headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    private func body(_ data: Data) {
        yieldHead()
        continuation.yield(.body(data))
    }

    private func yieldHead() {
        guard !headYielded else { return }
        headYielded = true
        var status = 0
        sfm_curl_get_long(easy, CURLINFO_RESPONSE_CODE, &status)
        continuation.yield(.head(status: status, headers: headers))
    }

    /// Drives the exchange until it ends or is cancelled, then finishes the stream.
    private func run() {
        guard let multi = shared.withLock({ $0.multi }) else { return }
        curl_multi_add_handle(multi, easy)
        var running: Int32 = 1
        while running > 0 && !shared.withLock({ $0.cancelled }) {
            curl_multi_perform(multi, &running)
            if running > 0 { curl_multi_poll(multi, nil, 0, 1000, nil) }
        }
        var result = CURLE_OK
        var left: Int32 = 0
        while let message = curl_multi_info_read(multi, &left) {
            if message.pointee.msg == CURLMSG_DONE { result = sfm_curl_message_result(message) }
        }
        curl_multi_remove_handle(multi, easy)
        shared.withLock { state in
            curl_multi_cleanup(state.multi)
            state.multi = nil
        }
        if result == CURLE_OK {
            if received { yieldHead() }
            continuation.finish()
        } else {
            let text = String(cString: errorText)
            let message = text.isEmpty ? String(cString: curl_easy_strerror(result)) : text
            let error = URLError(Self.code(result), userInfo: [NSLocalizedDescriptionKey: message])
            continuation.finish(throwing: TransportFailure(error: error, receivedResponse: received))
        }
    }

    /// Stops the exchange: wakes the thread, which closes the connection.
    private func cancel() {
        shared.withLock { state in
            state.cancelled = true
            if let multi = state.multi { curl_multi_wakeup(multi) }
        }
    }

    /// The URL error that names a libcurl failure.
    static func code(_ result: CURLcode) -> URLError.Code {
        switch result {
        case CURLE_OPERATION_TIMEDOUT: .timedOut
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .cannotFindHost
        case CURLE_COULDNT_CONNECT: .cannotConnectToHost
        case CURLE_URL_MALFORMAT: .badURL
        case CURLE_UNSUPPORTED_PROTOCOL: .unsupportedURL
        case CURLE_PEER_FAILED_VERIFICATION: .serverCertificateUntrusted
        case CURLE_SSL_CONNECT_ERROR: .secureConnectionFailed
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: .networkConnectionLost
        default: .unknown
        }
    }
}
