import FoundationModelsCore
import Locking

/// A guided response: a country's capital.
@Generable
struct CapitalAnswer {
    @Guide(description: "The country")
    var country: String
    @Guide(description: "The capital city of the country")
    var capital: String
    @Guide(description: "The continent", .anyOf(["Africa", "Americas", "Asia", "Europe", "Oceania"]))
    var continent: String
}

/// The arguments of ``WeatherTool``, written by hand (no macro).
struct WeatherArguments: Generable {
    var city: String

    static var generationSchema: GenerationSchema {
        GenerationSchema(
            type: WeatherArguments.self, description: "Where to look up the weather",
            properties: [.init(name: "city", description: "The city's name", type: String.self)])
    }

    init(city: String) { self.city = city }

    init(_ content: GeneratedContent) throws {
        city = try content.value(forProperty: "city")
    }

    var generatedContent: GeneratedContent {
        GeneratedContent(
            kind: .structure(properties: ["city": GeneratedContent(kind: .string(city))], orderedKeys: ["city"]))
    }
}

/// A tool that reports a fixed weather and remembers the cities it was asked about.
final class WeatherTool: Tool {
    let name = "getWeather"
    let description = "Gets the current weather in a city."
    let calls = Locked<[String]>([])

    func call(arguments: WeatherArguments) async throws -> String {
        calls.withLock { $0.append(arguments.city) }
        return "It is 21 degrees Celsius and sunny in \(arguments.city)."
    }
}
