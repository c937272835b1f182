import FoundationModels
import Observation

@Observable
final class ItineraryPlanner {
    private(set) var itinerary: Itinerary.PartiallyGenerated?
    private(set) var snapshots = 0
    private var session: LanguageModelSession
    let landmark: Landmark
    var error: Error?

    init(landmark: Landmark) {
        self.landmark = landmark
        let pointOfInterestTool = FindPointsOfInterestTool(landmark: landmark)
        self.session = LanguageModelSession(
            tools: [pointOfInterestTool],
            instructions: Instructions {
                "Your job is to create an itinerary for the user."
                "Each day needs an activity, hotel and restaurant."
                """
                Always use the findPointsOfInterest tool to find businesses \
                and activities in \(landmark.name), especially hotels \
                and restaurants.
                """
                "Here is a description of \(landmark.name) for your reference when considering what activities to generate:"
                landmark.description
            }
        )
    }

    /// The sample streams with default options; the tests pass a seed (the one change).
    func suggestItinerary(dayCount: Int, options: GenerationOptions = GenerationOptions()) async throws {
        let stream = session.streamResponse(generating: Itinerary.self, includeSchemaInPrompt: false, options: options)
        {
            "Generate a \(dayCount)-day itinerary to \(landmark.name)."
            "Give it a fun title and description."
            "Here is an example of the desired format, but don't copy its content:"
            Itinerary.exampleTripToJapan
        }
        for try await partialResponse in stream {
            itinerary = partialResponse.content
            snapshots += 1
        }
    }

    func prewarm() {
        session.prewarm()
    }
}
