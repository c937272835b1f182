import FoundationModels
import FoundationModelsTestSupport
import Testing

/// The trip-planner sample's code run against the default model (short and seeded).
@Suite(.serialized, .tags(.model), .needsModel) struct SampleAppTests {
    let seeded = GenerationOptions(samplingMode: .random(top: 20, seed: 5), temperature: 0.6)

    @Test func theItineraryStreamsAndIsComplete() async throws {
        let landmark = ModelData.landmarks[0]
        let planner = ItineraryPlanner(landmark: landmark)
        planner.prewarm()
        try await planner.suggestItinerary(dayCount: 3, options: seeded)
        let itinerary = try #require(planner.itinerary)
        print("\(planner.snapshots) snapshots: \(itinerary.title ?? "")")
        #expect(planner.snapshots > 5)
        #expect(ModelData.landmarkNames.contains(itinerary.destinationName ?? ""))
        #expect(itinerary.days?.count == 3)
        #expect(itinerary.days?.allSatisfy { $0.activities?.count == 3 } == true)
        #expect(!(itinerary.title ?? "").isEmpty && !(itinerary.rationale ?? "").isEmpty)
    }

    @Test func theTaggerGivesThreeTags() async throws {
        let generator = TagGenerator()
        try await generator.generateTags(from: ModelData.landmarks[1].description, options: seeded)
        print("tags: \(generator.tags)")
        #expect(generator.tags.count == 3)
        #expect(generator.tags.allSatisfy { !$0.isEmpty })
    }

    @Test func theToolAnswersWithTheAppsSuggestions() async throws {
        let tool = FindPointsOfInterestTool(landmark: ModelData.landmarks[0])
        let arguments = try FindPointsOfInterestTool.Arguments(
            GeneratedContent(json: #"{"pointOfInterest":"hotel","naturalLanguageQuery":"a quiet hotel"}"#))
        let output = try await tool.call(arguments: arguments)
        #expect(output == "There are these hotel in Sahara Desert: Oasis Hotel, Dune Lodge")
    }
}
