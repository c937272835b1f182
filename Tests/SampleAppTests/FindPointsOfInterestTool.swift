import FoundationModels

struct FindPointsOfInterestTool: Tool {
    let name = "findPointsOfInterest"
    let description = "Finds points of interest for a landmark."

    let landmark: Landmark

    @Generable
    enum Category: String, CaseIterable {
        case campground
        case hotel
        case cafe
        case museum
        case marina
        case restaurant
        case nationalMonument
    }

    @Generable
    struct Arguments {
        @Guide(description: "This is the type of destination to look up for.")
        let pointOfInterest: Category

        @Guide(description: "The natural language query of what to search for.")
        let naturalLanguageQuery: String
    }

    func call(arguments: Arguments) async throws -> String {
        let results = await getSuggestions(category: arguments.pointOfInterest, landmark: landmark.name)
        return "There are these \(arguments.pointOfInterest) in \(landmark.name): \(results.joined(separator: ", "))"
    }

    /// The app's stand-in for a MapKit search.
    func getSuggestions(category: Category, landmark: String) async -> [String] {
        switch category {
        case .campground: ["Desert Camp", "Starlight Camp"]
        case .hotel: ["Oasis Hotel", "Dune Lodge"]
        case .cafe: ["Sand Café"]
        case .museum: ["Caravan Museum"]
        case .marina: []
        case .restaurant: ["The Tagine House", "Palm Garden"]
        case .nationalMonument: ["Old Trade Gate"]
        }
    }
}
