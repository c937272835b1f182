import CommandLineSupport
import Foundation
import FoundationModelsOpenAI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An OpenAI-compatible server as a child process on 127.0.0.1 for benchmarks (`llama-server`,
/// or `fm serve` itself): started on a random port, waited for until /health answers, stopped.
///
/// `@unchecked Sendable`: requests from many tasks read only the constant `baseURL`; the process
/// is started in `init` and stopped by its owner.
final class ServerProcess: @unchecked Sendable {
    let baseURL: URL
    private let process = Process()

    /// Starts a server and waits until it answers /health (a minute at most).
    /// - Parameters:
    ///   - name: the server's name in errors.
    ///   - executable: the program.
    ///   - arguments: its arguments for a port.
    /// - Throws: `RuntimeError` when the server does not come up.
    init(_ name: String, executable: URL, arguments: (_ port: Int) -> [String]) async throws {
        let port = 20_000 + Int.random(in: 0..<20_000)
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        process.executableURL = executable
        process.arguments = arguments(port)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<600 {
            let health = URLRequest(url: baseURL.appendingPathComponent("health"))
            if let (status, _) = try? await HTTPClient(requestTimeout: 5, resourceTimeout: 5).data(for: health),
                status == 200
            {
                return
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        stop()
        throw RuntimeError("\(name) did not become ready at \(baseURL)")
    }

    /// Starts llama-server with a model.
    /// - Parameters:
    ///   - parallel: the server's slots (requests decoded together); above 1 they share one
    ///     unified KV cache of `contextSize` tokens.
    /// - Throws: `RuntimeError` when the binary is missing or the server does not come up.
    static func llamaServer(model: URL, threads: Int, contextSize: Int = 4096, parallel: Int = 1) async throws
        -> ServerProcess
    {
        let bin = LlamaTools.binaryFolder
        let executable = bin.appendingPathComponent("llama-server")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw RuntimeError("llama-server not found in \(bin.path): run `scripts/setup --server`")
        }
        return try await ServerProcess("llama-server", executable: executable) { port in
            [
                "-m", model.path, "--host", "127.0.0.1", "--port", "\(port)", "-t", "\(threads)",
                "-c", "\(contextSize)", "--parallel", "\(parallel)", "--no-webui",
            ] + (parallel > 1 ? ["--kv-unified", "--cont-batching"] : [])
        }
    }

    /// Starts `fm serve` (this program) with a model.
    /// - Throws: `RuntimeError` when the server does not come up.
    static func fmServe(model: URL, threads: Int, contextSize: Int, parallel: Int) async throws -> ServerProcess {
        let executable = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        return try await ServerProcess("fm serve", executable: executable) { port in
            [
                "serve", "--model", model.path, "--port", "\(port)", "--threads", "\(threads)",
                "--context", "\(contextSize)", "--parallel", "\(parallel)",
            ]
        }
    }

    deinit { stop() }

    /// The server's process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Stops the server: SIGTERM (it finishes what is in flight), then SIGKILL if it has not
    /// exited within five seconds.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        for _ in 0..<50 where process.isRunning { usleep(100_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
