import Foundation
import LlamaRuntime
import Locking
import Synchronization

/// The KV states of fixed prompt prefixes (a session's instructions, a prewarmed prompt) kept on
/// disk between launches, so that a second process does not decode them again.
///
/// A file holds one prefix's state, what it is valid for (`identity`: the model file's sha256,
/// the llama.cpp commit, the KV parameters) and its exact tokens, under a checksum. A file that
/// is missing, truncated, corrupted or made for anything else is ignored and deleted, and logged
/// once: never an error for the caller. The folder is capped in bytes, least recently used
/// files going first.
final class PrefixStore: PrefixKeeper {
    /// Where a store keeps its files and how much it may keep.
    struct Location: Hashable, Sendable {
        let directory: URL
        let capacity: Int
    }

    /// Prefixes shorter than this are cheaper to decode than to keep.
    static let minimumTokens = 64
    private static let magic = Array("SFMKV001".utf8)

    let location: Location
    /// What a state must have been made with; nil until known. Until then the store finds
    /// nothing and holds what it is asked to keep, to write once known.
    private let identity: Locked<Identity>
    private let warned = Atomic<Bool>(false)

    private struct Identity {
        var known: String?
        var pending: [(tokens: ArraySlice<LlamaToken>, state: [UInt8])] = []
        /// Whether it never will be known.
        var unavailable = false
    }

    /// The most states held while the identity is computed.
    private static let maximumPending = 8

    /// A store whose identity is known.
    /// - Parameters:
    ///   - location: the folder and its cap.
    ///   - identity: what the states are valid for.
    init(_ location: Location, identity: String?) {
        self.location = location
        self.identity = Locked(Identity(known: identity))
    }

    /// A store for a model file's states, usable once the file's sha256 is known (computed on a
    /// thread of its own the first time, at the lowest CPU priority so that it does not slow
    /// the decodes, then remembered beside the states). Prefixes decoded meanwhile are written
    /// once it is known.
    /// - Parameters:
    ///   - location: the folder and its cap.
    ///   - model: the model file.
    ///   - parameters: the context's KV parameters that a state depends on.
    convenience init(_ location: Location, model: URL, parameters: String) {
        @Sendable func identity(_ digest: String) -> String {
            "\(digest) llama.cpp \(LlamaBackend.llamaCommit) \(parameters)"
        }
        if let known = ModelFingerprint.remembered(model, in: location.directory) {
            self.init(location, identity: identity(known))
            return
        }
        self.init(location, identity: nil)
        learnIdentity {
            guard let digest = ModelFingerprint.sha256(of: model, memoIn: location.directory) else {
                self.warnOnce("cannot checksum \(model.path); prompt prefixes are not kept on disk")
                return nil
            }
            return identity(digest)
        }
    }

    /// Computes the identity on a thread of its own, then writes the states saved meanwhile.
    /// - Parameter compute: the identity, or nil when it cannot be known.
    func learnIdentity(_ compute: @escaping @Sendable () -> String?) {
        Thread.start(named: "fm.prefix-store") { [self] in
            let known = compute()
            let pending = identity.withLock { identity in
                identity.known = known
                identity.unavailable = known == nil
                defer { identity.pending = [] }
                return identity.pending
            }
            for (tokens, state) in pending where known != nil { save(tokens, state: state) }
        }
    }

    /// Whether the store knows what its states are valid for.
    var isReady: Bool { identity.withLock { $0.known != nil } }

    /// The length of the longest prefix of `prompt` the store holds, of at most `limit` tokens
    /// (lists the folder: the scheduler calls it with no lock held).
    func longestPrefix(of prompt: [LlamaToken], limit: Int) -> Int? {
        guard let identity = identity.withLock({ $0.known }) else { return nil }
        let lengths = Set(files().compactMap { Int($0.url.lastPathComponent.prefix { $0 != "-" }) })
        return lengths.sorted(by: >).first { length in
            length <= min(limit, prompt.count)
                && FileManager.default.fileExists(atPath: fileURL(for: prompt[..<length], identity: identity).path)
        }
    }

    /// The state of a prefix the store holds, read from its file; nil when the file is missing,
    /// or unusable (then it is deleted).
    func state(of tokens: ArraySlice<LlamaToken>) -> [UInt8]? {
        guard let identity = identity.withLock({ $0.known }) else { return nil }
        let url = fileURL(for: tokens, identity: identity)
        guard FileManager.default.fileExists(atPath: url.path),
            let state = read(url, identity: identity, tokens: tokens)
        else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
        return state
    }

    /// Whether the store holds a prefix, or is to write it, or cannot keep one.
    func contains(_ tokens: ArraySlice<LlamaToken>) -> Bool {
        let (known, held) = identity.withLock { identity in
            (
                identity.known,
                identity.unavailable || identity.pending.count >= Self.maximumPending
                    || identity.pending.contains { $0.tokens.elementsEqual(tokens) }
            )
        }
        guard let known else { return held }
        return FileManager.default.fileExists(atPath: fileURL(for: tokens, identity: known).path)
    }

    /// Keeps a prefix's state (once the identity is known), then trims the folder to its cap.
    func save(_ tokens: ArraySlice<LlamaToken>, state: [UInt8]) {
        let known = identity.withLock { identity -> String? in
            if identity.known == nil, !identity.unavailable, identity.pending.count < Self.maximumPending {
                identity.pending.append((tokens, state))
            }
            return identity.known
        }
        guard let identity = known else { return }
        var payload: [UInt8] = []
        let name = Array(identity.utf8)
        payload.append(contentsOf: Self.bytes(UInt32(name.count)))
        payload.append(contentsOf: name)
        payload.append(contentsOf: Self.bytes(UInt32(tokens.count)))
        for token in tokens { payload.append(contentsOf: Self.bytes(UInt32(truncatingIfNeeded: token))) }
        payload.append(contentsOf: state)
        let data = Data(Self.magic + Self.bytes(Self.checksum(payload)) + payload)
        let url = fileURL(for: tokens, identity: identity)
        do {
            try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            warnOnce("cannot write \(url.path): \(error.localizedDescription); prompt prefixes are not kept on disk")
            return
        }
        trim()
    }

    /// Deletes the least recently used files until the folder fits its cap.
    private func trim() {
        var files = files().sorted { $0.used < $1.used }
        var total = files.reduce(0) { $0 + $1.size }
        while total > location.capacity, !files.isEmpty {
            let oldest = files.removeFirst()
            try? FileManager.default.removeItem(at: oldest.url)
            total -= oldest.size
        }
    }

    /// The state in a file, if the file is whole and made for these tokens and this identity;
    /// otherwise the file is deleted (and the reason logged once).
    private func read(_ url: URL, identity: String, tokens: ArraySlice<LlamaToken>) -> [UInt8]? {
        func reject(_ reason: String) -> [UInt8]? {
            warnOnce("ignoring \(url.lastPathComponent) (\(reason)); it is rebuilt")
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        // Mapped, not read: the state (tens of megabytes) is copied once, into the array returned.
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return reject("unreadable") }
        var state: [UInt8]?
        let problem: String? = data.withUnsafeBytes { raw in
            guard raw.count > 16, raw.prefix(8).elementsEqual(Self.magic) else { return "not a prefix state" }
            let payload = UnsafeRawBufferPointer(rebasing: raw[16...])
            guard word(raw, at: 8, as: UInt64.self) == Self.checksum(payload) else { return "corrupted or truncated" }
            let nameLength = payload.count >= 4 ? Int(word(payload, at: 0, as: UInt32.self)) : Int.max
            guard nameLength <= payload.count - 8,
                payload[4..<(4 + nameLength)].elementsEqual(identity.utf8)
            else { return "made for another model, llama.cpp or context" }
            var offset = 4 + nameLength
            let count = Int(word(payload, at: offset, as: UInt32.self))
            offset += 4
            guard count == tokens.count, offset + 4 * count <= payload.count,
                zip(0..<count, tokens).allSatisfy({
                    LlamaToken(Int32(bitPattern: word(payload, at: offset + 4 * $0, as: UInt32.self))) == $1
                })
            else { return "made for other tokens" }
            state = Array(UnsafeRawBufferPointer(rebasing: payload[(offset + 4 * count)...]))
            return nil
        }
        if let problem { return reject(problem) }
        return state
    }

    /// A little-endian integer at a byte offset.
    private func word<T: FixedWidthInteger>(_ raw: UnsafeRawBufferPointer, at offset: Int, as type: T.Type) -> T {
        T(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: T.self))
    }

    private func fileURL(for tokens: ArraySlice<LlamaToken>, identity: String) -> URL {
        var hash = Self.checksum(Array(identity.utf8))
        for token in tokens { hash = (hash ^ UInt64(UInt32(truncatingIfNeeded: token))) &* 0x100_0000_01b3 }
        return location.directory.appendingPathComponent("\(tokens.count)-\(String(hash, radix: 16)).kv")
    }

    private func files() -> [(url: URL, size: Int, used: Date)] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let urls =
            (try? FileManager.default.contentsOfDirectory(at: location.directory, includingPropertiesForKeys: keys))
            ?? []
        return urls.filter { $0.pathExtension == "kv" }.map { url in
            let values = try? url.resourceValues(forKeys: Set(keys))
            return (url, values?.fileSize ?? 0, values?.contentModificationDate ?? .distantPast)
        }
    }

    private func warnOnce(_ message: String) {
        guard !warned.exchange(true, ordering: .relaxed) else { return }
        FileHandle.standardError.write(Data("FoundationModels: prefix cache: \(message)\n".utf8))
    }

    /// A 64-bit checksum of bytes, eight at a time (FNV-1a's constants over words).
    static func checksum(_ bytes: some Collection<UInt8>) -> UInt64 {
        Array(bytes).withUnsafeBytes { checksum($0) }
    }

    static func checksum(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let words = raw.count / 8
        for index in 0..<words {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* 0x100_0000_01b3
        }
        for index in (words * 8)..<raw.count { hash = (hash ^ UInt64(raw[index])) &* 0x100_0000_01b3 }
        return hash
    }

    private static func bytes<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }
}
