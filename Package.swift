// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's SwiftSyntax host libraries (`<toolchain>/usr/lib/swift/host`), found from the
/// `swiftc` on PATH with symlinks resolved. The macro plugin builds against them, so the package
/// needs no swift-syntax download.
let swiftSyntaxHost: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let toolchainUsr = candidate.resolvingSymlinksInPath()
            .deletingLastPathComponent()  // bin
            .deletingLastPathComponent()  // usr
        return toolchainUsr.appendingPathComponent("lib/swift/host").path
    }
    return "/usr/lib/swift/host"
}()
let swiftSyntaxHostSettings: [SwiftSetting] = [.unsafeFlags(["-I", swiftSyntaxHost])]
let swiftSyntaxHostLinking: [LinkerSetting] = [
    .unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost])
]

let package = Package(
    name: "swift-foundation-models",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FoundationModels", targets: ["FoundationModels"]),
        .executable(name: "fm", targets: ["fm"]),
        .library(name: "FoundationModelsOpenAI", targets: ["FoundationModelsOpenAI"]),
        .executable(name: "dream-coffee", targets: ["dream-coffee"]),
        .executable(name: "menu-maker", targets: ["menu-maker"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLlama",
            pkgConfig: "llama",
            providers: [.apt(["(run scripts/setup to build llama.cpp)"])]
        ),
        .target(name: "LlamaRuntime", dependencies: ["CLlama"]),
        .target(
            name: "GuidedGeneration",
            // The engine runs once per generated token: optimized even in debug builds, so tests
            // with real vocabularies measure and run as users see them.
            swiftSettings: [.unsafeFlags(["-O"])]
        ),
        .macro(
            name: "FoundationModelsMacros",
            swiftSettings: swiftSyntaxHostSettings,
            linkerSettings: swiftSyntaxHostLinking
        ),
        .target(
            name: "FoundationModels",
            dependencies: ["LlamaRuntime", "GuidedGeneration", "FoundationModelsMacros"]
        ),
        .target(name: "FoundationModelsOpenAI", dependencies: ["FoundationModels"]),
        .executableTarget(name: "fm-load", dependencies: ["FoundationModelsOpenAI"], path: "Benchmarks/fm-load"),
        .target(name: "FMCommand", dependencies: ["FoundationModels", "FoundationModelsOpenAI", "LlamaRuntime"]),
        .executableTarget(name: "fm", dependencies: ["FMCommand"]),
        .target(
            name: "DreamCoffeeKit",
            dependencies: ["FoundationModels"],
            path: "Examples/DreamCoffee/DreamCoffeeKit",
            resources: [.copy("Resources/sample.ics"), .copy("Resources/sample.vcf")]
        ),
        .executableTarget(
            name: "dream-coffee",
            dependencies: ["DreamCoffeeKit"],
            path: "Examples/DreamCoffee/dream-coffee"
        ),
        .target(name: "MenuMakerKit", dependencies: ["FoundationModels"], path: "Examples/MenuMaker/MenuMakerKit"),
        .executableTarget(name: "menu-maker", dependencies: ["MenuMakerKit"], path: "Examples/MenuMaker/menu-maker"),
        .testTarget(name: "MenuMakerKitTests", dependencies: ["MenuMakerKit"]),
        .testTarget(name: "FMCommandTests", dependencies: ["FMCommand"]),
        .testTarget(name: "LlamaRuntimeTests", dependencies: ["LlamaRuntime"]),
        .testTarget(name: "GuidedGenerationTests", dependencies: ["GuidedGeneration"]),
        .testTarget(name: "FoundationModelsTests", dependencies: ["FoundationModels"]),
        .testTarget(
            name: "FoundationModelsMacrosTests",
            dependencies: ["FoundationModelsMacros"],
            swiftSettings: swiftSyntaxHostSettings,
            linkerSettings: swiftSyntaxHostLinking
        ),
        .testTarget(name: "FoundationModelsOpenAITests", dependencies: ["FoundationModelsOpenAI"]),
        .testTarget(name: "DreamCoffeeKitTests", dependencies: ["DreamCoffeeKit"]),
    ],
    swiftLanguageModes: [.v6]
)
