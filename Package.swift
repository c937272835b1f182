// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// `SFM_OFFLINE=1` builds on a machine that cannot fetch packages: the macro plugin builds
/// against the toolchain's own SwiftSyntax host libraries (`<toolchain>/usr/lib/swift/host`,
/// found from the `swiftc` on PATH), which takes unsafe flags, so only a root or path-dependency
/// package can use it. `scripts/setup --env` exports it, and every script here sets it.
///
/// Without it, the manifest is an ordinary dependency: swift-syntax comes from its package (for
/// which SwiftPM uses prebuilt macro libraries where they exist), with no unsafe flags.
let offline = ProcessInfo.processInfo.environment["SFM_OFFLINE"] == "1"

/// The toolchain's SwiftSyntax host libraries, for the offline build.
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

/// What a target that uses swift-syntax modules needs: the package's products, or (offline) the
/// flags that find the toolchain's host libraries.
func swiftSyntax(_ modules: [String]) -> (
    dependencies: [Target.Dependency], swift: [SwiftSetting], linker: [LinkerSetting]
) {
    guard offline else { return (modules.map { .product(name: $0, package: "swift-syntax") }, [], []) }
    return (
        [], [.unsafeFlags(["-I", swiftSyntaxHost])],
        [.unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost])]
    )
}

let macroSyntax = swiftSyntax([
    "SwiftCompilerPlugin", "SwiftSyntax", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftDiagnostics",
])
let macroTestSyntax = swiftSyntax([
    "SwiftSyntax", "SwiftParser", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion",
    "SwiftDiagnostics", "SwiftIDEUtils",
])

/// The engine (the grammar, the sampler over the whole vocabulary, the decoding loop, the calls
/// into llama.cpp) runs once per generated token. A release build optimizes it; the offline
/// (development) build optimizes it in debug builds too, so tests with real vocabularies run
/// as users see them: unoptimized, sampling took longer than the model (`RecursiveSchemaTests`,
/// 141 s instead of 79 s).
let engineSettings: [SwiftSetting] = offline ? [.unsafeFlags(["-O"])] : []

let package = Package(
    name: "swift-foundation-models",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FoundationModels", targets: ["FoundationModels"]),
        .library(name: "FoundationModelsCore", targets: ["FoundationModelsCore"]),
        .executable(name: "fm", targets: ["fm"]),
        .library(name: "FoundationModelsOpenAI", targets: ["FoundationModelsOpenAI"]),
        .library(name: "FoundationModelsServer", targets: ["FoundationModelsServer"]),
        .library(name: "Evaluations", targets: ["Evaluations"]),
        .library(name: "TabularData", targets: ["TabularData"]),
        .executable(name: "dream-coffee", targets: ["dream-coffee"]),
        .executable(name: "menu-maker", targets: ["menu-maker"]),
    ],
    traits: [
        .trait(
            name: "FoundationModels26Errors",
            description:
                "Throw Apple's 26.x errors (LanguageModelSession.GenerationError), as apps built against Xcode 26 "
                + "receive them, instead of the 27 ones (LanguageModelError, …). Off by default."
        )
    ],
    targets: [
        .systemLibrary(
            name: "CLlama",
            pkgConfig: "llama",
            providers: [.apt(["(run scripts/setup to build llama.cpp)"])]
        ),
        .target(name: "Locking"),
        .target(name: "LlamaRuntime", dependencies: ["CLlama", "Locking"], swiftSettings: engineSettings),
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .target(name: "FoundationModelsServer", dependencies: ["FoundationModels", "CMicroHTTPD"]),
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .target(name: "CommandLineSupport"),
        .target(name: "GuidedGeneration", dependencies: ["Locking"], swiftSettings: engineSettings),
        .macro(
            name: "FoundationModelsMacros",
            dependencies: macroSyntax.dependencies,
            swiftSettings: macroSyntax.swift,
            linkerSettings: macroSyntax.linker
        ),
        .target(name: "FoundationModelsCore", dependencies: ["GuidedGeneration", "FoundationModelsMacros", "Locking"]),
        .target(
            name: "FoundationModels",
            dependencies: ["FoundationModelsCore", "FoundationModelsOpenAI", "LlamaRuntime", "GuidedGeneration"],
            swiftSettings: engineSettings
        ),
        .target(name: "FoundationModelsOpenAI", dependencies: ["FoundationModelsCore", "CCurl", "Locking"]),
        // Apple's Evaluations (Xcode 27) on top of the public API, and the part of TabularData it uses.
        .target(name: "TabularData"),
        .target(name: "Evaluations", dependencies: ["FoundationModels", "TabularData", "Locking"]),
        .executableTarget(
            name: "fm-load", dependencies: ["FoundationModelsOpenAI", "CommandLineSupport"], path: "Benchmarks/fm-load"),
        .executableTarget(
            name: "streaming-cost", dependencies: ["FoundationModelsCore"], path: "Benchmarks/streaming-cost"),
        // `fm bench`: the benchmarks and their helpers; `fm` links them, they do not see `fm`'s commands.
        .target(
            name: "FMBenchmarks",
            dependencies: [
                "FoundationModels", "FoundationModelsOpenAI", "GuidedGeneration", "Locking", "CommandLineSupport",
                "ValidityTypes", "Evaluations",
            ],
            path: "Benchmarks/FMBenchmarks"),
        .target(
            name: "FMCommand",
            dependencies: [
                "FoundationModels", "FoundationModelsOpenAI", "FoundationModelsServer", "CommandLineSupport",
                "FMBenchmarks", "LlamaRuntime",
            ]),
        .executableTarget(name: "fm", dependencies: ["FMCommand"]),
        .target(
            name: "DreamCoffeeKit",
            dependencies: ["FoundationModels", "CommandLineSupport"],
            path: "Examples/DreamCoffee/DreamCoffeeKit",
            resources: [.copy("Resources/sample.ics"), .copy("Resources/sample.vcf")]
        ),
        .target(
            name: "DreamCoffeeWeb",
            dependencies: ["DreamCoffeeKit", "FoundationModelsServer", "CommandLineSupport"],
            path: "Examples/DreamCoffee/DreamCoffeeWeb"
        ),
        // `dream-coffee --bench-quality`: the quality benchmark as Evaluations, over the game and menu-maker.
        .target(
            name: "DreamCoffeeQuality", dependencies: ["DreamCoffeeKit", "MenuMakerKit", "Evaluations"],
            path: "Examples/DreamCoffee/DreamCoffeeQuality"),
        .executableTarget(
            name: "dream-coffee",
            dependencies: ["DreamCoffeeKit", "DreamCoffeeWeb", "DreamCoffeeQuality"],
            path: "Examples/DreamCoffee/dream-coffee"
        ),
        .target(
            name: "MenuMakerKit", dependencies: ["FoundationModels", "CommandLineSupport"],
            path: "Examples/MenuMaker/MenuMakerKit"),
        .executableTarget(name: "menu-maker", dependencies: ["MenuMakerKit"], path: "Examples/MenuMaker/menu-maker"),
        // The seed's types and a type with every guide: `fm bench validity` and the tests share them.
        .target(name: "ValidityTypes", dependencies: ["FoundationModelsCore"]),
        .target(name: "TestEnvironment", path: "Tests/TestEnvironment"),
        .target(
            name: "FoundationModelsTestSupport",
            dependencies: ["FoundationModelsCore", "GuidedGeneration", "TestEnvironment", "ValidityTypes"],
            path: "Tests/FoundationModelsTestSupport"),
        .testTarget(name: "CommandLineSupportTests", dependencies: ["CommandLineSupport"]),
        .testTarget(name: "MenuMakerKitTests", dependencies: ["MenuMakerKit", "FoundationModelsTestSupport"]),
        .testTarget(
            name: "FMCommandTests", dependencies: ["FMCommand", "FoundationModelsTestSupport"],
            exclude: ["Serve/openai_checks.py", "Serve/openai_client.py", "Serve/openai_responses.py"]),
        .testTarget(
            name: "FMBenchmarksTests",
            dependencies: ["FMBenchmarks", "CommandLineSupport", "FoundationModelsTestSupport", "Evaluations"]),
        .testTarget(name: "LlamaRuntimeTests", dependencies: ["LlamaRuntime", "FoundationModelsTestSupport"]),
        .testTarget(
            name: "GuidedGenerationTests",
            dependencies: ["GuidedGeneration", "FoundationModels", "FoundationModelsTestSupport"]),
        .testTarget(
            name: "FoundationModelsTests",
            dependencies: ["FoundationModels", "FoundationModelsTestSupport", "TestEnvironment"]),
        .testTarget(
            name: "FoundationModelsMacrosTests",
            dependencies: ["FoundationModelsMacros"] + macroTestSyntax.dependencies,
            swiftSettings: macroTestSyntax.swift,
            linkerSettings: macroTestSyntax.linker
        ),
        .testTarget(
            name: "FoundationModelsOpenAITests",
            dependencies: ["FoundationModelsOpenAI", "FoundationModelsTestSupport"]),
        .testTarget(name: "ProviderProtocolTests", dependencies: ["FoundationModels"]),
        .testTarget(name: "TabularDataTests", dependencies: ["TabularData"]),
        .testTarget(
            name: "EvaluationsTests",
            dependencies: ["Evaluations", "FoundationModelsTestSupport", "TestEnvironment"]),
        .testTarget(
            name: "FoundationModelsServerTests",
            dependencies: ["FoundationModelsServer", "FoundationModelsOpenAI", "FoundationModelsTestSupport"]),
        .testTarget(
            name: "DreamCoffeeKitTests",
            dependencies: [
                "DreamCoffeeKit", "DreamCoffeeWeb", "CommandLineSupport", "FoundationModelsOpenAI",
                "FoundationModelsTestSupport", "DreamCoffeeQuality", "Evaluations",
            ]),
        // App code as Xcode 26's app template compiles it: Swift 5 mode, MainActor by default.
        .testTarget(
            name: "AppCompatibilityTests",
            dependencies: ["FoundationModels"],
            swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]
        ),
        // Apple's trip-planner sample (the WWDC25 code-along), in the same settings, run on the model.
        .testTarget(
            name: "SampleAppTests",
            dependencies: ["FoundationModels", "FoundationModelsTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]
        ),
    ],
    swiftLanguageModes: [.v6]
)

if !offline {
    package.dependencies = [.package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0")]
}

/// `SFM_TEST_TARGETS` (test target names, space-separated) keeps only those test targets and the
/// targets they depend on, so that a build for a few suites compiles only what they need:
/// `scripts/sanitize` builds that way under Thread Sanitizer. Unset, the package is whole.
if let names = ProcessInfo.processInfo.environment["SFM_TEST_TARGETS"] {
    let targets = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set<String>()
    var pending = names.split(separator: " ").map(String.init)
    while let name = pending.popLast() {
        guard let target = targets[name], kept.insert(name).inserted else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
    }
    package.targets = package.targets.filter { kept.contains($0.name) }
    package.products = package.products.filter { product in
        let names = (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
        return names.allSatisfy(kept.contains)
    }
}
