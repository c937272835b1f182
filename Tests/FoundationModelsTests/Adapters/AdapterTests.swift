import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels

/// LoRA adapters on the default model through Apple's `SystemLanguageModel.Adapter` API.
@Suite(.serialized, .tags(.model), .needsModel) struct AdapterTests {
    typealias AssetError = SystemLanguageModel.Adapter.AssetError
    let greedy = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 12)
    /// Qwen2.5-0.5B's last feed-forward output matrix: 4864 inputs, 896 outputs.
    static let lastFeedForward = (name: "blk.23.ffn_down.weight", inputs: 4864, outputs: 896)

    private func message(_ error: any Error) -> String {
        guard let error = error as? AssetError, case .invalidAsset(let context) = error else { return "" }
        return context.debugDescription
    }

    @Test func anAdapterChangesTheModelsOutput() async throws {
        let target = Self.lastFeedForward
        let url = try LoRAFile.rankOne(on: target.name, inputs: target.inputs, outputs: target.outputs, a: 0.05, b: 1)
            .write()
        let adapter = try SystemLanguageModel.Adapter(fileURL: url)
        try await adapter.compile()
        #expect(adapter.creatorDefinedMetadata["adapter.type"] as? String == "lora")
        let adapted = try await LanguageModelSession(model: SystemLanguageModel(adapter: adapter))
            .respond(to: "What is the capital of France?", options: greedy).content
        let base = try await LanguageModelSession(model: SystemLanguageModel.default)
            .respond(to: "What is the capital of France?", options: greedy).content
        print("base: \(base)\nadapted: \(adapted)")
        #expect(base.contains("Paris"))
        #expect(adapted != base)
    }

    @Test func anAdapterOfOtherShapesIsAnInvalidAssetThatSaysSo() async throws {
        let url = try LoRAFile.rankOne(on: Self.lastFeedForward.name, inputs: 100, outputs: 896, a: 0.1, b: 0.1).write()
        let adapter = try SystemLanguageModel.Adapter(fileURL: url)
        await #expect { try await adapter.compile() } throws: { message($0).contains("incorrect shape") }
        // A session reports the same error, and the base model still answers afterwards.
        let session = LanguageModelSession(model: SystemLanguageModel(adapter: adapter))
        await #expect { try await session.respond(to: "Hi", options: greedy) } throws: {
            message($0).contains("does not fit")
        }
        #expect(session.transcript.isEmpty)
        let answer = try await LanguageModelSession(model: SystemLanguageModel.default).respond(
            to: "Say hi.", options: greedy)
        #expect(!answer.content.isEmpty)
    }

    @Test func aTensorTheModelLacksIsAnInvalidAsset() async throws {
        let url = try LoRAFile.rankOne(on: "blk.99.ffn_down.weight", inputs: 4864, outputs: 896, a: 0.1, b: 0.1).write()
        await #expect { try await SystemLanguageModel.Adapter(fileURL: url).compile() } throws: {
            message($0).contains("does not exist in base model")
        }
    }

    @Test func anAdapterForAnotherArchitectureIsRefusedWhenOpened() throws {
        var file = LoRAFile.rankOne(on: Self.lastFeedForward.name, inputs: 4864, outputs: 896, a: 0.1, b: 0.1)
        file.architecture = "llama"
        let url = try file.write()
        #expect { try SystemLanguageModel.Adapter(fileURL: url) } throws: { message($0).contains("'llama' models") }
    }

    @Test func filesThatAreNotAdaptersAreInvalidAssets() throws {
        var model = LoRAFile()
        model.generalType = "model"
        let notAdapter = try model.write()
        #expect { try SystemLanguageModel.Adapter(fileURL: notAdapter) } throws: {
            message($0).contains("not a LoRA adapter")
        }
        let random = try LoRAFile().write()
        try Data((0..<256).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: random)
        #expect { try SystemLanguageModel.Adapter(fileURL: random) } throws: { message($0).contains("not a GGUF file") }
        let truncated = try LoRAFile().write()
        try LoRAFile.rankOne(on: "x", inputs: 4, outputs: 4, a: 1, b: 1).data.prefix(40).write(to: truncated)
        #expect { try SystemLanguageModel.Adapter(fileURL: truncated) } throws: {
            message($0).contains("truncated or corrupt")
        }
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-adapter.gguf")
        #expect { try SystemLanguageModel.Adapter(fileURL: missing) } throws: {
            message($0).contains("no readable file")
        }
    }

    @Test func namesAreCheckedAndLookedUp() {
        #expect { try SystemLanguageModel.Adapter(name: "../escape") } throws: { error in
            if case AssetError.invalidAdapterName = error { true } else { false }
        }
        #expect { try SystemLanguageModel.Adapter(name: "not-installed-anywhere") } throws: { error in
            if case AssetError.compatibleAdapterNotFound = error { true } else { false }
        }
        #expect(SystemLanguageModel.Adapter.compatibleAdapterIdentifiers(name: "not-installed-anywhere").isEmpty)
    }
}
