import Dispatch
import Foundation

/// Waits for a signal such as SIGINT: the signals are ignored by their default handlers and
/// delivered to a dispatch source instead. `fm serve` and `dream-coffee --web` stop with it.
///
/// Extension of this project.
public enum SignalWaiter {
    /// Waits for the first of some signals.
    /// - Parameter signals: The signals, e.g. `[SIGINT, SIGTERM]`.
    /// - Returns: The one that arrived.
    public static func next(_ signals: [Int32]) async -> Int32 {
        let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
        let sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        defer {
            for source in sources { source.cancel() }
        }
        for await number in stream { return number }
        return 0
    }
}
