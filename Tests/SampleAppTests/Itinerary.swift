import FoundationModels

@Generable
struct Itinerary: Equatable {
    @Guide(description: "An exciting name for the trip.")
    let title: String

    @Guide(.anyOf(ModelData.landmarkNames))
    let destinationName: String

    let description: String

    @Guide(description: "An explanation of how the itinerary meets the user's special requests.")
    let rationale: String

    @Guide(description: "A list of day-by-day plans.")
    @Guide(.count(3))
    let days: [DayPlan]
}

@Generable
struct DayPlan: Equatable {
    @Guide(description: "A unique and exciting title for this day plan.")
    let title: String
    let subtitle: String
    let destination: String

    @Guide(.count(3))
    let activities: [Activity]
}

@Generable
struct Activity: Equatable {
    let type: Kind
    let title: String
    let description: String
}

@Generable
enum Kind {
    case sightseeing
    case foodAndDining
    case shopping
    case hotelAndLodging
}

extension Itinerary {
    /// The example the instructions show the model.
    static let exampleTripToJapan = Itinerary(
        title: "Onsen Trip to Japan",
        destinationName: "Mount Fuji",
        description: "Sushi, hot springs, and ryokan with a toddler!",
        rationale: "You are traveling with a child, so the days are slow and the food is simple.",
        days: [
            DayPlan(
                title: "Sushi and Sightseeing",
                subtitle: "Spend your final day enjoying sushi and Japan's best sights.",
                destination: "Tokyo",
                activities: [
                    Activity(type: .foodAndDining, title: "Sushi Breakfast", description: "Fresh fish at the market."),
                    Activity(type: .sightseeing, title: "Lake Kawaguchi", description: "A walk with a view of Fuji."),
                    Activity(type: .hotelAndLodging, title: "Ryokan Night", description: "A hot spring inn."),
                ]
            )
        ]
    )
}
