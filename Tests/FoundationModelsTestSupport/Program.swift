import Foundation
import Locking

/// A program the package built (next to the test bundle), run as a process for tests that drive
/// `fm`, `menu-maker` or `dream-coffee` from outside.
public struct Program: Sendable {
    /// The executable.
    public let url: URL

    /// What a run printed and how it ended.
    public struct Result: Sendable {
        /// The exit status.
        public let status: Int32
        /// Standard output.
        public let output: String
        /// Standard error.
        public let error: String
    }

    /// A product of the package, by name.
    public init(name: String) {
        url = Self.productsFolder.appendingPathComponent(name)
    }

    /// Any executable, e.g. `/bin/bash`.
    public init(executable: URL) {
        url = executable
    }

    /// Whether the program was built.
    public var exists: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

    /// The folder the package's products are built into.
    public static var productsFolder: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }

    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the program with arguments and standard input, and waits for it.
    /// - Parameters:
    ///   - arguments: the arguments.
    ///   - input: what the program reads on standard input.
    ///   - environment: variables added to this process's environment.
    /// - Returns: the exit status and what the program printed.
    public func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Standard error is read on a thread of its own, so a program that fills one pipe while
        // the other is read never blocks.
        let errorData = Locked<Data>(Data())
        let errorRead = DispatchSemaphore(value: 0)
        Thread {
            let data = stderr.fileHandleForReading.readDataToEndOfFile()
            errorData.withLock { $0 = data }
            errorRead.signal()
        }.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorRead.wait()
        return Result(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            error: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
    }
}
