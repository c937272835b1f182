import Locking

/// Lets at most a number of requests generate at once; the others wait in arrival order.
final class AdmissionGate: Sendable {
    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Locked<State>

    /// A gate for `limit` requests at once.
    init(limit: Int) {
        state = Locked(State(free: max(1, limit)))
    }

    /// Runs work once a place is free, and frees the place after it.
    func withPlace<T>(_ work: () async throws -> T) async throws -> T {
        await enter()
        defer { leave() }
        try Task.checkCancellation()
        return try await work()
    }

    private func enter() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let admitted = state.withLock { state in
                guard state.free > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.free -= 1
                return true
            }
            if admitted { continuation.resume() }
        }
    }

    private func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst()  // the place passes to the next request
        }
        next?.resume()
    }
}
