import Foundation
import FoundationModelsCore
import Testing

@testable import FoundationModelsOpenAI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The libcurl transport against a server scripted byte by byte: a stream in pieces, silence,
/// a client that leaves, and what waiting costs.
@Suite struct HTTPClientTests {
    private static let streamHead =
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"

    private static func chunk(_ text: String) -> String {
        String(text.utf8.count, radix: 16) + "\r\n" + text + "\r\n"
    }

    @Test func aChunkedStreamArrivesInPiecesAfterItsHeadWithoutSpinning() async throws {
        let server = try ScriptedHTTPServer { connection in
            connection.send(Self.streamHead + Self.chunk("data: one\n\n"))
            Thread.sleep(forTimeInterval: 2)
            connection.send(Self.chunk("data: two\n\n") + "0\r\n\r\n")
        }
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/v1/chat/completions")!)
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"stream": true}"#.utf8)
        request.setValue("Bearer sesame", forHTTPHeaderField: "Authorization")
        var events: [HTTPEvent] = []
        var cpuWhileWaiting = 0.0
        for try await event in HTTPClient(requestTimeout: 30, resourceTimeout: 30).stream(request) {
            events.append(event)
            if events.count == 2 {
                // The transfer's thread waits for the second piece: it should sleep, not spin.
                let before = Self.cpuSecondsOfTransferThreads()
                try await Task.sleep(for: .seconds(1))
                cpuWhileWaiting = Self.cpuSecondsOfTransferThreads() - before
            }
        }
        guard case .head(let status, let headers)? = events.first else {
            Issue.record("no head first: \(events)")
            return
        }
        #expect(status == 200 && headers["content-type"] == "text/event-stream")
        let body = events.dropFirst().compactMap { event -> String? in
            if case .body(let data) = event { return String(decoding: data, as: UTF8.self) }
            return nil
        }
        // The first piece came alone, two seconds before the rest.
        #expect(body.first == "data: one\n\n" && body.joined() == "data: one\n\ndata: two\n\n")
        #expect(cpuWhileWaiting < 0.1, "the transfer used \(cpuWhileWaiting) s of CPU in a 1-s wait")
        let sent = server.request.withLock { $0 }
        #expect(sent.hasPrefix("POST /v1/chat/completions HTTP/1.1\r\n"), "\(sent)")
        #expect(sent.contains("Authorization: Bearer sesame\r\n") && sent.hasSuffix("\r\n\r\n{\"stream\": true}"))
        #expect(!sent.lowercased().contains("expect:"), "no 100-continue wait: \(sent)")
    }

    @Test func aSilentServerIsATimeoutThatSaysWhatToCheck() async throws {
        let server = try ScriptedHTTPServer { _ in Thread.sleep(forTimeInterval: 5) }
        let url = URL(string: "http://127.0.0.1:\(server.port)/v1")!
        // The server is silent for 5 s, then closes: only the 1-s idle timeout makes `timedOut`.
        await #expect {
            _ = try await HTTPClient(requestTimeout: 1, resourceTimeout: 60).data(for: URLRequest(url: url))
        } throws: { error in
            (error as? TransportFailure).map { ($0.error as? URLError)?.code == .timedOut } ?? false
        }
        // A session on the model reports it as a timeout.
        let model = OpenAILanguageModel(baseURL: url, model: "none", apiKey: nil, requestTimeout: 1)
        await #expect {
            try await LanguageModelSession(model: model).respond(to: "Hello")
        } throws: { error in
            guard case LanguageModelError.timeout(let context) = error else { return false }
            return context.debugDescription.contains("did not answer in time")
        }
    }

    @Test func cancellingTheStreamClosesTheConnection() async throws {
        let server = try ScriptedHTTPServer { connection in
            connection.send(Self.streamHead + Self.chunk("data: one\n\n"))
        }
        let request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/v1/chat/completions")!)
        for try await event in HTTPClient(requestTimeout: 30, resourceTimeout: 30).stream(request) {
            if case .body = event { break }
        }
        for _ in 0..<1200 where !server.clientClosed.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(50)) }
        #expect(server.clientClosed.withLock { $0 })
    }

    @Test func anEmptyBodyIsSentAsAnEmptyPost() async throws {
        let server = try ScriptedHTTPServer { connection in
            connection.send("HTTP/1.1 204 No Content\r\n\r\n")
        }
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/reset")!)
        request.httpMethod = "POST"
        request.httpBody = Data()
        let response = try await HTTPClient(requestTimeout: 30, resourceTimeout: 30).response(for: request)
        #expect(response.status == 204 && response.body.isEmpty)
        let sent = server.request.withLock { $0 }
        #expect(sent.hasPrefix("POST /reset HTTP/1.1\r\n") && sent.contains("Content-Length: 0\r\n"), "\(sent)")
    }

    /// The CPU seconds used so far by this process's live transfer threads (named "http").
    private static func cpuSecondsOfTransferThreads() -> Double {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        let ticks = tasks.reduce(0) { sum, task in
            guard let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8),
                name.trimmingCharacters(in: .whitespacesAndNewlines) == "http",
                let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return sum }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // utime and stime are fields 14 and 15; the text after ")" starts at field 3.
            return sum + (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
        }
        return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
