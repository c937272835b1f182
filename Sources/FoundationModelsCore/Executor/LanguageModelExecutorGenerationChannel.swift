/// Where an executor sends what the model produces, as it comes: text, tool calls, reasoning,
/// data entries, metadata and usage. The framework reads the channel and assembles the events
/// into transcript entries and streamed snapshots.
///
/// ```swift
/// await channel.send(.response(entryID: id, action: .appendText("Hello", tokenCount: 1)))
/// ```
///
/// Events with the same entry identifier build one transcript entry. A channel is made by the
/// framework for each request; tests can make one and read what an executor sends.
public struct LanguageModelExecutorGenerationChannel: AsyncSequence, Sendable {
    public typealias Element = Event
    public typealias Failure = any Error

    private let pipe: Pipe

    /// Creates an empty channel.
    public init() {
        pipe = Pipe()
    }

    /// Sends an event.
    /// - Parameter event: what the model produced.
    public nonisolated(nonsending) func send(_ event: Event) async {
        pipe.continuation.yield(event)
    }

    /// Sends an event from synchronous code, e.g. a decoding thread. Extension of this project.
    /// - Parameter event: what the model produced.
    package func yield(_ event: Event) {
        pipe.continuation.yield(event)
    }

    /// Ends the channel: readers see the end, or the error.
    package func finish(throwing error: (any Error)? = nil) {
        if let error { pipe.continuation.finish(throwing: error) } else { pipe.continuation.finish() }
    }

    /// Calls `handler` when the reader goes away (e.g. its task was cancelled).
    package func onTermination(_ handler: @escaping @Sendable () -> Void) {
        pipe.continuation.onTermination = { _ in handler() }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: pipe.stream.makeAsyncIterator())
    }

    /// Reads the events sent on a channel, in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        public typealias Element = Event
        public typealias Failure = any Error
        var base: AsyncThrowingStream<Event, any Error>.AsyncIterator

        /// The next event, or nil at the end.
        public mutating func next() async throws -> Event? {
            try await base.next()
        }

        /// The next event, or nil at the end, read on the caller's actor.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Event? {
            try await base.next(isolation: actor)
        }
    }

    /// The stream behind a channel; a class so that every copy of the channel shares it.
    private final class Pipe: Sendable {
        let stream: AsyncThrowingStream<Event, any Error>
        let continuation: AsyncThrowingStream<Event, any Error>.Continuation

        init() {
            (stream, continuation) = AsyncThrowingStream.makeStream(of: Event.self)
        }
    }
}
