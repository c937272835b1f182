// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-foundation-models",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FoundationModels", targets: ["FoundationModels"]),
        .executable(name: "fm", targets: ["fm"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLlama",
            pkgConfig: "llama",
            providers: [.apt(["(run scripts/setup to build llama.cpp)"])]
        ),
        .target(name: "LlamaRuntime", dependencies: ["CLlama"]),
        .target(name: "GuidedGeneration"),
        .target(name: "FoundationModels", dependencies: ["LlamaRuntime", "GuidedGeneration"]),
        .target(name: "FMCommand", dependencies: ["FoundationModels"]),
        .executableTarget(name: "fm", dependencies: ["FMCommand"]),
        .target(
            name: "DreamCoffeeKit",
            path: "Examples/DreamCoffee/DreamCoffeeKit",
            resources: [.copy("Resources/sample.ics"), .copy("Resources/sample.vcf")]
        ),
        .testTarget(name: "LlamaRuntimeTests", dependencies: ["LlamaRuntime"]),
        .testTarget(name: "GuidedGenerationTests", dependencies: ["GuidedGeneration"]),
        .testTarget(name: "FoundationModelsTests", dependencies: ["FoundationModels"]),
        .testTarget(name: "DreamCoffeeKitTests", dependencies: ["DreamCoffeeKit"]),
    ],
    swiftLanguageModes: [.v6]
)
