import Foundation

// The non-UI code of Apple's landmarks trip-planner sample (the WWDC25 code-along "Bring
// on-device AI to your app using the Foundation Models framework" and the sample "Adding
// intelligent app features with generative models"), in the shapes Apple wrote it, compiled as
// Xcode 26's app template compiles it: Swift 5 mode, MainActor by default.

/// A landmark the app knows about.
struct Landmark: Identifiable, Hashable {
    let id: Int
    let name: String
    let continent: String
    let description: String
}

/// The app's data.
enum ModelData {
    static let landmarks = [
        Landmark(
            id: 1, name: "Sahara Desert", continent: "Africa",
            description: "The largest hot desert in the world, with dunes, oases and ancient trade routes."),
        Landmark(
            id: 2, name: "Mount Fuji", continent: "Asia",
            description: "Japan's highest mountain, a volcano ringed by lakes and hot springs."),
        Landmark(
            id: 3, name: "Grand Canyon", continent: "North America",
            description: "A mile-deep canyon carved by the Colorado River, with trails and viewpoints."),
    ]

    static var landmarkNames: [String] { landmarks.map(\.name) }
}
