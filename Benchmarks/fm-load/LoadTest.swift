import Foundation
import FoundationModelsOpenAI

/// A guided answer each turn must decode into.
@Generable
struct CountryFacts {
    @Guide(description: "The country's name")
    var country: String
    @Guide(description: "The capital city")
    var capital: String
    @Guide(description: "A one-sentence fact about the country")
    var fact: String
}

/// Runs the sessions and measures each turn.
struct LoadTest {
    let options: LoadOptions
    static let countries = [
        "France", "Japan", "Brazil", "Kenya", "Canada", "Italy", "India", "Egypt",
        "Spain", "Chile", "Norway", "Peru", "Ghana", "Vietnam", "Poland", "Mexico",
    ]

    /// What one turn measured.
    struct Turn: Sendable {
        var seconds: Double
        var firstSnapshotSeconds: Double?
        var characters: Int
        var valid: Bool
        var error: String?
    }

    func run() async throws -> LoadReport {
        var model = OpenAILanguageModel(
            baseURL: options.url, model: options.model, requestTimeout: options.timeLimit,
            resourceTimeout: options.timeLimit)
        model.sendsTopK = true
        try await model.checkHealth()
        let server = model
        let clock = ContinuousClock()
        let start = clock.now
        let turns = await withThrowingTaskGroup(of: [Turn].self) { group in
            for index in 0..<options.sessions {
                group.addTask { await runSession(index: index, model: server) }
            }
            group.addTask {
                try await Task.sleep(for: .seconds(options.timeLimit))
                throw LoadError("the time limit of \(Int(options.timeLimit)) s passed")
            }
            var all: [Turn] = []
            var finished = 0
            do {
                while finished < options.sessions, let turns = try await group.next() {
                    all += turns
                    finished += 1
                }
            } catch {
                all.append(Turn(seconds: options.timeLimit, characters: 0, valid: false, error: "\(error)"))
            }
            group.cancelAll()
            return all
        }
        let elapsed = start.duration(to: clock.now)
        return LoadReport(
            options: options, turns: turns,
            wallSeconds: Double(elapsed.components.seconds)
                + Double(elapsed.components.attoseconds) / 1e18)
    }

    private func runSession(index: Int, model: OpenAILanguageModel) async -> [Turn] {
        let session = LanguageModelSession(
            model: model, instructions: "You answer questions about countries briefly and factually.")
        var turns: [Turn] = []
        for turn in 0..<options.turns {
            let country = Self.countries[(index + turn * 5) % Self.countries.count]
            let clock = ContinuousClock()
            let start = clock.now
            var first: Double?
            func seconds() -> Double {
                let d = start.duration(to: clock.now)
                return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
            }
            let options = GenerationOptions(
                samplingMode: .random(top: 20, seed: UInt64(index * 100 + turn)), temperature: 0.7,
                maximumResponseTokens: 160)
            do {
                if turn % 2 == 0 {
                    let stream = session.streamResponse(
                        to: "Give facts about \(country).", generating: CountryFacts.self, options: options)
                    for try await _ in stream where first == nil { first = seconds() }
                    let facts = try await stream.collect().content
                    let valid = !facts.capital.isEmpty && facts.country.localizedCaseInsensitiveContains(country)
                    turns.append(
                        Turn(
                            seconds: seconds(), firstSnapshotSeconds: first,
                            characters: facts.capital.count + facts.country.count + facts.fact.count, valid: valid,
                            error: valid ? nil : "unexpected content: \(facts.country), \(facts.capital)"))
                } else {
                    let stream = session.streamResponse(
                        to: "In one sentence, what is \(country) known for?", options: options)
                    for try await _ in stream where first == nil { first = seconds() }
                    let text = try await stream.collect().content
                    turns.append(
                        Turn(
                            seconds: seconds(), firstSnapshotSeconds: first, characters: text.count,
                            valid: !text.isEmpty, error: text.isEmpty ? "empty answer" : nil))
                }
            } catch {
                turns.append(Turn(seconds: seconds(), characters: 0, valid: false, error: "\(error)"))
            }
        }
        return turns
    }
}
