import CommandLineSupport
import Foundation

/// Runs a helper program (pip, unzip, sha256sum) and collects its output.
enum ProcessRunner {
    /// Runs a program found on PATH.
    /// - Parameters:
    ///   - arguments: the program and its arguments.
    ///   - output: a file that receives standard output, or nil to collect it.
    /// - Returns: the exit status and the collected standard output and error.
    /// - Throws: `RuntimeError` when the program cannot be started.
    static func run(_ arguments: [String], output: FileHandle? = nil) throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let outPipe = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("fm-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output ?? outPipe
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw RuntimeError("cannot run \(arguments[0]): \(error.localizedDescription); install it and retry")
        }
        let collected = output == nil ? outPipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        try? errorHandle.close()
        let errors = (try? Data(contentsOf: errorFile)) ?? Data()
        return (
            process.terminationStatus, String(decoding: collected, as: UTF8.self),
            String(decoding: errors, as: UTF8.self)
        )
    }
}
