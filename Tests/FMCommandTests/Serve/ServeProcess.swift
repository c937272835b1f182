import Foundation
import FoundationModelsOpenAI
import FoundationModelsTestSupport
import Locking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `fm serve` run as a process on a free port for a test: started, its address read from
/// standard error, stopped with a signal.
final class ServeProcess: Sendable {
    /// The server's `/v1` URL.
    let baseURL: URL
    private let process: Process
    private let errorText: LogText

    /// Starts `fm serve --port 0` with more arguments and waits until it listens.
    init(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = Program(name: "fm").url
        process.arguments = ["serve", "--port", "0"] + arguments
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        self.process = process
        let found = DispatchSemaphore(value: 0)
        let text = LogText()
        errorText = text
        Thread {
            let handle = stderr.fileHandleForReading
            while case let data = handle.availableData, !data.isEmpty {
                let all = text.text.withLock {
                    $0 += String(decoding: data, as: UTF8.self)
                    return $0
                }
                if all.contains("/v1 (") { found.signal() }
            }
            found.signal()
        }.start()
        _ = found.wait(timeout: .now() + 300)
        let line = text.text.withLock { $0 }
        guard let start = line.range(of: "http://"),
            let end = line.range(of: "/v1 (", range: start.upperBound..<line.endIndex)
        else {
            process.terminate()
            throw ServeFailure(message: "fm serve did not start: \(line)")
        }
        baseURL = URL(string: String(line[start.lowerBound..<end.upperBound].dropLast(2)))!
    }

    struct ServeFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Sends a request to a path under `/v1`.
    /// - Returns: the status and the body.
    func send(_ method: String, _ path: String, json: String? = nil) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        if let json {
            request.httpBody = Data(json.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let response = try await HTTPClient(requestTimeout: 300, resourceTimeout: 600).response(for: request)
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    /// What the server wrote to standard error so far.
    var log: String { errorText.text.withLock { $0 } }

    /// What the process writes to standard error, gathered by a reading thread.
    final class LogText: Sendable {
        let text = Locked("")
    }

    /// Sends a signal and waits for the process to exit.
    /// - Returns: the exit status.
    func stop(signal: Int32 = SIGTERM) -> Int32 {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
