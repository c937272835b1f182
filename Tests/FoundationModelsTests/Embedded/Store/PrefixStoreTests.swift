import Foundation
import LlamaRuntime
import Testing

@testable import FoundationModels

/// Prefix states on disk, without a model: hits, misses, files made for something else,
/// damaged files and the folder's cap. Each test has a folder of its own, removed after it.
@Suite final class PrefixStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prefixes-\(UUID().uuidString)")
    let prompt: [LlamaToken] = (0..<200).map { $0 * 7 }
    let state: [UInt8] = (0..<5000).map { UInt8(truncatingIfNeeded: $0 * 31) }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func store(_ identity: String = "model A llama.cpp 1 f16", capacity: Int = 1 << 20) -> PrefixStore {
        PrefixStore(.init(directory: folder, capacity: capacity), identity: identity)
    }

    private var files: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "kv" }
    }

    @Test func aSavedPrefixIsLoadedForAPromptThatStartsWithIt() throws {
        store().save(prompt[..<100], state: state)
        let hit = try #require(store().load(longestPrefixOf: prompt + [1, 2], longerThan: 0, limit: 201))
        #expect(hit.count == 100)
        #expect(hit.state == state)
        #expect(store().contains(prompt[..<100]))
    }

    @Test func prefixesKeptWhileTheChecksumIsComputedAreWrittenOnceItIsKnown() async throws {
        let pending = PrefixStore(.init(directory: folder, capacity: 1 << 20), identity: nil)
        let checksum = DispatchSemaphore(value: 0)
        pending.learnIdentity {
            checksum.wait()
            return "model A llama.cpp 1 f16"
        }
        pending.save(prompt[..<100], state: state)
        #expect(!pending.isReady)
        #expect(pending.load(longestPrefixOf: prompt, longerThan: 0, limit: 199) == nil)
        #expect(pending.contains(prompt[..<100]))  // held: not to be captured again
        #expect(!pending.contains(prompt[..<120]))
        #expect(files.isEmpty)
        checksum.signal()
        let deadline = ContinuousClock.now + .seconds(10)
        while files.isEmpty, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(try #require(store().load(longestPrefixOf: prompt, longerThan: 0, limit: 199)).state == state)
    }

    @Test func nothingIsKeptWhenTheChecksumCannotBeComputed() async throws {
        let failing = PrefixStore(.init(directory: folder, capacity: 1 << 20), identity: nil)
        let checksum = DispatchSemaphore(value: 0)
        failing.learnIdentity {
            checksum.wait()
            return nil
        }
        failing.save(prompt[..<100], state: state)
        checksum.signal()
        // Once it is known that it cannot be computed, the store asks for nothing more.
        let deadline = ContinuousClock.now + .seconds(10)
        while !failing.contains(prompt[..<120]), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(failing.contains(prompt[..<120]))
        #expect(!failing.isReady)
        #expect(files.isEmpty)
    }

    private let hello = "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03"

    @Test func aFilesChecksumIsRememberedUntilTheFileChanges() throws {
        let file = folder.appendingPathComponent("model.gguf")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("hello\n".utf8).write(to: file)
        #expect(ModelFingerprint.remembered(file, in: folder) == nil)
        #expect(ModelFingerprint.sha256(of: file, memoIn: folder) == hello)
        #expect(ModelFingerprint.remembered(file, in: folder) == hello)
        try Data("other\n".utf8).write(to: file)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 10)], ofItemAtPath: file.path)
        #expect(ModelFingerprint.remembered(file, in: folder) == nil)
        #expect(ModelFingerprint.sha256(of: file, memoIn: folder) != hello)
    }

    @Test func theInstallersCheckedDigestIsTrustedUntilTheFileChanges() throws {
        let file = folder.appendingPathComponent("model.gguf")
        let marker = folder.appendingPathComponent("model.gguf.verified")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("hello\n".utf8).write(to: file)
        let checked = String(repeating: "ab", count: 32)
        try Data((checked + "\n").utf8).write(to: marker)
        // Known at once, without a checksum and without a memo.
        #expect(ModelFingerprint.remembered(file, in: folder) == checked)
        #expect(PrefixStore(.init(directory: folder, capacity: 1 << 20), model: file, parameters: "p").isReady)
        // A file written after its check is checksummed again.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 10)], ofItemAtPath: file.path)
        #expect(ModelFingerprint.remembered(file, in: folder) == nil)
        #expect(ModelFingerprint.sha256(of: file, memoIn: folder) == hello)
    }

    @Test func theLongestSavedPrefixWins() throws {
        store().save(prompt[..<80], state: [1, 2, 3])
        store().save(prompt[..<150], state: state)
        #expect(try #require(store().load(longestPrefixOf: prompt, longerThan: 0, limit: 199)).count == 150)
        // Not longer than what the cache holds already, or past the limit: nothing.
        #expect(store().load(longestPrefixOf: prompt, longerThan: 150, limit: 199) == nil)
        #expect(try #require(store().load(longestPrefixOf: prompt, longerThan: 0, limit: 120)).count == 80)
    }

    @Test func otherTokensOtherModelsAndOtherLlamaBuildsMiss() {
        store().save(prompt[..<100], state: state)
        var other = prompt
        other[50] = 99_999
        #expect(store().load(longestPrefixOf: other, longerThan: 0, limit: 199) == nil)
        #expect(store("model B llama.cpp 1 f16").load(longestPrefixOf: prompt, longerThan: 0, limit: 199) == nil)
        #expect(store("model A llama.cpp 2 f16").load(longestPrefixOf: prompt, longerThan: 0, limit: 199) == nil)
        #expect(!store("model B llama.cpp 1 f16").contains(prompt[..<100]))
    }

    @Test func aCorruptedFileIsIgnoredAndDeleted() throws {
        store().save(prompt[..<100], state: state)
        let file = try #require(files.first)
        var bytes = try [UInt8](Data(contentsOf: file))
        bytes[bytes.count - 10] ^= 0xFF
        try Data(bytes).write(to: file)
        #expect(store().load(longestPrefixOf: prompt, longerThan: 0, limit: 199) == nil)
        #expect(files.isEmpty)
    }

    @Test func aTruncatedFileIsIgnoredAndDeleted() throws {
        store().save(prompt[..<100], state: state)
        let file = try #require(files.first)
        try Data(try Data(contentsOf: file).prefix(3000)).write(to: file)
        #expect(store().load(longestPrefixOf: prompt, longerThan: 0, limit: 199) == nil)
        #expect(files.isEmpty)
    }

    @Test func aFileOfAnotherIdentityUnderTheSameNameIsRejected() throws {
        store("model B llama.cpp 1 f16").save(prompt[..<100], state: state)
        let file = try #require(files.first)
        // As if two identities hashed alike: the file says whose it is.
        store().save(prompt[..<100], state: state)
        let mine = try #require(files.first { $0 != file })
        try FileManager.default.removeItem(at: mine)
        try FileManager.default.moveItem(at: file, to: mine)
        #expect(store().load(longestPrefixOf: prompt, longerThan: 0, limit: 199) == nil)
        #expect(files.isEmpty)
    }

    @Test func theLeastRecentlyUsedGoWhenTheFolderIsFull() throws {
        let small = store(capacity: 3 * (state.count + 1000))
        /// Saves a prefix as if `minutes` ago.
        func save(_ count: Int, minutesAgo minutes: Double) throws {
            small.save(prompt[..<count], state: state)
            let file = try #require(files.first { $0.lastPathComponent.hasPrefix("\(count)-") })
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -60 * minutes)], ofItemAtPath: file.path)
        }
        try save(70, minutesAgo: 30)
        try save(80, minutesAgo: 20)
        // A hit makes the oldest the most recently used.
        #expect(try #require(small.load(longestPrefixOf: prompt, longerThan: 0, limit: 75)).count == 70)
        try save(90, minutesAgo: 10)
        try save(100, minutesAgo: 0)
        #expect(files.count == 3)
        #expect(small.contains(prompt[..<70]))
        #expect(!small.contains(prompt[..<80]))
    }

    @Test func statesAreMarkedWithTheLlamaCommitTheSetupBuilds() throws {
        let setup = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/setup")
        let script = try String(contentsOf: setup, encoding: .utf8)
        #expect(script.contains("\nLLAMA_COMMIT=\(LlamaBackend.llamaCommit)\n"))
    }
}

extension PrefixStore {
    /// The longest prefix of a prompt that the store holds, when longer than `count` tokens.
    /// - Parameters:
    ///   - prompt: the prompt.
    ///   - count: the length to beat.
    ///   - limit: the longest prefix wanted.
    /// - Returns: the prefix's length and its state, or nil.
    func load(longestPrefixOf prompt: [LlamaToken], longerThan count: Int, limit: Int) -> (
        count: Int, state: [UInt8]
    )? {
        var limit = limit
        while let length = longestPrefix(of: prompt, limit: limit), length > count {
            if let state = state(of: prompt[..<length]) { return (length, state) }
            limit = length - 1
        }
        return nil
    }
}
