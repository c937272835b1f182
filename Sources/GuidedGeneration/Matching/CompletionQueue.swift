/// A priority queue of search steps: lowest estimated total first, then deepest, then oldest.
struct CompletionQueue {
    struct Entry {
        let cost: Int
        let depth: Int
        let step: Int

        func precedes(_ other: Entry) -> Bool {
            if cost != other.cost { return cost < other.cost }
            if depth != other.depth { return depth > other.depth }
            return step < other.step
        }
    }

    private var heap: [Entry] = []

    mutating func push(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Entry? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var best = parent
            if left < heap.count, heap[left].precedes(heap[best]) { best = left }
            if right < heap.count, heap[right].precedes(heap[best]) { best = right }
            guard best != parent else { break }
            heap.swapAt(parent, best)
            parent = best
        }
        return top
    }
}
