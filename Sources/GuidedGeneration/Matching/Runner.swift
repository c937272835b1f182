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

    let nodes: [CompiledNode]
    private(set) var frames: Configuration = []
    private var log: [Undo] = []

    init(nodes: [CompiledNode]) {
        self.nodes = nodes
        frames.reserveCapacity(32)
        log.reserveCapacity(128)
    }

    /// Makes `configuration` the current state.
    func load(_ configuration: Configuration) {
        frames.removeAll(keepingCapacity: true)
        frames.append(contentsOf: configuration)
        log.removeAll(keepingCapacity: true)
    }

    // MARK: Undoable edits

    private func setTop(_ frame: Frame) {
        let index = frames.count - 1
        log.append(.set(index, frames[index]))
        frames[index] = frame
    }

    private func pop() {
        log.append(.pop(frames.removeLast()))
    }

    private func push(_ frame: Frame) {
        log.append(.push)
        frames.append(frame)
    }

    private func undo(to mark: Int) {
        while log.count > mark {
            switch log.removeLast() {
            case .set(let index, let frame): frames[index] = frame
            case .pop(let frame): frames.append(frame)
            case .push: frames.removeLast()
            }
        }
    }

    /// Runs `body` with the top frame replaced, then restores it.
    func withTop(_ frame: Frame, _ body: () -> Void) {
        let mark = log.count
        setTop(frame)
        body()
        undo(to: mark)
    }

    // MARK: Stepping

    /// Offers one byte; calls `body` in each resulting configuration, then restores the state.
    func feed(_ byte: UInt8, _ body: () -> Void) {
        let mark = log.count
        defer { undo(to: mark) }
        while let top = frames.last {
            switch step(top, byte) {
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
        let mark = log.count
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
        guard let top = frames.last else { return }
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
