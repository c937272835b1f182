import Locking

extension LanguageModelSession {
    /// A response delivered as it is generated: each element is a snapshot of the whole partial
    /// response so far (not a delta). The last snapshot is the complete response.
    public struct ResponseStream<Content: Generable>: AsyncSequence {
        /// A snapshot of the response so far.
        public struct Snapshot {
            /// The response so far, partially generated.
            public var content: Content.PartiallyGenerated
            /// The response so far, as generated content.
            public var rawContent: GeneratedContent
            /// The entries the request has added so far.
            public var transcriptEntries: ArraySlice<Transcript.Entry>
            /// The tokens used so far.
            public var usage: Usage
        }

        public typealias Element = Snapshot
        public typealias Failure = any Swift.Error

        private let producer: Producer

        init(
            start:
                @escaping @Sendable (@escaping @Sendable (Snapshot) -> Void) async throws -> Handoff<Response<Content>>
        ) {
            producer = Producer(start: start)
        }

        /// A stream of a response that is already complete: one snapshot, then the end.
        init(completed response: Response<Content>) where Content.PartiallyGenerated == Content {
            let handoff = Handoff(value: response)
            self.init { onSnapshot in
                let response = handoff.value
                onSnapshot(
                    Snapshot(
                        content: response.content, rawContent: response.rawContent,
                        transcriptEntries: response.transcriptEntries, usage: response.usage))
                return handoff
            }
        }

        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(base: producer.stream().makeAsyncIterator(), producer: producer)
        }

        /// Waits for the whole response, consuming the snapshots not yet read.
        /// - Returns: the complete response.
        /// - Throws: the error that ended generation.
        public nonisolated(nonsending) func collect() async throws -> sending Response<Content> {
            for try await _ in producer.stream() {}
            return try producer.result()
        }

        /// Iterates the snapshots.
        public struct AsyncIterator: AsyncIteratorProtocol {
            public typealias Element = Snapshot
            public typealias Failure = any Swift.Error
            var base: AsyncThrowingStream<Handoff<Snapshot>, any Swift.Error>.AsyncIterator
            let producer: Producer

            /// The next snapshot, or nil after the last.
            /// - Throws: the error that ended generation, or `CancellationError` when the
            ///   iterating task was cancelled before the response was complete (generation has
            ///   then stopped, and the session takes requests again).
            public mutating func next() async throws -> Snapshot? {
                if let snapshot = try await base.next()?.value { return snapshot }
                return try await producer.ended()
            }

            /// The next snapshot, or nil after the last, read on the caller's actor.
            public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async throws -> Snapshot? {
                if let snapshot = try await base.next(isolation: actor)?.value { return snapshot }
                return try await producer.ended()
            }
        }

        /// Starts generation on first use and keeps the final response for `collect()`.
        final class Producer: Sendable {
            private let start:
                @Sendable (@escaping @Sendable (Snapshot) -> Void) async throws -> Handoff<Response<Content>>
            private let state = Locked<
                (
                    stream: AsyncThrowingStream<Handoff<Snapshot>, any Swift.Error>?,
                    result: Result<Handoff<Response<Content>>, any Swift.Error>?,
                    task: Task<Void, Never>?
                )
            >((nil, nil, nil))

            init(
                start:
                    @escaping @Sendable (@escaping @Sendable (Snapshot) -> Void) async throws -> Handoff<
                        Response<Content>
                    >
            ) {
                self.start = start
            }

            func stream() -> AsyncThrowingStream<Handoff<Snapshot>, any Swift.Error> {
                state.withLock { state in
                    if let stream = state.stream { return stream }
                    let (stream, continuation) = AsyncThrowingStream.makeStream(of: Handoff<Snapshot>.self)
                    let task = Task { [start] in
                        do {
                            let response = try await start { continuation.yield(Handoff(value: $0)) }
                            self.state.withLock { $0.result = .success(response) }
                            continuation.finish()
                        } catch {
                            self.state.withLock { $0.result = .failure(error) }
                            continuation.finish(throwing: error)
                        }
                    }
                    continuation.onTermination = { _ in task.cancel() }
                    state.stream = stream
                    state.task = task
                    return stream
                }
            }

            /// What the iterator returns after the last snapshot: nil, or, when the iterating task
            /// was cancelled before the response was complete, `CancellationError` once generation
            /// has stopped.
            func ended() async throws -> Snapshot? {
                guard Task.isCancelled else { return nil }
                await state.withLock({ $0.task })?.value
                if case .success = state.withLock({ $0.result }) { return nil }
                throw CancellationError()
            }

            func result() throws -> Response<Content> {
                guard let result = state.withLock({ $0.result }) else { throw CancellationError() }
                return try result.get().value
            }
        }
    }
}
