import Foundation
import FoundationModelsTestSupport
import TestEnvironment
import Testing

@testable import FoundationModels

/// Which model file is the default: the 1.5B when installed, the fast tier on request.
@Suite(.tags(.model), .needsModel) struct ModelLocatorTests {
    @Test func theInstalled15BIsTheDefaultAndTheFastTierIsAVariableAway() {
        #expect(ModelLocator.modelFile(tier: nil, qualityInstalled: true) == "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf")
        #expect(ModelLocator.modelFile(tier: nil, qualityInstalled: false) == "qwen2.5-coder-0.5b-instruct-q8_0.gguf")
        #expect(
            ModelLocator.modelFile(tier: "fast", qualityInstalled: true) == "qwen2.5-coder-0.5b-instruct-q8_0.gguf")
        #expect(ModelLocator.modelFile(tier: "quality", qualityInstalled: false) == ModelLocator.qualityModelFile)
    }

    @Test func theTestSuiteRunsOnTheFastTier() throws {
        // TestEnvironment sets the tier before any test, unless the environment chose one.
        let tier = try #require(ProcessInfo.processInfo.environment["FM_MODEL_TIER"])
        #expect((test_environment_is_fast_tier() != 0) == (tier == "fast"))
        if tier == "fast", ProcessInfo.processInfo.environment["FM_MODEL"] == nil {
            #expect(SystemLanguageModel.defaultModelURL.lastPathComponent == ModelLocator.fastModelFile)
            #expect(SystemLanguageModel.fastModelURL == SystemLanguageModel.defaultModelURL)
        }
    }
}
