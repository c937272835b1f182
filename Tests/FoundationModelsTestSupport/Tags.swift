import Foundation
import Testing

extension Tag {
    /// Runs a real model in this process or as a child process (minutes on a 2-core CPU).
    @Tag public static var model: Self
    /// Starts a server (llama-server or `fm serve`) and talks to it over HTTP.
    @Tag public static var server: Self
}

extension Trait where Self == ConditionTrait {
    /// Skips a suite that runs a model or a server when `SFM_TESTS=model-free`: the model-free
    /// layer then runs alone, in about a minute (`swift test` has no tag filter in Swift 6.3).
    public static var needsModel: Self {
        .disabled(
            if: ProcessInfo.processInfo.environment["SFM_TESTS"] == "model-free",
            "SFM_TESTS=model-free runs only the tests without a model")
    }
}
