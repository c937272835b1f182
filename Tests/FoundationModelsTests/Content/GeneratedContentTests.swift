import Foundation
import Testing

@testable import FoundationModelsCore

@Suite("GeneratedContent")
struct GeneratedContentTests {
    @Test(arguments: [0, 1, -1, 42, Int.max, Int.min, 9_007_199_254_740_993])
    func intRoundTrips(_ value: Int) throws {
        #expect(try roundTrip(value) == value)
        #expect(value.generatedContent.jsonString == String(value))
    }

    @Test func fixedWidthIntegersRoundTrip() throws {
        #expect(try roundTrip(Int8.min) == Int8.min)
        #expect(try roundTrip(Int16.max) == Int16.max)
        #expect(try roundTrip(Int32.min) == Int32.min)
        #expect(try roundTrip(Int64.max) == Int64.max)
        #expect(try roundTrip(UInt.max) == UInt.max)
        #expect(try roundTrip(UInt8.max) == UInt8.max)
        #expect(try roundTrip(UInt16.max) == UInt16.max)
        #expect(try roundTrip(UInt32.max) == UInt32.max)
        #expect(try roundTrip(UInt64.max) == UInt64.max)
    }

    @Test func integersRejectFractionsAndOverflow() throws {
        #expect(throws: GeneratedContent.ParsingError.self) { try Int(GeneratedContent(json: "1.5")) }
        #expect(throws: GeneratedContent.ParsingError.self) { try UInt8(GeneratedContent(json: "256")) }
        #expect(throws: GeneratedContent.ParsingError.self) { try UInt(GeneratedContent(json: "-1")) }
        #expect(try Int(GeneratedContent(json: "2.0")) == 2)
        #expect(try Int(GeneratedContent(json: "1e3")) == 1000)
    }

    @Test(arguments: [0.0, -0.5, 0.1, 1e-7, 1e300, 123456.789, Double.pi, -Double.greatestFiniteMagnitude])
    func doubleRoundTrips(_ value: Double) throws {
        #expect(try roundTrip(value) == value)
    }

    @Test(arguments: [Float(0.1), 3.4e38, -Float.leastNormalMagnitude, 16_777_216, Float.leastNonzeroMagnitude])
    func floatRoundTrips(_ value: Float) throws {
        #expect(try roundTrip(value) == value)
    }

    @Test(arguments: [
        "12.10", "0.000000000000000000000000001", "-99999999999999999999999999.5", "123456789012345678901234567890",
    ])
    func decimalRoundTripsExactly(_ text: String) throws {
        let value = try #require(Decimal(string: text))
        #expect(try roundTrip(value) == value)
        #expect(try Decimal(GeneratedContent(json: text)) == value)
    }

    @Test(arguments: ["", "plain", "quote \" backslash \\ slash /", "tab\tnew\nline\r", "\u{0}\u{1F}\u{7F}", "é 日本 🎉👩‍👩‍👧"])
    func stringRoundTrips(_ value: String) throws {
        #expect(try roundTrip(value) == value)
    }

    @Test func boolsArraysAndOptionalsRoundTrip() throws {
        #expect(try roundTrip(true) == true)
        #expect(try roundTrip(false) == false)
        #expect(try roundTrip([[1, 2], [], [3]]) == [[1, 2], [], [3]])
        #expect(try roundTrip([String]()) == [])
        #expect(try roundTrip(Int?.none) == nil)
        #expect(try roundTrip(Int?.some(5)) == 5)
        #expect(try roundTrip([Bool?.none, true]) == [nil, true])
    }

    @Test func generableStructuresRoundTrip() throws {
        let person = Person(
            name: "Ada \"The Countess\"", age: 36, nickname: nil, scores: [1.5, 2],
            balance: Decimal(string: "1234.56")!,
            isActive: true, mood: .calm)
        #expect(try roundTrip(person) == person)
        var nicknamed = person
        nicknamed.nickname = "A"
        #expect(try roundTrip(nicknamed) == nicknamed)

        let tree = TreeNode(
            value: 1,
            children: [
                TreeNode(value: 2, children: []),
                TreeNode(
                    value: 3, children: [TreeNode(value: 4, children: [], parentHint: Box(label: "x", tree: nil))]),
            ])
        #expect(try roundTrip(tree) == tree)
        #expect(try roundTrip(Box(label: "b", tree: tree)) == Box(label: "b", tree: tree))
        #expect(try roundTrip(Shape.circle(radius: 2.5)) == .circle(radius: 2.5))
        #expect(try roundTrip(Shape.point) == .point)
        for mood in Mood.allCases { #expect(try roundTrip(mood) == mood) }
    }

    @Test func jsonStringIsCompactAndKeepsPropertyOrder() {
        let content = GeneratedContent(properties: ["z": 1, "a": "x", "m": [true, false], "n": Int?.none])
        #expect(content.jsonString == #"{"z":1,"a":"x","m":[true,false],"n":null}"#)
        let person = Person(
            name: "B", age: 2, nickname: nil, scores: [], balance: 0, isActive: false, mood: .happy)
        #expect(
            person.generatedContent.jsonString
                == #"{"name":"B","age":2,"scores":[],"balance":0,"isActive":false,"mood":"happy"}"#)
    }

    @Test func initializersBuildTheExpectedKinds() throws {
        let elements: [any ConvertibleToGeneratedContent] = [1, "two", true]
        let array = GeneratedContent(elements: elements)
        #expect(
            array.kind
                == .array([
                    GeneratedContent(kind: .number(1)), GeneratedContent(kind: .string("two")),
                    GeneratedContent(kind: .bool(true)),
                ]))
        let structure = GeneratedContent(properties: ["a": 1, "b": "x"])
        guard case .structure(let properties, let keys) = structure.kind else {
            Issue.record("expected a structure")
            return
        }
        #expect(keys == ["a", "b"])
        #expect(properties["b"] == GeneratedContent(kind: .string("x")))
        #expect(GeneratedContent("text").kind == .string("text"))
        #expect(GeneratedContent(kind: .null).jsonString == "null")
        #expect(structure.id == nil)
        #expect(structure.isComplete)
    }

    @Test func aValueTakesAnIdentifier() {
        let id = GenerationID()
        let content = GeneratedContent("latte", id: id)
        #expect(content.id == id)
        #expect(content.kind == .string("latte"))
        #expect(GeneratedContent(content, id: GenerationID()) != content)
    }

    @Test func elementsTakeAnIdentifier() {
        let id = GenerationID()
        let array = GeneratedContent(elements: ["a", 2] as [any ConvertibleToGeneratedContent], id: id)
        #expect(array.id == id)
        #expect(array.jsonString == #"["a",2]"#)
    }

    @Test func repeatedPropertiesAreCombinedInFirstAppearanceOrder() throws {
        let pairs: [(String, any ConvertibleToGeneratedContent)] = [("b", 1), ("a", "x"), ("b", 2), ("b", 3)]
        let id = GenerationID()
        let summed = try GeneratedContent(properties: pairs, id: id) { first, second in
            try first.value(Int.self) + second.value(Int.self)
        }
        #expect(summed.jsonString == #"{"b":6,"a":"x"}"#)
        #expect(summed.id == id)
        let kept = GeneratedContent(properties: pairs, uniquingKeysWith: { first, _ in first })
        #expect(kept.jsonString == #"{"b":1,"a":"x"}"#)
        #expect(kept.id == nil)
    }

    @Test func combiningErrorsAreRethrown() {
        let pairs: [(String, any ConvertibleToGeneratedContent)] = [("a", 1), ("a", "x")]
        #expect(throws: GeneratedContent.ParsingError.self) {
            try GeneratedContent(properties: pairs) { first, second in
                try first.value(Int.self) + second.value(Int.self)
            }
        }
    }

    @Test func valueForPropertyReadsRequiredAndOptionalProperties() throws {
        let content = try GeneratedContent(json: #"{"a": 1, "b": null, "c": "x"}"#)
        #expect(try content.value(Int.self, forProperty: "a") == 1)
        #expect(try content.value(Int?.self, forProperty: "a") == 1)
        #expect(try content.value(Int?.self, forProperty: "b") == nil)
        #expect(try content.value(Int?.self, forProperty: "missing") == nil)
        #expect(throws: GeneratedContent.ParsingError.self) { try content.value(Int.self, forProperty: "missing") }
        #expect(throws: GeneratedContent.ParsingError.self) { try content.value(Int.self, forProperty: "c") }
        #expect(throws: GeneratedContent.ParsingError.self) {
            try GeneratedContent(json: "[1]").value(Int.self, forProperty: "a")
        }
    }

    @Test func idsAreUniqueAndCompared() {
        let first = GenerationID()
        let second = GenerationID()
        #expect(first != second)
        #expect(GeneratedContent(kind: .null, id: first) == GeneratedContent(kind: .null, id: first))
        #expect(GeneratedContent(kind: .null, id: first) != GeneratedContent(kind: .null, id: second))
    }

    @Test func nonFiniteNumbersWriteAsNull() {
        #expect(Double.infinity.generatedContent.jsonString == "null")
        #expect(Double.nan.generatedContent.jsonString == "null")
    }

    @Test func asPartiallyGeneratedKeepsTheValue() {
        #expect(5.asPartiallyGenerated() == 5)
        #expect([1, 2].asPartiallyGenerated() == [1, 2])
        #expect(Int?.none.asPartiallyGenerated() == .some(nil))
    }
}
