import CLlama
import Foundation
import Locking

/// The process-wide llama.cpp backend: initialized once, with its log routed to ours.
public enum LlamaBackend {
    /// Where llama.cpp's log lines go. Quiet by default; `FM_LLAMA_LOG=1` sends them to stderr.
    public static let logHandler = Locked<(@Sendable (String) -> Void)?>(defaultLogHandler)

    private static var defaultLogHandler: (@Sendable (String) -> Void)? {
        guard ProcessInfo.processInfo.environment["FM_LLAMA_LOG"] == "1" else { return nil }
        return { line in FileHandle.standardError.write(Data(line.utf8)) }
    }

    private static let initialized: Bool = {
        llama_log_set(
            { _, text, _ in
                guard let text else { return }
                let line = String(cString: text)
                LlamaBackend.logHandler.withLock { $0 }?(line)
            }, nil)
        llama_backend_init()
        return true
    }()

    /// Runs work while llama.cpp's log lines also go to `capture` (from any thread, for as long
    /// as the work runs), so a failure's reason can be reported.
    static func capturingLog<T>(_ capture: @escaping @Sendable (String) -> Void, _ work: () -> T) -> T {
        let previous = logHandler.withLock { handler in
            let previous = handler
            handler = { line in
                capture(line)
                previous?(line)
            }
            return previous
        }
        defer { logHandler.withLock { $0 = previous } }
        return work()
    }

    /// Initializes llama.cpp once; every owner of a handle calls this first.
    public static func ensureInitialized() {
        _ = initialized
    }

    /// The number of threads to decode with: `FM_THREADS`, else the number of cores.
    public static var defaultThreadCount: Int {
        if let value = ProcessInfo.processInfo.environment["FM_THREADS"], let n = Int(value), n > 0 {
            return n
        }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }
}
