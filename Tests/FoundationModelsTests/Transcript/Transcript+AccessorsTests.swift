import Foundation
import Testing

@testable import FoundationModelsCore

@Suite struct TranscriptAccessorsTests {
    @Test func eachEntryAnswersOnlyItsOwnAccessor() {
        let call = Transcript.ToolCall(id: "c1", toolName: "menu", arguments: GeneratedContent(properties: [:]))
        let entries: [Transcript.Entry] = [
            .instructions(.init(segments: [.text(.init(content: "Be brief."))], toolDefinitions: [])),
            .prompt(.init(segments: [.text(.init(content: "Hi"))])),
            .toolCalls(.init([call])),
            .toolOutput(.init(id: "c1", toolName: "menu", segments: [.text(.init(content: "latte"))])),
            .response(.init(segments: [.text(.init(content: "Hello"))])),
            .reasoning(.init(segments: [.text(.init(content: "thinking"))])),
        ]
        #expect(entries.compactMap(\.instructions).count == 1)
        #expect(entries.compactMap(\.prompt).map { $0.segments.compactMap(\.text?.content) } == [["Hi"]])
        #expect(entries.compactMap(\.toolCalls).first?.first?.toolName == "menu")
        #expect(entries.compactMap(\.toolOutput).first?.segments.first?.text?.content == "latte")
        #expect(entries.compactMap(\.response).first?.segments.first?.text?.content == "Hello")
        #expect(entries.compactMap(\.reasoning).count == 1)
        #expect(entries.compactMap(\.data).isEmpty)
    }

    @Test func segmentsAnswerTheirKind() {
        let structure = Transcript.Segment.structure(
            .init(schemaName: "Order", content: GeneratedContent(kind: .string("latte"))))
        let text = Transcript.Segment.text(.init(content: "latte"))
        #expect(structure.text == nil)
        #expect(structure.structure?.schemaName == "Order")
        #expect(text.text?.content == "latte")
        #expect(text.structure == nil && text.attachment == nil)
    }
}
