/// The pushdown machine that steps one configuration byte by byte, with an undo log so that a
/// caller can explore many continuations (a token trie, a search) without copying the stack.
///
/// `feed(_:_:)` calls its body once for every configuration the byte leads to (more than one
/// only when an `anyOf` starts), then restores the state it started from.
final class Runner {
    enum Step {
        case reject
        /// Consumed; the frame's new state.
        case next(Frame)
        /// Consumed, and the frame is finished.
        case done
        /// Not consumed, but the frame may finish here: pop it and offer the byte to its parent.
        case passUp
        /// The byte starts a child: the frame's new state, and the child's node.
        case child(Frame, Int32)
        /// Two readings of the byte: the frame's new state, and (as in ``child(_:_:)``) a child
        /// started under the frame's other new state.
        case fork(Frame, child: Frame, Int32)
    }

    private enum Undo {
        case set(Int, Frame)
        case pop(Frame)
        case push
    }

    /// The stack and the undo log, in memory the runner owns: as arrays in a class they cost a
    /// retain, a release and an exclusivity check on every byte, which were most of a mask's
    /// time. Both are plain values, so the buffers need no deinitialization.
    private struct Storage {
        var frames: UnsafeMutablePointer<Frame>
        var frameCount = 0
        var frameCapacity: Int
        var log: UnsafeMutablePointer<Undo>
        var logCount = 0
        var logCapacity: Int
    }

    let nodes: [CompiledNode]
    /// Whether a space follows every `,` (keys carry the one after their `:`).
    let spaced: Bool
    private let storage: UnsafeMutablePointer<Storage>

    init(nodes: [CompiledNode]) {
        self.nodes = nodes
        if case .document(_, let spaced) = nodes.first { self.spaced = spaced } else { spaced = false }
        storage = .allocate(capacity: 1)
        storage.initialize(
            to: Storage(
                frames: .allocate(capacity: 32), frameCapacity: 32, log: .allocate(capacity: 128), logCapacity: 128))
    }

    deinit {
        storage.pointee.frames.deallocate()
        storage.pointee.log.deallocate()
        storage.deallocate()
    }

    /// The current configuration.
    var frames: Configuration {
        Array(UnsafeBufferPointer(start: storage.pointee.frames, count: storage.pointee.frameCount))
    }

    /// How many frames are on the stack.
    var depth: Int { storage.pointee.frameCount }

    /// The frame on top of the stack.
    var top: Frame? {
        let count = storage.pointee.frameCount
        return count == 0 ? nil : storage.pointee.frames[count - 1]
    }

    /// Makes `configuration` the current state.
    func load(_ configuration: Configuration) {
        storage.pointee.frameCount = 0
        storage.pointee.logCount = 0
        for frame in configuration { appendFrame(frame) }
    }

    // MARK: Undoable edits

    private func appendFrame(_ frame: Frame) {
        if storage.pointee.frameCount == storage.pointee.frameCapacity {
            storage.pointee.frames = Self.grown(storage.pointee.frames, &storage.pointee.frameCapacity)
        }
        (storage.pointee.frames + storage.pointee.frameCount).initialize(to: frame)
        storage.pointee.frameCount += 1
    }

    private func record(_ undo: Undo) {
        if storage.pointee.logCount == storage.pointee.logCapacity {
            storage.pointee.log = Self.grown(storage.pointee.log, &storage.pointee.logCapacity)
        }
        (storage.pointee.log + storage.pointee.logCount).initialize(to: undo)
        storage.pointee.logCount += 1
    }

    private static func grown<Element>(_ buffer: UnsafeMutablePointer<Element>, _ capacity: inout Int)
        -> UnsafeMutablePointer<Element>
    {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: buffer, count: capacity)
        buffer.deallocate()
        capacity *= 2
        return larger
    }

    private func setTop(_ frame: Frame) {
        let index = storage.pointee.frameCount - 1
        record(.set(index, storage.pointee.frames[index]))
        storage.pointee.frames[index] = frame
    }

    private func pop() {
        storage.pointee.frameCount -= 1
        record(.pop(storage.pointee.frames[storage.pointee.frameCount]))
    }

    private func push(_ frame: Frame) {
        record(.push)
        appendFrame(frame)
    }

    private var logCount: Int { storage.pointee.logCount }

    private func undo(to mark: Int) {
        while storage.pointee.logCount > mark {
            storage.pointee.logCount -= 1
            switch storage.pointee.log[storage.pointee.logCount] {
            case .set(let index, let frame): storage.pointee.frames[index] = frame
            case .pop(let frame): appendFrame(frame)
            case .push: storage.pointee.frameCount -= 1
            }
        }
    }

    /// Runs `body` with the top frame replaced, then restores it.
    func withTop(_ frame: Frame, _ body: () -> Void) {
        let mark = logCount
        setTop(frame)
        body()
        undo(to: mark)
    }

    // MARK: Stepping

    /// Offers one byte; calls `body` in each resulting configuration, then restores the state.
    func feed(_ byte: UInt8, _ body: () -> Void) {
        let mark = logCount
        defer { undo(to: mark) }
        while let frame = top {
            switch step(frame, byte) {
            case .reject:
                return
            case .next(let frame):
                setTop(frame)
                body()
                return
            case .done:
                pop()
                completeChild()
                body()
                return
            case .passUp:
                pop()
                completeChild()
            case .child(let frame, let child):
                setTop(frame)
                start(child, byte, body)
                return
            case .fork(let frame, let parent, let child):
                withTop(frame, body)
                setTop(parent)
                start(child, byte, body)
                return
            }
        }
    }

    /// Calls `body` once per configuration in which all of `bytes[from...]` have been consumed.
    func feed(_ bytes: [UInt8], from index: Int, _ body: () -> Void) {
        if index == bytes.count {
            body()
            return
        }
        feed(bytes[index]) { feed(bytes, from: index + 1, body) }
    }

    private func start(_ node: Int32, _ byte: UInt8, _ body: () -> Void) {
        if case .choice(let alternatives) = nodes[Int(node)] {
            for alternative in alternatives { startLeaf(alternative, byte, body) }
        } else {
            startLeaf(node, byte, body)
        }
    }

    private func startLeaf(_ node: Int32, _ byte: UInt8, _ body: () -> Void) {
        let mark = logCount
        defer { undo(to: mark) }
        var initial = Frame(node: node)
        switch nodes[Int(node)] {
        case .object: initial.b = -1
        case .string: initial.b = StringMode.beforeOpeningQuote
        case .unordered: initial.d = UnorderedLayout.additionalProperty
        default: break
        }
        switch step(initial, byte) {
        case .reject, .passUp:
            return
        case .next(let frame):
            push(frame)
            body()
        case .done:
            completeChild()
            body()
        case .child(let frame, let child):
            push(frame)
            start(child, byte, body)
        case .fork(let frame, let parent, let child):
            push(frame)
            body()
            setTop(parent)
            start(child, byte, body)
        }
    }

    /// Tells the frame on top that its child finished.
    private func completeChild() {
        guard let top else { return }
        setTop(afterChild(top))
    }

    private func afterChild(_ frame: Frame) -> Frame {
        var frame = frame
        switch nodes[Int(frame.node)] {
        case .document:
            frame.a = 1
        case .object:
            frame.a = 1
            frame.b = frame.c
        case .array(_, let minItems, let maxItems):
            frame.a = 3
            frame.b = min(frame.b + 1, maxItems ?? minItems)
        case .tuple(let prefix, _, let minItems, let maxItems):
            frame.a = 3
            frame.b = min(frame.b + 1, maxItems ?? max(minItems, Int32(prefix.count)))
        case .unordered(let layout):
            if frame.a & 0xF == UnorderedLayout.Phase.inAdditionalKey {
                frame.a = frame.a & ~0xF | UnorderedLayout.Phase.beforeColon
            } else {
                frame = layout.afterValue(frame)
            }
        case .string, .bytes, .choice:
            break
        }
        return frame
    }

    /// Whether the configuration may end here (the document is complete, possibly after
    /// closing numbers that may stop where they are).
    static func canEnd(_ configuration: Configuration, nodes: [CompiledNode]) -> Bool {
        var index = configuration.count - 1
        while index >= 0 {
            let frame = configuration[index]
            switch nodes[Int(frame.node)] {
            case .document:
                return frame.a == 1
            case .bytes(let automaton):
                guard automaton.accepting[Int(frame.a)] else { return false }
                index -= 1  // Its parent, after the child, must itself be able to end.
            default:
                return false
            }
        }
        return false
    }
}
