import Foundation
import Testing

@testable import FoundationModelsOpenAI

@Suite struct ServerSentEventParserTests {
    @Test func splitsEventsAcrossPieces() {
        var parser = ServerSentEventParser()
        let stream = "data: {\"a\":1}\r\n\r\n: a comment\nevent: x\ndata: {\"b\":\ndata: 2}\n\ndata: [DONE]\n\n"
        var events: [String] = []
        for byte in Array(stream.utf8) { events += parser.feed(Data([byte])) }
        events += parser.finish()
        #expect(events == ["{\"a\":1}", "{\"b\":\n2}", "[DONE]"])
    }

    @Test func keepsMultibyteCharactersSplitAcrossPieces() {
        var parser = ServerSentEventParser()
        let bytes = Array("data: café ☕\n\n".utf8)
        var events = parser.feed(Data(bytes[..<9]))
        events += parser.feed(Data(bytes[9...]))
        #expect(events == ["café ☕"])
    }

    @Test func finishDeliversAnUnterminatedEvent() {
        var parser = ServerSentEventParser()
        #expect(parser.feed(Data("data: last".utf8)).isEmpty)
        #expect(parser.finish() == ["last"])
    }
}
