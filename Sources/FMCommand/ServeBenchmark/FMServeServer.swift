import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `fm serve` (this program) as a child process on 127.0.0.1 for `fm bench serve`: started,
/// waited for, stopped.
///
/// `@unchecked Sendable`: requests read only the constant `baseURL`; the process is started in
/// `init` and stopped by its owner.
final class FMServeServer: @unchecked Sendable {
    let baseURL: URL
    private let process = Process()

    /// Starts `fm serve` with a model and waits until it answers /health.
    /// - Throws: `RuntimeError` when it does not come up.
    init(model: URL, threads: Int, contextSize: Int, parallel: Int) async throws {
        let executable = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        let port = 20_000 + Int.random(in: 0..<20_000)
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        process.executableURL = executable
        process.arguments = [
            "serve", "--model", model.path, "--port", "\(port)", "--threads", "\(threads)",
            "--context", "\(contextSize)", "--parallel", "\(parallel)",
        ]
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
        throw RuntimeError("fm serve did not become ready at \(baseURL)")
    }

    deinit { stop() }

    /// The server's process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Stops the server with SIGTERM (it finishes what is in flight, then exits).
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
