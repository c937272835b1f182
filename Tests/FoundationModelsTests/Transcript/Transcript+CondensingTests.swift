import Foundation
import Testing

@testable import FoundationModelsCore

@Suite struct TranscriptCondensingTests {
    static func prompt(_ text: String) -> Transcript.Entry { .prompt(.init(segments: [.text(.init(content: text))])) }
    static func response(_ text: String) -> Transcript.Entry {
        .response(.init(segments: [.text(.init(content: text))]))
    }
    static let instructions = Transcript.Entry.instructions(
        .init(segments: [.text(.init(content: "Be brief."))], toolDefinitions: []))
    /// instructions, a, A, b, B
    static let chat = [instructions, prompt("a"), response("A"), prompt("b"), response("B")]
    /// instructions, a, A, weather?, calls, output, Sunny
    static let withTools: [Transcript.Entry] = [
        instructions, prompt("a"), response("A"), prompt("weather?"),
        .toolCalls(
            .init(
                id: "call",
                [.init(id: "c1", toolName: "getWeather", arguments: GeneratedContent(properties: ["city": "Lisbon"]))])),
        .toolOutput(.init(id: "c1", toolName: "getWeather", segments: [.text(.init(content: "31°C"))])),
        response("Sunny"),
    ]

    @Test(arguments: [0, 1, 2, 3, 4, 10])
    func keepsTheInstructionsAndTheLastEntries(_ n: Int) {
        let kept = Transcript(entries: Self.chat).keepingInstructions(andLast: n)
        #expect(Array(kept) == [Self.instructions] + Self.chat.dropFirst().suffix(n))
    }

    @Test func withoutInstructionsKeepsOnlyTheLastEntries() {
        let entries = Array(Self.chat.dropFirst())
        #expect(Array(Transcript(entries: entries).keepingInstructions(andLast: 1)) == [entries[3]])
        #expect(Transcript().keepingInstructions(andLast: 3).isEmpty)
        #expect(Array(Transcript(entries: [Self.instructions]).keepingInstructions(andLast: -2)) == [Self.instructions])
    }

    @Test(arguments: [1, 2, 3, 4])
    func neverSplitsToolCallsFromTheirOutputs(_ n: Int) {
        let kept = Array(Transcript(entries: Self.withTools).keepingInstructions(andLast: n))
        // A cut inside the weather turn moves back to its prompt.
        let expected = n == 1 ? [Self.withTools[0], Self.withTools[6]] : [Self.withTools[0]] + Self.withTools[3...]
        #expect(kept == expected)
    }

    @Test func condensingPartsSplitOlderFromRecent() {
        let parts = Transcript(entries: Self.chat).condensingParts(keepingLast: 2)
        guard case .instructions(let instructions) = Self.instructions else { return }
        #expect(parts.instructions == instructions)
        #expect(parts.older == Array(Self.chat[1...2]))
        #expect(parts.recent == Array(Self.chat[3...]))
    }
}
