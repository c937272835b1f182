import Foundation
import FoundationModelsTestSupport
import Testing

@testable import LlamaRuntime

@Suite(.tags(.model), .needsModel) struct ModelConversionTests {
    /// Gemma's "Q4_K_M" file, converted as the setup converts the fast tier: the same model
    /// (parameters, vocabulary, what it says) in Q8_0.
    @Test func aConvertedModelIsTheSameModelInQ8_0() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conversion-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let converted = folder.appendingPathComponent("gemma-q8_0.gguf")
        try ModelConversion.convert(TestModels.gemma.url, to: converted)
        let model = try LlamaModel(contentsOf: converted, repacking: false)
        #expect(model.summary.contains("Q8_0"), "\(model.summary)")
        #expect(!TestModels.gemma.summary.contains("Q8_0"))
        #expect(model.parameterCount == TestModels.gemma.parameterCount)
        #expect(model.vocabulary.count == TestModels.gemma.vocabulary.count)
        #expect(model.chatTemplate == TestModels.gemma.chatTemplate)
    }

    @Test func aMissingSourceThrows() {
        let missing = URL(fileURLWithPath: "/nonexistent/model.gguf")
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("conversion-\(UUID()).gguf")
        #expect(throws: LlamaError.self) { try ModelConversion.convert(missing, to: destination) }
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }
}
