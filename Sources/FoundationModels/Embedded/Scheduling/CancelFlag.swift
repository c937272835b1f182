import Synchronization

/// A request's cancellation flag: set from another thread (the task's cancellation handler),
/// read by the request's thread and the scheduler's.
final class CancelFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isCancelled: Bool { flag.load(ordering: .relaxed) }
    func cancel() { flag.store(true, ordering: .relaxed) }
}
