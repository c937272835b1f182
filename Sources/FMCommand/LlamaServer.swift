import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `llama-server` process on 127.0.0.1 for benchmarks: started, waited for, stopped.
///
/// `@unchecked Sendable`: requests from many tasks read only the constant `baseURL`; the process
/// is started in `init` and stopped by its owner.
final class LlamaServer: @unchecked Sendable {
    let baseURL: URL
    private let process = Process()

    /// Starts llama-server with a model and waits until it answers /health.
    /// - Throws: `RuntimeError` when the binary is missing or the server does not come up.
    /// - Parameters:
    ///   - parallel: the server's slots (requests decoded together); above 1 they share one
    ///     unified KV cache of `contextSize` tokens.
    init(model: URL, threads: Int, contextSize: Int = 4096, parallel: Int = 1) async throws {
        let bin = LlamaTools.binaryFolder
        let executable = bin.appendingPathComponent("llama-server")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw RuntimeError("llama-server not found in \(bin.path): run `scripts/setup --server`")
        }
        let port = 20_000 + Int.random(in: 0..<20_000)
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        process.executableURL = executable
        process.arguments =
            [
                "-m", model.path, "--host", "127.0.0.1", "--port", "\(port)", "-t", "\(threads)",
                "-c", "\(contextSize)", "--parallel", "\(parallel)", "--no-webui",
            ] + (parallel > 1 ? ["--kv-unified", "--cont-batching"] : [])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<600 {
            if let (_, response) = try? await URLSession.shared.data(from: baseURL.appendingPathComponent("health")),
                (response as? HTTPURLResponse)?.statusCode == 200
            {
                return
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        stop()
        throw RuntimeError("llama-server did not become ready at \(baseURL)")
    }

    deinit { stop() }

    /// The server's process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Stops the server: SIGTERM, then SIGKILL if it has not exited within five seconds.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        for _ in 0..<50 where process.isRunning { usleep(100_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// A non-streaming chat completion; returns the message text, the completion tokens and the
    /// server's time generating them after the first.
    func complete(_ body: [String: Any]) async throws -> (text: String, tokens: Int, generationSeconds: Double) {
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/chat/completions"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        request.timeoutInterval = 600
        let (data, _) = try await URLSession.shared.data(for: request)
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let choices = json["choices"] as? [[String: Any]],
            let message = choices.first?["message"] as? [String: Any]
        else {
            throw RuntimeError("unexpected llama-server reply: \(String(decoding: data.prefix(300), as: UTF8.self))")
        }
        let usage = json["usage"] as? [String: Any]
        let timings = json["timings"] as? [String: Any]
        return (
            message["content"] as? String ?? "", usage?["completion_tokens"] as? Int ?? 0,
            (timings?["predicted_ms"] as? Double ?? 0) / 1000
        )
    }
}
