import Locking

/// What the embedded model decoded for the requests (and prewarms) made in a task and its child
/// tasks while the tally is `current`: prompt tokens decoded (not those found in a cache), all
/// prompt tokens, and response tokens; and whether any is still running. Benchmarks compare a wait with the time
/// llama.cpp alone takes for the same tokens, and wait for a prewarm to finish.
///
/// Extension of this project (package access: not Apple's API and not stable).
package final class TokenTally: Sendable {
    /// The tally requests made now count into.
    @TaskLocal package static var current: TokenTally?

    private struct State {
        var promptTokens = 0
        var allPromptTokens = 0
        var responseTokens = 0
        var running = 0
        var idle: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    package init() {}

    /// The prompt tokens decoded so far.
    package var promptTokens: Int { state.withLock { $0.promptTokens } }
    /// The prompt tokens so far, decoded or found in a cache.
    package var allPromptTokens: Int { state.withLock { $0.allPromptTokens } }
    /// The response tokens generated so far.
    package var responseTokens: Int { state.withLock { $0.responseTokens } }

    /// Returns when no request of the tally is running.
    package func waitUntilIdle() async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state in
                guard state.running > 0 else { return true }
                state.idle.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
    }

    func begin() { state.withLock { $0.running += 1 } }

    func end() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.running -= 1
            guard state.running == 0 else { return [] }
            defer { state.idle = [] }
            return state.idle
        }
        for continuation in waiting { continuation.resume() }
    }

    func add(prompt: Int, of all: Int, response: Int) {
        state.withLock {
            $0.promptTokens += prompt
            $0.allPromptTokens += all
            $0.responseTokens += response
        }
    }
}
