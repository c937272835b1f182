import Evaluations
import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@Suite struct ArgumentMatcherTests {
    /// A matcher, the arguments of a call, and whether the call should meet it (when it should
    /// not, `reason` is part of the rationale).
    struct Case: Sendable, CustomTestStringConvertible {
        let matcher: ArgumentMatcher
        let arguments: String
        let reason: String?

        init(_ matcher: ArgumentMatcher, _ arguments: String, fails reason: String? = nil) {
            self.matcher = matcher
            self.arguments = arguments
            self.reason = reason
        }

        var testDescription: String { "\(matcher) on \(arguments)" }
    }

    static let cases: [Case] = [
        // exact: strings exactly, numbers by value, Booleans.
        Case(.exact(argumentName: "room", value: "kitchen"), #"{"room":"kitchen"}"#),
        Case(
            .exact(argumentName: "room", value: "kitchen"), #"{"room":"garage"}"#,
            fails: #"room is "garage", expected "kitchen""#),
        Case(.exact(argumentName: "room", value: "kitchen"), #"{"room":"Kitchen"}"#, fails: #"expected "kitchen""#),
        Case(.exact(argumentName: "brightness", value: .int(20)), #"{"brightness":20.0}"#),
        Case(.exact(argumentName: "brightness", value: .double(20)), #"{"brightness":20}"#),
        Case(.exact(argumentName: "level", value: 0.5), #"{"level":0.5}"#),
        Case(
            .exact(argumentName: "brightness", value: 20), #"{"brightness":21}"#, fails: "brightness is 21, expected 20"
        ),
        Case(.exact(argumentName: "brightness", value: 20), #"{"brightness":"20"}"#, fails: #"brightness is "20""#),
        Case(.exact(argumentName: "on", value: true), #"{"on":true}"#),
        Case(.exact(argumentName: "on", value: true), #"{"on":false}"#, fails: "on is false, expected true"),
        // keyOnly: present with any value.
        Case(.keyOnly(argumentName: "units"), #"{"units":"metric"}"#),
        Case(.keyOnly(argumentName: "units"), #"{"units":[1,2]}"#),
        Case(.keyOnly(argumentName: "units"), #"{"unit":"metric"}"#, fails: "units is missing"),
        Case(.keyOnly(argumentName: "units"), #"{"units":null}"#, fails: "units is missing"),
        // oneOf.
        Case(.oneOf(argumentName: "preset", allowedValues: ["warm", "comfortable"]), #"{"preset":"comfortable"}"#),
        Case(
            .oneOf(argumentName: "preset", allowedValues: ["warm", "comfortable"]), #"{"preset":"hot"}"#,
            fails: #"preset is "hot", expected one of "warm", "comfortable""#),
        Case(.oneOf(argumentName: "count", allowedValues: [1, 2.5]), #"{"count":2.5}"#),
        // range: inclusive bounds, open ends, numbers in strings.
        Case(.range(argumentName: "brightness", minimum: 20, maximum: 80), #"{"brightness":50}"#),
        Case(.range(argumentName: "brightness", minimum: 20, maximum: 80), #"{"brightness":20}"#),
        Case(.range(argumentName: "brightness", minimum: 20, maximum: 80), #"{"brightness":80.0}"#),
        Case(
            .range(argumentName: "brightness", minimum: 20, maximum: 80), #"{"brightness":80.5}"#,
            fails: "brightness is 80.5, expected 20...80"),
        Case(
            .range(argumentName: "brightness", minimum: 20, maximum: 80), #"{"brightness":19}"#,
            fails: "brightness is 19, expected 20...80"),
        Case(.range(argumentName: "days", minimum: 1, maximum: nil), #"{"days":365}"#),
        Case(.range(argumentName: "days", minimum: 1, maximum: nil), #"{"days":0}"#, fails: "expected at least 1"),
        Case(.range(argumentName: "days", minimum: nil, maximum: 7), #"{"days":8}"#, fails: "expected at most 7"),
        Case(.range(argumentName: "days", minimum: 1, maximum: 10), #"{"days":"5"}"#),
        Case(
            .range(argumentName: "days", minimum: 1, maximum: 10), #"{"days":"five"}"#,
            fails: #"days is "five", expected a number (1...10)"#),
        // pattern: the whole value; numbers as their text; a bad pattern never matches.
        Case(.pattern(argumentName: "zip", regex: #"\d{5}"#), #"{"zip":"95014"}"#),
        Case(.pattern(argumentName: "zip", regex: #"\d{5}"#), #"{"zip":95014}"#),
        Case(
            .pattern(argumentName: "zip", regex: #"\d{5}"#), #"{"zip":"CA 95014"}"#,
            fails: #"zip is "CA 95014", expected text matching /\d{5}/"#),
        Case(.pattern(argumentName: "zip", regex: #".*\d{5}"#), #"{"zip":"CA 95014"}"#),
        Case(
            .pattern(argumentName: "zip", regex: "(unclosed"), #"{"zip":"(unclosed"}"#,
            fails: "the pattern /(unclosed/ for zip is not a valid regular expression"),
        // contains, hasPrefix, hasSuffix: case-sensitive text.
        Case(.contains(argumentName: "room", substring: "all"), #"{"room":"all rooms"}"#),
        Case(
            .contains(argumentName: "room", substring: "all"), #"{"room":"kitchen"}"#,
            fails: #"room is "kitchen", expected text containing "all""#),
        Case(.contains(argumentName: "room", substring: "all"), #"{"room":"ALL"}"#, fails: #"containing "all""#),
        Case(.contains(argumentName: "room", substring: "all"), #"{"room":["all"]}"#, fails: #"containing "all""#),
        Case(.hasPrefix(argumentName: "path", prefix: "/tmp/"), #"{"path":"/tmp/a.txt"}"#),
        Case(
            .hasPrefix(argumentName: "path", prefix: "/tmp/"), #"{"path":"/var/a.txt"}"#,
            fails: #"path is "/var/a.txt", expected text starting with "/tmp/""#),
        Case(.hasSuffix(argumentName: "path", suffix: ".txt"), #"{"path":"/tmp/a.txt"}"#),
        Case(
            .hasSuffix(argumentName: "path", suffix: ".txt"), #"{"path":"/tmp/a.md"}"#,
            fails: #"path is "/tmp/a.md", expected text ending with ".txt""#),
    ]

    @Test(arguments: cases) func aMatcherChecksTheArgument(_ check: Case) async throws {
        let measured = try await ToolCallFixtures.measure([check.matcher], against: check.arguments)
        if let reason = check.reason {
            #expect(!measured.passed && measured.fraction == 0)
            #expect(measured.issues.contains("wrong arguments to tool: "))
            #expect(measured.issues.contains(reason), "\(measured.issues)")
        } else {
            #expect(measured.passed && measured.fraction == 1, "\(measured.issues)")
        }
    }

    static let everyMatcher: [ArgumentMatcher] = [
        .exact(argumentName: "x", value: "a"), .keyOnly(argumentName: "x"),
        .oneOf(argumentName: "x", allowedValues: ["a"]),
        .range(argumentName: "x", minimum: nil, maximum: nil), .pattern(argumentName: "x", regex: ".*"),
        .contains(argumentName: "x", substring: ""), .hasPrefix(argumentName: "x", prefix: ""),
        .hasSuffix(argumentName: "x", suffix: ""), .naturalLanguage(argumentName: "x", criteria: "Anything."),
    ]

    @Test(arguments: everyMatcher) func everyMatcherNeedsItsArgument(_ matcher: ArgumentMatcher) async throws {
        // The model would say yes; it must not be asked about a missing argument.
        let model = ScriptedModel { _ in .text(#"{"matches":true}"#) }
        let measured = try await ToolCallFixtures.measure([matcher], against: #"{"y":"a"}"#, model: model)
        #expect(!measured.passed && measured.issues == "wrong arguments to tool: x is missing")
        #expect(model.requests.isEmpty)
    }

    @Test func aNestedArgumentIsNotAddressedByName() async throws {
        let measured = try await ToolCallFixtures.measure(
            [.keyOnly(argumentName: "city")], against: #"{"place":{"city":"Paris"}}"#)
        #expect(!measured.passed)
        let whole = try await ToolCallFixtures.measure(
            [.keyOnly(argumentName: "place")], against: #"{"place":{"city":"Paris"}}"#)
        #expect(whole.passed)
    }

    @Test func allMatchersOfAnExpectationMustHold() async throws {
        let matchers: [ArgumentMatcher] = [
            .exact(argumentName: "room", value: "living room"),
            .range(argumentName: "brightness", minimum: 5, maximum: 40),
        ]
        #expect(
            try await ToolCallFixtures.measure(matchers, against: #"{"room":"living room","brightness":10}"#).passed)
        let wrong = try await ToolCallFixtures.measure(matchers, against: #"{"room":"living room","brightness":60}"#)
        #expect(wrong.issues == "wrong arguments to tool: brightness is 60, expected 5...40")
    }

    // MARK: Natural language

    @Test func aNaturalLanguageMatcherAsksTheModelForAVerdict() async throws {
        let model = ScriptedModel { _ in .text(#"{"matches":true}"#) }
        let measured = try await ToolCallFixtures.measure(
            [.naturalLanguage(argumentName: "genre", criteria: "Should relate to science fiction")],
            against: #"{"genre":"space opera"}"#, model: model)
        #expect(measured.passed && measured.fraction == 1)
        let request = try #require(model.requests.only)
        #expect(request.lastPromptText.contains("Tool: tool"))
        #expect(request.lastPromptText.contains("Argument: genre"))
        #expect(request.lastPromptText.contains(#"Value: "space opera""#))
        #expect(request.lastPromptText.contains("Criterion: Should relate to science fiction"))
        // The verdict is generated under a schema with a Boolean `matches`.
        let schema = try #require(request.schema).jsonSchema
        #expect(schema.contains("\"matches\""))
    }

    @Test func aNegativeVerdictFailsTheMatcherWithTheCriteriaInTheRationale() async throws {
        let model = ScriptedModel { _ in .text(#"{"matches":false}"#) }
        let measured = try await ToolCallFixtures.measure(
            [.naturalLanguage(argumentName: "genre", criteria: "Should relate to science fiction")],
            against: #"{"genre":"romance"}"#, model: model)
        #expect(!measured.passed && measured.fraction == 0)
        #expect(
            measured.issues
                == #"wrong arguments to tool: genre is "romance", which does not meet "Should relate to science fiction""#
        )
    }

    @Test func theModelIsNotAskedWhenAnotherMatcherAlreadyFails() async throws {
        let model = ScriptedModel { _ in .text(#"{"matches":true}"#) }
        let measured = try await ToolCallFixtures.measure(
            [.naturalLanguage(argumentName: "genre", criteria: "Sci-fi"), .exact(argumentName: "limit", value: 5)],
            against: #"{"genre":"space opera","limit":3}"#, model: model)
        #expect(!measured.passed && measured.issues.contains("limit is 3, expected 5"))
        #expect(model.requests.isEmpty)
    }

    @Test func eachCallToTheToolIsJudgedAfresh() async throws {
        let verdicts = ScriptedModel(replies: [.text(#"{"matches":false}"#), .text(#"{"matches":true}"#)])
        let trajectory = TrajectoryExpectation(
            expected: "search", arguments: [.naturalLanguage(argumentName: "query", criteria: "About cats")])
        let calls = [
            try ToolCallFixtures.call("search", #"{"query":"dogs"}"#),
            try ToolCallFixtures.call("search", #"{"query":"kittens"}"#),
        ]
        let measured = try await ToolCallFixtures.measure(trajectory, calls, model: verdicts)
        #expect(measured.passed)
        #expect(verdicts.requests.count == 2)
    }

    @Test func aFailingModelFailsTheEvaluation() async throws {
        struct ModelDown: Error {}
        let model = ScriptedModel { _ in .failure(ModelDown()) }
        await #expect(throws: (any Error).self) {
            _ = try await ToolCallFixtures.measure(
                [.naturalLanguage(argumentName: "genre", criteria: "Sci-fi")], against: #"{"genre":"space opera"}"#,
                model: model)
        }
    }
}

extension Array {
    /// The only element, or nil when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
