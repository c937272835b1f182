import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels

/// The package-access benchmark hooks `fm` uses instead of the runtime: a model file's summary and
/// raw greedy decoding.
@Suite(.tags(.model), .needsModel) struct BenchmarkHooksTests {
    @Test func aModelFileSaysWhatItIs() throws {
        let summary = try ModelFileSummary(contentsOf: TestModels.qwenURL)
        #expect(summary.architecture == "qwen2")
        #expect(summary.trainingContextLength == 32768)
        #expect(summary.chatTemplate?.contains("<|im_start|>") == true)
        #expect(summary.vocabularySize > 150_000)
        let gemma = try ModelFileSummary(contentsOf: TestModels.gemmaURL)
        #expect(gemma.architecture == "gemma3")
        #expect(gemma.vocabularySize == 262_144)
    }

    @Test(arguments: [BadModelFile.missing, .notGGUF, .corrupt])
    func aBadFileIsAPublicError(file: BadModelFile) throws {
        let url = try file.write()
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: SystemLanguageModel.Error.self) { try ModelFileSummary(contentsOf: url) }
    }

    @Test func rawDecodingDecodesAndSaysWhenTheContextIsFull() throws {
        let decoder = try RawDecoder(contentsOf: TestModels.qwenURL, contextLength: 256, threads: 2)
        let prompt = decoder.chatTokens("Hi")
        #expect(prompt.count > 2 && prompt.count < 64)
        try decoder.append(prompt)
        try decoder.decodeGreedily(8)
        #expect(throws: LanguageModelError.self) { try decoder.append(Array(repeating: 1000, count: 4096)) }
        decoder.clear()
        try decoder.append(prompt)
    }
}
