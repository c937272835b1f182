import Foundation
import FoundationModelsTestSupport
import Testing

@testable import LlamaRuntime

/// The models the setup script installs; tests that need one are skipped-by-failure never:
/// CI runs the setup first, so a missing model is a real failure.
enum TestModels {
    static let folder: URL = {
        if let dir = ProcessInfo.processInfo.environment["FM_MODEL_DIR"] { return URL(fileURLWithPath: dir) }
        let cache =
            ProcessInfo.processInfo.environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return cache.appendingPathComponent("swift-foundation-models/models")
    }()
    static let qwen = try! LlamaModel(
        contentsOf: folder.appendingPathComponent("qwen2.5-coder-0.5b-instruct-q8_0.gguf"))
    static let gemma = try! LlamaModel(contentsOf: folder.appendingPathComponent("gemma-3-270m-q4_k_m.gguf"))
}

@Suite(.tags(.model), .needsModel) struct LlamaModelTests {
    @Test func readsMetadata() {
        let model = TestModels.qwen
        #expect(model.metadata("general.architecture") == "qwen2")
        #expect(model.trainingContextLength >= 4096)
        #expect(model.vocabulary.count == 151_936)
        #expect(model.chatTemplate?.contains("<|im_start|>") == true)
        #expect(model.summary.contains("qwen2") && model.summary.contains("Q8_0"), "\(model.summary)")
    }

    @Test func missingFileThrows() {
        #expect(throws: LlamaError.self) { try LlamaModel(contentsOf: URL(fileURLWithPath: "/nonexistent/model.gguf")) }
    }

    @Test func nonGGUFFileThrows() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-model-\(UUID()).gguf")
        try Data("hello, I am not a model".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: LlamaError.self) { try LlamaModel(contentsOf: url) }
        #expect(error?.message.contains("not a GGUF") == true)
    }

    @Test func truncatedGGUFThrows() throws {
        let source = try FileHandle(forReadingFrom: TestModels.qwen.url)
        let head = try source.read(upToCount: 1 << 20) ?? Data()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("truncated-\(UUID()).gguf")
        try head.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: LlamaError.self) { try LlamaModel(contentsOf: url) }
    }
}

extension LlamaModelTests {
    /// A GGUF (version 3) header with one string of metadata and no tensors.
    static func gguf(architecture: String) -> Data {
        var data = Data("GGUF".utf8)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        func append(string: String) {
            append(UInt64(string.utf8.count))
            data.append(contentsOf: Array(string.utf8))
        }
        append(UInt32(3))
        append(UInt64(0))
        append(UInt64(1))  // version, tensors, key-value pairs
        append(string: "general.architecture")
        append(UInt32(8))
        append(string: architecture)
        return data
    }

    @Test(arguments: [("unknownarch", "architecture 'unknownarch' is not supported"), ("", "")])
    func anUnknownArchitectureIsNamed(_ architecture: String, _ message: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("arch-\(UUID()).gguf")
        var data = Self.gguf(architecture: architecture)
        if architecture.isEmpty { data = data.prefix(30) }  // cut inside the header: corrupt
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: LlamaError.self) { try LlamaModel(contentsOf: url) }
        #expect(
            error?.message.contains(architecture.isEmpty ? "truncated or corrupt" : message) == true,
            "\(String(describing: error))")
    }
}

@Suite(.tags(.model), .needsModel) struct LlamaVocabularyTests {
    @Test(arguments: ["Hello, world!", "naïve café — 東京 🚀", "  leading spaces", "{\"a\":1}"])
    func roundTrips(text: String) {
        for model in [TestModels.qwen, TestModels.gemma] {
            let tokens = model.vocabulary.tokenize(text)
            #expect(!tokens.isEmpty)
            #expect(model.vocabulary.text(of: tokens) == text)
        }
    }

    @Test func multiByteCharacterSplitAcrossTokensDecodesWhole() {
        let vocab = TestModels.qwen.vocabulary
        let tokens = vocab.tokenize("🚀")
        let pieces = tokens.map { vocab.piece($0) }
        #expect(pieces.reduce([], +) == Array("🚀".utf8))
        #expect(vocab.text(of: tokens) == "🚀")
    }

    @Test func specialTokensParseOnlyWhenAsked() {
        let vocab = TestModels.qwen.vocabulary
        #expect(vocab.tokenize("<|im_end|>", parseSpecial: true).count == 1)
        #expect(vocab.tokenize("<|im_end|>", parseSpecial: false).count > 1)
        let end = vocab.tokenize("<|im_end|>", parseSpecial: true)[0]
        #expect(vocab.isEndOfGeneration(end))
        #expect(vocab.piece(end).isEmpty)
        #expect(vocab.piece(end, special: true) == Array("<|im_end|>".utf8))
    }

    @Test func gemmaHasItsOwnVocabulary() {
        #expect(TestModels.gemma.vocabulary.count == 262_144)
    }
}

@Suite(.tags(.model), .needsModel) struct ChatTemplateTests {
    @Test func rendersChatML() {
        let text = TestModels.qwen.renderChat(
            [
                ChatMessage(role: "system", content: "Be brief."),
                ChatMessage(role: "user", content: "Hi"),
            ], addAssistantPrefix: true)
        #expect(
            text == "<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n")
    }

    @Test func aNULInsideAMessageDoesNotCutTheRestOff() {
        let text = TestModels.qwen.renderChat(
            [ChatMessage(role: "tool", content: "before\u{0}after")], addAssistantPrefix: false)
        #expect(text.contains("before\u{FFFD}after"))
    }

    @Test func rendersGemmaTemplateOrFallback() {
        let text = TestModels.gemma.renderChat([ChatMessage(role: "user", content: "Hi")], addAssistantPrefix: true)
        #expect(text.contains("Hi"))
        #expect(text.count > 2)
    }
}

@Suite(.serialized, .tags(.model), .needsModel) struct LlamaContextTests {
    @Test func decodesAndPredicts() throws {
        let model = TestModels.qwen
        let context = try LlamaContext(model: model, contextLength: 512)
        let prompt = model.renderChat(
            [ChatMessage(role: "user", content: "What is the capital of France? One word.")],
            addAssistantPrefix: true)
        let tokens = model.vocabulary.tokenize(prompt, addSpecial: true, parseSpecial: true)
        try context.append(tokens)
        #expect(context.tokens == tokens)
        let next = argmax(context.logits)
        #expect(model.vocabulary.text(of: [next]).contains("Paris"))
    }

    @Test func reusingAPrefixGivesTheSameLogits() throws {
        let model = TestModels.qwen
        let context = try LlamaContext(model: model, contextLength: 512)
        let a = model.vocabulary.tokenize("The quick brown fox jumps over the lazy dog")
        try context.append(a)
        let full = Array(context.logits)
        let b = model.vocabulary.tokenize("The quick brown fox sleeps")
        let rest = context.reuse(prefixOf: b)
        #expect(rest.count < b.count)
        try context.append(rest)
        #expect(context.tokens == b)
        let again = context.reuse(prefixOf: a)
        try context.append(again)
        let logits = Array(context.logits)
        #expect(argmax(logits) == argmax(full))
        // Batches of other sizes round differently; the distribution must stay the same.
        let meanDiff = zip(logits, full).map { abs($0 - $1) }.reduce(0, +) / Float(logits.count)
        #expect(meanDiff < 0.05)
    }

    @Test func overflowingTheContextThrows() throws {
        let context = try LlamaContext(model: TestModels.qwen, contextLength: 256)
        #expect(context.contextLength >= 256)
        let tokens = [LlamaToken](repeating: 100, count: context.contextLength + 1)
        let error = #expect(throws: LlamaError.self) { try context.append(tokens) }
        #expect(error?.code == .contextFull)
        #expect(context.tokens.isEmpty)
    }

    @Test func cancellingStopsDecoding() throws {
        let context = try LlamaContext(model: TestModels.qwen, contextLength: 256, batchSize: 32)
        let tokens = [LlamaToken](repeating: 100, count: 100)
        let error = #expect(throws: LlamaError.self) { try context.append(tokens, isCancelled: { true }) }
        #expect(error?.code == .cancelled)
    }

    @Test(arguments: ["qwen", "gemma"])
    func aSnapshotRestoredInAnotherContextPredictsTheSame(_ name: String) throws {
        let model = name == "qwen" ? TestModels.qwen : TestModels.gemma
        let prompt = model.vocabulary.tokenize("Coffee is brewed from roasted beans. The capital of France is")
        let first = try LlamaContext(model: model, contextLength: 512)
        try first.append(prompt)
        let snapshot = try #require(first.snapshot())
        #expect(snapshot.tokens == prompt)
        try first.append(model.vocabulary.tokenize(" Paris"))

        let second = try LlamaContext(model: model, contextLength: 1024)
        #expect(second.restore(snapshot))
        #expect(second.tokens == prompt)
        try second.append(model.vocabulary.tokenize(" Paris"))
        #expect(argmax(second.logits) == argmax(first.logits))
        let meanDiff = zip(second.logits, first.logits).map { abs($0 - $1) }.reduce(0, +) / Float(first.logits.count)
        #expect(meanDiff < 0.05)
    }

    /// Weights used as the file has them (no repacking, as `fm respond` loads them) predict as
    /// the repacked ones do, up to the rounding of other kernels (a mean difference of 0.055
    /// per logit here).
    @Test func weightsLoadedWithoutRepackingPredictTheSame() throws {
        let plain = try LlamaModel(contentsOf: TestModels.qwen.url, repacking: false)
        #expect(!plain.isRepacked)
        #expect(TestModels.qwen.isRepacked)
        let prompt = plain.vocabulary.tokenize("Coffee is brewed from roasted beans. The capital of France is")
        let repacked = try LlamaContext(model: TestModels.qwen, contextLength: 256)
        try repacked.append(prompt)
        let context = try LlamaContext(model: plain, contextLength: 256)
        try context.append(prompt)
        #expect(argmax(context.logits) == argmax(repacked.logits))
        let meanDiff =
            zip(context.logits, repacked.logits).map { abs($0 - $1) }.reduce(0, +) / Float(repacked.logits.count)
        #expect(meanDiff < 0.2)
    }

    @Test func aSnapshotOfAnotherModelIsNotRestored() throws {
        let qwen = try LlamaContext(model: TestModels.qwen, contextLength: 256)
        try qwen.append(TestModels.qwen.vocabulary.tokenize("Hello there"))
        let gemma = try LlamaContext(model: TestModels.gemma, contextLength: 256)
        try gemma.append(TestModels.gemma.vocabulary.tokenize("Hi"))
        #expect(!gemma.restore(try #require(qwen.snapshot())))
        #expect(gemma.tokens.isEmpty)
    }

    private func argmax(_ logits: some Collection<Float>) -> LlamaToken {
        logits.enumerated().max { $0.element < $1.element }!.offset
    }
}
