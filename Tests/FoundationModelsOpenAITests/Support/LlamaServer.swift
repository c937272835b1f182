import Foundation
import Testing

@testable import FoundationModelsOpenAI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A real `llama-server` (built by `scripts/setup`) on 127.0.0.1 and a free port, serving the
/// small Qwen model. It runs under a shell watchdog that kills it when this process goes away,
/// so no server outlives the tests, even after a crash.
final class LlamaServer: Sendable {
    /// The server's API base, `http://127.0.0.1:<port>/v1`.
    let baseURL: URL
    private let process: Process

    /// The server that the running suite shares (see ``LlamaServerTrait``).
    @TaskLocal static var current: LlamaServer?

    private static let cache = FileManager.default.homeDirectoryForCurrentUser
        .appendingPathComponent(".cache/swift-foundation-models")

    /// `$FM_LLAMA_BIN/llama-server`, else the one the setup script builds.
    static var binary: URL {
        if let directory = ProcessInfo.processInfo.environment["FM_LLAMA_BIN"], !directory.isEmpty {
            return URL(fileURLWithPath: directory).appendingPathComponent("llama-server")
        }
        return cache.appendingPathComponent("llama.cpp-0.3.36-0c1e570-2/bin/llama-server")
    }

    /// The model the server loads.
    static let modelFile = cache.appendingPathComponent("models/qwen2.5-coder-0.5b-instruct-q8_0.gguf")

    /// Whether the server binary and the model are installed.
    static var isInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: binary.path)
            && FileManager.default.isReadableFile(atPath: modelFile.path)
    }

    /// A model description for this server.
    func model(streaming: Bool = true) -> OpenAILanguageModel {
        var model = OpenAILanguageModel(
            baseURL: baseURL, model: "qwen", apiKey: nil, contextSize: 4096, requestTimeout: 300)
        model.streaming = streaming
        model.sendsTopK = true
        return model
    }

    private init(baseURL: URL, process: Process) {
        self.baseURL = baseURL
        self.process = process
    }

    /// Starts a server and waits until it has loaded the model.
    /// - Throws: when the server exits or is not healthy within two minutes.
    static func start() async throws -> LlamaServer {
        var lastError: any Error = ServerStartError(message: "no attempt")
        for _ in 0..<3 {
            let port = try freePort()
            let server = try launch(port: port)
            do {
                try await server.waitUntilHealthy()
                return server
            } catch {
                server.stop()
                lastError = error
            }
        }
        throw lastError
    }

    private static func launch(port: Int) throws -> LlamaServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The watchdog: run the server, stop it on TERM/INT or when this test process is gone;
        // a server that has not exited 3 s after TERM (its graceful shutdown can hang) is killed.
        // Only foreground waits: the `wait` builtin hangs when SIGCHLD is blocked, as it can be
        // in a process started from a Swift program.
        let script = """
            "$@" & child=$!
            stop() {
                kill $child 2>/dev/null; n=0
                while kill -0 $child 2>/dev/null && [ $n -lt 15 ]; do sleep 0.2; n=$((n + 1)); done
                kill -9 $child 2>/dev/null
                exit 0
            }
            trap stop TERM INT
            while kill -0 "$FM_TEST_PARENT" 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 1; done
            stop
            """
        process.arguments = [
            "-c", script, "llama-server-watchdog", binary.path,
            "-m", modelFile.path, "--host", "127.0.0.1", "--port", String(port),
            "-c", "4096", "-t", "2", "--parallel", "4", "-kvu", "--jinja", "--no-webui",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["FM_TEST_PARENT"] = String(getpid())
        process.environment = environment
        // FM_LLAMA_SERVER_LOG=path keeps the server's log for debugging.
        if let path = environment["FM_LLAMA_SERVER_LOG"], FileManager.default.createFile(atPath: path, contents: nil),
            let log = FileHandle(forWritingAtPath: path)
        {
            process.standardOutput = log
            process.standardError = log
        } else {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        return LlamaServer(baseURL: URL(string: "http://127.0.0.1:\(port)/v1")!, process: process)
    }

    private func waitUntilHealthy() async throws {
        let health = model().rootEndpoint("health")
        let client = HTTPClient(requestTimeout: 5, resourceTimeout: 5)
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            guard process.isRunning else {
                throw ServerStartError(message: "llama-server exited with \(process.terminationStatus)")
            }
            if let (status, _) = try? await client.data(for: URLRequest(url: health)), status == 200 { return }
            try await Task.sleep(for: .milliseconds(250))
        }
        throw ServerStartError(message: "llama-server was not healthy after 120 s")
    }

    /// Stops the server and waits for it to exit.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// A port nothing listens on now: bind port 0 on the loopback address and read it back.
    static func freePort() throws -> Int {
        let (descriptor, port) = try boundLoopbackSocket()
        close(descriptor)
        return port
    }

    /// A TCP socket bound to a free port of the loopback address, and the port.
    static func boundLoopbackSocket() throws -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerStartError(message: "socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw ServerStartError(message: "cannot bind a loopback port")
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }
}

/// Why a test server did not start.
struct ServerStartError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Starts one ``LlamaServer`` around a whole suite and stops it when the suite ends, however
/// it ends.
struct LlamaServerTrait: SuiteTrait, TestScoping {
    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let server = try await LlamaServer.start()
        defer { server.stop() }
        try await LlamaServer.$current.withValue(server) {
            try await function()
        }
    }
}

extension Trait where Self == LlamaServerTrait {
    /// Runs the suite against a real llama-server on 127.0.0.1.
    static var llamaServer: Self { LlamaServerTrait() }
}
