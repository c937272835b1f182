import CommandLineSupport
import Foundation

/// One streamed chat completion or response (the Responses API's typed events), sent by `curl`
/// (a process per request, read on a thread of its own, so waiting costs no CPU in this process,
/// and both servers see the same client): when the first text came, the whole text, and the
/// tokens the server reported.
struct StreamedCompletion {
    var firstText: Double?
    var seconds = 0.0
    var text = ""
    var completionTokens = 0
    var promptTokens = 0
    var cachedTokens = 0
    /// The response's id (the Responses API).
    var id: String?

    /// Sends a request body to `url` and reads the stream to its end.
    /// - Throws: `RuntimeError` when curl is missing or fails.
    static func send(_ body: Data, to url: URL) async throws -> StreamedCompletion {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try sendBlocking(body, to: url) })
            }.start()
        }
    }

    private static func sendBlocking(_ body: Data, to url: URL) throws -> StreamedCompletion {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "curl", "-sS", "-N", "--fail-with-body", "-H", "Content-Type: application/json", "--data-binary", "@-",
            url.absoluteString,
        ]
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let start = ContinuousClock.now
        do {
            try process.run()
        } catch {
            throw RuntimeError("cannot run curl (\(error.localizedDescription)): install curl for fm bench serve")
        }
        input.fileHandleForWriting.write(body)
        try input.fileHandleForWriting.close()
        var completion = StreamedCompletion()
        var buffer = ""
        let reader = output.fileHandleForReading
        while case let data = reader.availableData, !data.isEmpty {
            buffer += String(decoding: data, as: UTF8.self)
            while let end = buffer.range(of: "\n") {
                let line = String(buffer[..<end.lowerBound])
                buffer.removeSubrange(..<end.upperBound)
                completion.read(line, at: (ContinuousClock.now - start))
            }
        }
        process.waitUntilExit()
        completion.seconds = (ContinuousClock.now - start).seconds
        guard process.terminationStatus == 0 else {
            throw RuntimeError("the request to \(url) failed (curl exit \(process.terminationStatus)): \(buffer)")
        }
        return completion
    }

    /// Reads one line of the event stream.
    private mutating func read(_ line: String, at elapsed: Duration) {
        guard line.hasPrefix("data: "), line != "data: [DONE]",
            let json = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(6).utf8)) as? [String: Any]
        else { return }
        if let type = json["type"] as? String {
            readEvent(type, json, at: elapsed)
            return
        }
        if let usage = json["usage"] as? [String: Any], let tokens = usage["completion_tokens"] as? Int {
            completionTokens = tokens
            promptTokens = usage["prompt_tokens"] as? Int ?? 0
            cachedTokens = (usage["prompt_tokens_details"] as? [String: Any])?["cached_tokens"] as? Int ?? 0
        }
        guard let choices = json["choices"] as? [[String: Any]], let delta = choices.first?["delta"] as? [String: Any],
            let content = delta["content"] as? String, !content.isEmpty
        else { return }
        if firstText == nil { firstText = elapsed.seconds }
        text += content
    }

    /// Reads one event of the Responses API.
    private mutating func readEvent(_ type: String, _ json: [String: Any], at elapsed: Duration) {
        switch type {
        case "response.output_text.delta":
            guard let delta = json["delta"] as? String, !delta.isEmpty else { return }
            if firstText == nil { firstText = elapsed.seconds }
            text += delta
        case "response.completed", "response.incomplete":
            let response = json["response"] as? [String: Any]
            id = response?["id"] as? String
            let usage = response?["usage"] as? [String: Any]
            completionTokens = usage?["output_tokens"] as? Int ?? 0
            promptTokens = usage?["input_tokens"] as? Int ?? 0
            cachedTokens = (usage?["input_tokens_details"] as? [String: Any])?["cached_tokens"] as? Int ?? 0
        default:
            return
        }
    }
}
