import Dispatch
import Foundation

/// Waits for a signal such as SIGINT: the signals are ignored by their default handlers and
/// delivered to a dispatch source instead.
enum SignalWaiter {
    /// The first of the signals that arrives.
    static func next(_ signals: [Int32]) async -> Int32 {
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
