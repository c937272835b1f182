// swift-tools-version: 6.0
// A package that uses swift-foundation-models the way an app's package does. `scripts/check-package`
// copies it out of the repository and builds and runs it against the checkout (by path, with
// SFM_OFFLINE=1 on a machine that cannot fetch packages); elsewhere, depend on a release:
//     .package(url: "https://github.com/<owner>/swift-foundation-models.git", from: "0.1.0")
import Foundation
import PackageDescription

let checkout = ProcessInfo.processInfo.environment["SFM_PACKAGE_PATH"] ?? "../.."

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "swift-foundation-models", path: checkout)],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [.product(name: "FoundationModels", package: "swift-foundation-models")]
        ),
        // Apple's Evaluations samples with their tests, as Apple's articles show them: built, not
        // run (their thresholds are for Apple's model; EvaluationsTests run them on this one's).
        .testTarget(
            name: "AppleEvaluationSamples",
            dependencies: [
                .product(name: "FoundationModels", package: "swift-foundation-models"),
                .product(name: "Evaluations", package: "swift-foundation-models"),
            ]
        ),
    ]
)
