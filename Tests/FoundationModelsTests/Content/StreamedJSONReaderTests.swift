import Foundation
import Testing

@testable import FoundationModelsCore

@Suite("Reading JSON as it streams")
struct StreamedJSONReaderTests {
    static let document =
        #"{"name":"Zoë \"Z\" \u00e9🎉","tags":["a","b"],"n":-12.5e-3,"ok":false,"none":null,"#
        + #""nested":{"deep":[[],{}],"list":[1, 22, {"x": "\ud83c\udf89"}]},"last": 0}"#

    /// Fed in pieces of every size from 1 to 9 bytes, the reader shows after each piece what
    /// reading the text so far at once shows, identifiers and completeness included.
    @Test(arguments: 1...9)
    func piecesReadAsTheirPrefix(pieceSize: Int) throws {
        let id = GenerationID()
        var reader = JSONReader(id: id)
        let characters = Array(Self.document)
        var text = ""
        for start in stride(from: 0, to: characters.count, by: pieceSize) {
            let piece = String(characters[start..<min(start + pieceSize, characters.count)])
            try reader.append(piece)
            text += piece
            let expected = try JSONReader.read(text).identified(by: id)
            #expect(reader.content == expected, "after \(text.debugDescription)")
            #expect(reader.content.jsonString == expected.jsonString)
            #expect(reader.content.isComplete == (text.count == characters.count))
        }
        #expect(reader.content == (try GeneratedContent(completeJSON: Self.document).identified(by: id)))
    }

    @Test func partsKeepTheirIdentifiersFromSnapshotToSnapshot() throws {
        let id = GenerationID()
        var reader = JSONReader(id: id)
        try reader.append(#"{"items": [{"name": "Tea"}, {"name": "Co"#)
        let early = reader.content
        try reader.append(#"ffee"}]}"#)
        let late = reader.content
        guard case .structure(let before, _) = early.kind, case .structure(let after, _) = late.kind,
            case .array(let earlyItems)? = before["items"]?.kind, case .array(let lateItems)? = after["items"]?.kind
        else {
            Issue.record("expected items in both snapshots")
            return
        }
        #expect(early.id == id && late.id == id)
        #expect(earlyItems.map(\.id) == lateItems.map(\.id))
        #expect(Set(lateItems.map(\.id)).count == 2)
        #expect(!earlyItems[1].isComplete && lateItems[1].isComplete)
    }

    @Test func afterAnErrorTheReaderReadsNothingMore() throws {
        var reader = JSONReader()
        try reader.append(#"{"a": [1, 2"#)
        #expect(throws: GeneratedContent.ParsingError.self) { try reader.append("x") }
        let atTheError = reader.content
        #expect(throws: GeneratedContent.ParsingError.self) { try reader.append("]}") }
        #expect(reader.content == atTheError)
        #expect(!reader.content.isComplete)
    }

    @Test(arguments: [
        (#"{"a": 1,}"#, "line 1, column 9"),
        (#"{"a" 1}"#, #"expected ':' after property name "a""#),
        ("[1, 2}", "expected ',' or ']' in an array"),
        (#"{"a": 1]"#, "expected ',' or '}' in an object"),
        ("[-x]", "expected a digit in a number"),
        ("[1.x]", "expected a digit after '.'"),
        ("[1ex]", "exponent"),
        (#""\uZ"#, "hexadecimal digit"),
        ("[tru]", "expected 'true'"),
    ])
    func errorsNameTheirPositionAndWhatWasExpected(_ text: String, _ expected: String) {
        do {
            _ = try JSONReader.read(text)
            Issue.record("expected an error for \(text)")
        } catch let error as GeneratedContent.ParsingError {
            #expect(error.debugDescription.contains(expected), "\(error.debugDescription)")
            #expect(error.rawContent == text)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
