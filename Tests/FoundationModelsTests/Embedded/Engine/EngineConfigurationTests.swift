import Foundation
import Testing

@testable import FoundationModels

/// The runtime's settings, read from the environment into one value.
@Suite struct EngineConfigurationTests {
    @Test func keepAliveIsSecondsOrForever() {
        func keepAlive(_ value: String?) -> Duration? {
            EngineConfiguration(environment: value.map { ["FM_KEEP_ALIVE": $0] } ?? [:]).keepAlive
        }
        #expect(keepAlive(nil) == .seconds(300))
        #expect(keepAlive("2.5") == .seconds(2.5))
        #expect(keepAlive("0") == .zero)
        #expect(keepAlive("forever") == nil)
        #expect(keepAlive("soon") == .seconds(300))
        #expect(keepAlive("-1") == .seconds(300))
        #expect(EngineConfiguration(environment: ["FM_KEEP_ALIVE": "soon"]).warnings.count == 1)
    }

    @Test func theCacheFolderTakesItsNewNameBeforeItsOldOne() {
        #expect(EngineConfiguration(environment: ["SFM_CACHE": "/old"]).cacheFolder.path == "/old")
        #expect(EngineConfiguration(environment: ["FM_CACHE": "/new", "SFM_CACHE": "/old"]).cacheFolder.path == "/new")
        #expect(
            EngineConfiguration(environment: ["XDG_CACHE_HOME": "/xdg"]).cacheFolder.path
                == "/xdg/swift-foundation-models")
    }

    @Test func prefixesAreKeptInTheCacheFolderUnlessTurnedOff() {
        let folder = EngineConfiguration(environment: ["FM_CACHE": "/c"])
        #expect(folder.prefixCache?.path == "/c/prefixes")
        #expect(folder.prefixCacheMiB == 1024)
        #expect(EngineConfiguration(environment: ["FM_PREFIX_CACHE": "off"]).prefixCache == nil)
        #expect(EngineConfiguration(environment: ["FM_PREFIX_CACHE": "/p"]).prefixCache?.path == "/p")
        #expect(EngineConfiguration(environment: ["FM_PREFIX_CACHE_MIB": "64"]).prefixCacheMiB == 64)
        #expect(EngineConfiguration(environment: ["FM_PREFIX_CACHE_MIB": "lots"]).warnings.count == 1)
    }

    @Test func switchesAreOffUnlessSetAndGuardrailsOnUnlessTurnedOff() {
        let none = EngineConfiguration(environment: [:])
        #expect(none.guardrails && !none.schedulerLog && none.model == nil && none.modelTier == nil)
        let all = EngineConfiguration(environment: [
            "FM_GUARDRAILS": "off", "FM_SCHEDULER_LOG": "1", "FM_MODEL": "/m.gguf", "FM_MODEL_TIER": "fast",
        ])
        #expect(!all.guardrails && all.schedulerLog && all.model?.path == "/m.gguf" && all.modelTier == "fast")
        let unclear = EngineConfiguration(environment: ["FM_GUARDRAILS": "maybe"])
        #expect(unclear.guardrails && unclear.warnings.count == 1)
    }
}
