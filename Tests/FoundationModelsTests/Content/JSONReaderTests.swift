import Foundation
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

@Suite("JSON reading")
struct JSONReaderTests {
    @Test(arguments: [
        (#"{"a": 1,}"#, "line 1, column 9"),
        ("[1 2]", "line 1, column 4"),
        ("{\n  \"a\": tru\n}", "line 2, column 11"),
        ("01", "leading zeros"),
        (#""\x""#, "invalid escape"),
        ("\"a\u{1}\"", "control character"),
        ("[1] [2]", "end of the JSON text"),
        ("{'a': 1}", "property name"),
        (#""\ud800""#, "surrogate"),
        ("NaN", "unexpected character 'N'"),
    ])
    func malformedJSONThrowsWithItsPosition(_ text: String, _ expected: String) {
        do {
            _ = try GeneratedContent(json: text)
            Issue.record("expected an error for \(text)")
        } catch let error as GeneratedContent.ParsingError {
            #expect(error.debugDescription.contains(expected), "\(error.debugDescription)")
            #expect(error.debugDescription.contains("Invalid JSON at line"))
            #expect(error.errorDescription == error.debugDescription)
            #expect(error.rawContent == text)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// Apple's own example: text that stops early reads as the content so far.
    @Test(arguments: [
        (#"{"title": "A story of"#, #"{"title":"A story of"}"#),
        (#""abc"#, #""abc""#),
        ("[1, 2", "[1]"),
        (#"{"ok": tr"#, #"{"ok":true}"#),
        ("1.", "null"),
        ("-", "null"),
        ("", "null"),
    ])
    func incompleteJSONReadsAsPartialContent(_ text: String, _ expected: String) throws {
        let content = try GeneratedContent(json: text)
        #expect(content.jsonString == expected)
        #expect(!content.isComplete)
    }

    @Test(arguments: [#"{"title": "A story"}"#, "12", " [1, 2] ", #""done""#, "true"])
    func completeJSONStaysComplete(_ text: String) throws {
        #expect(try GeneratedContent(json: text).isComplete)
        #expect(try GeneratedContent(completeJSON: text) == GeneratedContent(json: text))
    }

    /// Text that stops early is named with what it still needed, where it stopped.
    @Test(arguments: [
        (
            #"{"title": "A story of"#,
            "column 22 (byte offset 21): unterminated string: expected '\"', but the text ended"
        ),
        ("[1, 2", "expected ',' or ']' in an array, but the text ended"),
        ("1.", "expected a digit after '.' in a number, but the text ended"),
        ("-", "expected a digit in a number, but the text ended"),
        ("2e+", "expected a digit in a number's exponent, but the text ended"),
        ("", "expected a JSON value, but the text is empty"),
        (" \n ", "line 2, column 2 (byte offset 3): expected a JSON value, but the text is empty"),
        ("[", "expected a value or ']', but the text ended"),
        ("[1,", "expected a JSON value, but the text ended"),
        ("{", "expected a property name or '}', but the text ended"),
        (#"{"a": 1,"#, "expected a property name, but the text ended"),
        (#"{"a""#, "expected ':' after a property name, but the text ended"),
        (#"{"a": 1"#, "expected ',' or '}' in an object, but the text ended"),
        ("fals", "expected 'false', but the text ended"),
        (#""\u00"#, "unterminated escape in a string: the text ended"),
    ])
    func theStrictReaderRejectsIncompleteJSON(_ text: String, _ message: String) {
        do {
            _ = try GeneratedContent(completeJSON: text)
            Issue.record("expected an error for \(text)")
        } catch let error as GeneratedContent.ParsingError {
            #expect(error.debugDescription.hasSuffix(message + "."), "\(error.debugDescription)")
            #expect(error.rawContent == text)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func strictReaderAcceptsWhitespaceEscapesAndSurrogates() throws {
        let content = try GeneratedContent(
            json: " \n{ \"a\" : [ 1 , -2.5e3 , true , null ] , \"b\" : \"\\u00e9\\ud83c\\udf89\\n\" } \t")
        #expect(content.jsonString == #"{"a":[1,-2.5e3,true,null],"b":"é🎉\n"}"#)
        #expect(content.isComplete)
    }

    @Test func deepNestingIsLimited() {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: GeneratedContent.ParsingError.self) { try GeneratedContent(json: deep) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect((try? GeneratedContent(json: fine)) != nil)
    }

    @Test(arguments: [
        ("", "null", false),
        ("  ", "null", false),
        ("{", "{}", false),
        (#"{"na"#, "{}", false),
        (#"{"name""#, "{}", false),
        (#"{"name":"#, "{}", false),
        (#"{"name": "Jo"#, #"{"name":"Jo"}"#, false),
        (#"{"name": "Jo\"#, #"{"name":"Jo"}"#, false),
        (#"{"name": "Jo\u00"#, #"{"name":"Jo"}"#, false),
        (#"{"name": "Jo", "age": 4"#, #"{"name":"Jo"}"#, false),
        (#"{"name": "Jo", "age": 42,"#, #"{"name":"Jo","age":42}"#, false),
        (#"{"ok": tr"#, #"{"ok":true}"#, false),
        (#"{"n": nu"#, #"{"n":null}"#, false),
        ("[1, 2", "[1]", false),
        ("[1, 2,", "[1,2]", false),
        (#"[{"a": [1, {"b": "x"#, #"[{"a":[1,{"b":"x"}]}]"#, false),
        ("12", "12", false),
        ("-", "null", false),
        ("1.", "null", false),
        (#"{"a": 1}"#, #"{"a":1}"#, true),
        (#"{"a": 1}  "#, #"{"a":1}"#, true),
        (#""done""#, #""done""#, true),
        (#""partial"#, #""partial""#, false),
        (#""a\ud83c"#, #""a""#, false),
        (#""a\ud83c\"#, #""a""#, false),
        (#""a\ud83c\udf"#, #""a""#, false),
    ])
    func partialJSONShowsTheContentSoFar(_ text: String, _ expected: String, _ isComplete: Bool) throws {
        let content = try GeneratedContent(partialJSON: text)
        #expect(content.jsonString == expected)
        #expect(content.isComplete == isComplete)
    }

    @Test func partialContentMarksOnlyOpenPartsIncomplete() throws {
        let content = try GeneratedContent(partialJSON: #"{"done": [1, 2], "open": ["a", "b"#)
        #expect(!content.isComplete)
        guard case .structure(let properties, _) = content.kind else {
            Issue.record("expected a structure")
            return
        }
        #expect(properties["done"]?.isComplete == true)
        #expect(properties["open"]?.isComplete == false)
    }

    @Test(arguments: ["{]", "[1,,2]", "tx", "{\"a\" 1", "[1] x", #""\ud800""#, #""\ud800x"#])
    func partialJSONStillRejectsInvalidText(_ text: String) {
        #expect(throws: GeneratedContent.ParsingError.self) { try GeneratedContent(partialJSON: text) }
        #expect(throws: GeneratedContent.ParsingError.self) { try GeneratedContent(json: text) }
    }

    @Test func everyPrefixOfADocumentReads() throws {
        let text =
            #"{"name":"Zoë \"Z\" \u00e9🎉","tags":["a","b"],"n":-12.5e-3,"ok":false,"none":null,"nested":{"deep":[[],{}]}}"#
        let complete = try GeneratedContent(json: text)
        let bytes = Array(text.utf8)
        var previousCount = 0
        for end in 0..<bytes.count {
            guard let prefix = String(validating: bytes[0..<end], as: UTF8.self) else { continue }
            let content = try GeneratedContent(partialJSON: prefix)
            #expect(!content.isComplete)
            #expect(try GeneratedContent(json: prefix) == content)
            #expect(content.jsonString.count >= previousCount - 12, "content should grow: \(prefix)")
            previousCount = content.jsonString.count
        }
        #expect(try GeneratedContent(partialJSON: text) == complete)
    }

    /// Every prefix of a sample of MaskBench's valid instances reads as partial content
    /// without throwing. Set `FM_MASKBENCH_FULL=1` to run every instance (slow: about 2·10⁹
    /// bytes of parsing; use a release build).
    @Test(.enabled(if: MaskBench.isAvailable, "needs shared/data/maskbench.jsonl.gz"))
    func everyPrefixOfMaskBenchInstancesReads() throws {
        let full = MaskBench.full
        var instances = 0
        var prefixes = 0
        for (position, entry) in MaskBench.generableEntries.enumerated() where full || position % 25 == 0 {
            for instance in entry.validInstances where full || instance.utf8.count <= 600 {
                instances += 1
                let complete = try GeneratedContent(json: instance)
                let bytes = Array(instance.utf8)
                for end in 0..<bytes.count {
                    guard let prefix = String(validating: bytes[0..<end], as: UTF8.self) else { continue }
                    do {
                        _ = try GeneratedContent(partialJSON: prefix)
                        prefixes += 1
                    } catch {
                        Issue.record("\(entry.id): prefix \(prefix.debugDescription) threw \(error)")
                        return
                    }
                }
                #expect(try GeneratedContent(partialJSON: instance) == complete)
            }
        }
        print("MaskBench partial JSON: \(instances) instances, \(prefixes) prefixes read")
        #expect(instances > 0)
    }
}
