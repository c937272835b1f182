import Foundation
import Locking

/// The responses a server keeps: at most `capacity`, the least recently used going first, in
/// memory and, when given a directory, one JSON file each there, read back when the server
/// starts again.
///
/// Decisions are made under the lock; files are written, touched and removed after it.
final class ResponseStore: Sendable {
    /// The most responses kept.
    let capacity: Int
    /// Where responses are kept between launches; nil keeps them in memory only.
    let directory: URL?

    private struct State {
        var responses: [String: StoredResponse] = [:]
        /// The ids, least recently used first.
        var order: [String] = []
    }

    private let state = Locked(State())

    /// A store, with the responses its directory holds (the most recently used `capacity`).
    /// - Parameters:
    ///   - capacity: the most responses kept.
    ///   - directory: where they are kept between launches; made when missing.
    init(capacity: Int, directory: URL?) {
        self.capacity = max(0, capacity)
        self.directory = directory
        guard let directory else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files =
            (try? FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
        let dated = files.filter { $0.pathExtension == "json" }.map { file in
            (
                file,
                (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
                    ?? .distantPast
            )
        }
        var loaded = State()
        for (file, _) in dated.sorted(by: { $0.1 < $1.1 }) {
            guard let data = try? Data(contentsOf: file),
                let response = try? JSONDecoder().decode(StoredResponse.self, from: data),
                file.lastPathComponent == Self.fileName(response.id)
            else { continue }
            loaded.responses[response.id] = response
            loaded.order.append(response.id)
        }
        let evicted = loaded.order.dropLast(self.capacity)
        for id in evicted { loaded.responses[id] = nil }
        loaded.order.removeFirst(evicted.count)
        state.withLock { $0 = loaded }
        remove(Array(evicted))
    }

    /// Keeps a response, evicting the least recently used beyond the capacity.
    func save(_ response: StoredResponse) {
        let evicted = state.withLock { state -> [String] in
            guard capacity > 0 else { return [] }
            state.responses[response.id] = response
            state.order.removeAll { $0 == response.id }
            state.order.append(response.id)
            let evicted = Array(state.order.dropLast(capacity))
            state.order.removeFirst(evicted.count)
            for id in evicted { state.responses[id] = nil }
            return evicted
        }
        guard capacity > 0 else { return }
        if let directory, let data = try? JSONEncoder().encode(response) {
            try? data.write(to: directory.appendingPathComponent(Self.fileName(response.id)), options: .atomic)
        }
        remove(evicted)
    }

    /// A response kept, which becomes the most recently used; nil for one never kept, deleted
    /// or evicted.
    func response(_ id: String) -> StoredResponse? {
        let found = state.withLock { state -> StoredResponse? in
            guard let response = state.responses[id] else { return nil }
            state.order.removeAll { $0 == id }
            state.order.append(id)
            return response
        }
        if found != nil, let directory {
            try? FileManager.default.setAttributes(
                [.modificationDate: Date()], ofItemAtPath: directory.appendingPathComponent(Self.fileName(id)).path)
        }
        return found
    }

    /// Deletes a response.
    /// - Returns: whether it was kept.
    func delete(_ id: String) -> Bool {
        let found = state.withLock { state -> Bool in
            guard state.responses.removeValue(forKey: id) != nil else { return false }
            state.order.removeAll { $0 == id }
            return true
        }
        if found { remove([id]) }
        return found
    }

    private func remove(_ ids: [String]) {
        guard let directory else { return }
        for id in ids { try? FileManager.default.removeItem(at: directory.appendingPathComponent(Self.fileName(id))) }
    }

    /// The file of a response: its id (made by the server, `resp_` and hexadecimal digits).
    private static func fileName(_ id: String) -> String { id + ".json" }
}
