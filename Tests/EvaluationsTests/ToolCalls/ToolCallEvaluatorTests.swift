import Evaluations
import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@Suite struct ToolCallEvaluatorTests {
    typealias F = ToolCallFixtures

    static let lights = ToolExpectation(
        "set_lights",
        arguments: [.exact(argumentName: "room", value: "living room"), .exact(argumentName: "brightness", value: 0)])
    static let tv = ToolExpectation("set_tv", arguments: [.exact(argumentName: "power", value: "on")])

    static func lightsCall(_ brightness: Int = 0) throws -> Transcript.ToolCall {
        try F.call("set_lights", #"{"room":"living room","brightness":\#(brightness)}"#)
    }
    static func tvCall() throws -> Transcript.ToolCall { try F.call("set_tv", #"{"power":"on"}"#) }

    // MARK: Ordered

    @Test func orderedCallsInOrderPass() async throws {
        let measured = try await F.measure(
            TrajectoryExpectation(ordered: [Self.lights, Self.tv]), [try Self.lightsCall(), try Self.tvCall()])
        #expect(measured.passed && measured.fraction == 1)
        #expect(measured.allPass.rationale == "2 of 2 expectations met")
        #expect(measured.percentagePass.rationale == "2 of 2 expectations met")
    }

    @Test func otherCallsMayComeBetweenOrderedSteps() async throws {
        let calls = [try F.call("get_weather"), try Self.lightsCall(), try F.call("get_time"), try Self.tvCall()]
        let measured = try await F.measure(TrajectoryExpectation(ordered: [Self.lights, Self.tv]), calls)
        #expect(measured.passed && measured.fraction == 1)
    }

    @Test func aStepBeforeThePreviousOneIsOutOfOrder() async throws {
        let measured = try await F.measure(
            TrajectoryExpectation(ordered: [Self.lights, Self.tv]), [try Self.tvCall(), try Self.lightsCall()])
        #expect(!measured.passed && measured.fraction == 0.5)
        #expect(measured.issues == #"set_tv(power: "on") out of order"#)
        #expect(measured.percentagePass.rationale == #"1 of 2 expectations met; set_tv(power: "on") out of order"#)
    }

    @Test func aMissingStepIsNamedWithItsArguments() async throws {
        let measured = try await F.measure(
            TrajectoryExpectation(ordered: [Self.lights, Self.tv]), [try Self.lightsCall()])
        #expect(!measured.passed && measured.fraction == 0.5)
        #expect(measured.issues == #"missing set_tv(power: "on")"#)
    }

    @Test func aMissedStepDoesNotSinkTheStepsAfterIt() async throws {
        let third = ToolExpectation("set_music")
        let measured = try await F.measure(
            TrajectoryExpectation(ordered: [Self.lights, Self.tv, third]),
            [try Self.lightsCall(), try F.call("set_music")])
        #expect(measured.fraction == 2.0 / 3)
        #expect(measured.issues == #"missing set_tv(power: "on")"#)
    }

    @Test func aCallWithWrongArgumentsSaysWhichArgument() async throws {
        let measured = try await F.measure(TrajectoryExpectation(ordered: [Self.lights]), [try Self.lightsCall(50)])
        #expect(!measured.passed && measured.fraction == 0)
        #expect(measured.issues == "wrong arguments to set_lights: brightness is 50, expected 0")
    }

    @Test func aRepeatedStepNeedsARepeatedCall() async throws {
        let ping = ToolExpectation("ping")
        let once = try await F.measure(TrajectoryExpectation(ordered: [ping, ping]), [try F.call("ping")])
        #expect(once.fraction == 0.5 && once.issues == "missing ping")
        let twice = try await F.measure(
            TrajectoryExpectation(ordered: [ping, ping]), [try F.call("ping"), try F.call("ping")])
        #expect(twice.passed)
    }

    @Test func theSingleExpectationInitializerIsOneOrderedStep() async throws {
        let trajectory = TrajectoryExpectation(expected: "get_weather", arguments: [.keyOnly(argumentName: "city")])
        #expect(trajectory.ordered.count == 1 && trajectory.ordered[0].name == "get_weather")
        #expect(trajectory.unordered.isEmpty && trajectory.disallowed.isEmpty && trajectory.allowsAdditionalCalls)
        let measured = try await F.measure(trajectory, [try F.call("get_weather", #"{"city":"Paris"}"#)])
        #expect(measured.passed)
    }

    // MARK: Unordered

    static let leaving = [
        ToolExpectation(
            "set_lights",
            arguments: [
                .contains(argumentName: "room", substring: "all"), .exact(argumentName: "brightness", value: 0),
            ]),
        ToolExpectation("lock_door", arguments: [.exact(argumentName: "door", value: "front")]),
        ToolExpectation("set_thermostat", arguments: [.exact(argumentName: "preset", value: "cool")]),
    ]

    @Test func unorderedExpectationsMatchAnywhere() async throws {
        let calls = [
            try F.call("set_thermostat", #"{"preset":"cool"}"#), try F.call("lock_door", #"{"door":"front"}"#),
            try F.call("set_lights", #"{"room":"all rooms","brightness":0}"#),
        ]
        let measured = try await F.measure(TrajectoryExpectation(unordered: Self.leaving), calls)
        #expect(measured.passed && measured.fraction == 1)
    }

    @Test func oneOfThreeUnorderedExpectationsScoresAThird() async throws {
        let measured = try await F.measure(
            TrajectoryExpectation(unordered: Self.leaving), [try F.call("lock_door", #"{"door":"front"}"#)])
        #expect(!measured.passed && measured.fraction == 1.0 / 3)
        #expect(
            measured.issues
                == #"missing set_lights(room: containing "all", brightness: 0); missing set_thermostat(preset: "cool")"#
        )
    }

    @Test func orderedAndUnorderedTogether() async throws {
        let blinds = ToolExpectation("close_blinds", arguments: [.exact(argumentName: "room", value: "bedroom")])
        let trajectory = TrajectoryExpectation(ordered: [Self.lights, Self.tv], unordered: [blinds])
        let calls = [try F.call("close_blinds", #"{"room":"bedroom"}"#), try Self.lightsCall(), try Self.tvCall()]
        #expect(try await F.measure(trajectory, calls).passed)
        let measured = try await F.measure(trajectory, [try Self.lightsCall(), try Self.tvCall()])
        #expect(measured.fraction == 2.0 / 3 && measured.issues == #"missing close_blinds(room: "bedroom")"#)
    }

    // MARK: Any-order groups

    static let homecoming = TrajectoryExpectation(
        ordered: [
            ToolExpectation("unlock_door", arguments: [.exact(argumentName: "door", value: .string("front"))]),
            ToolExpectation.anyOrder([
                ToolExpectation(
                    "set_lights",
                    arguments: [
                        .exact(argumentName: "room", value: .string("living room")),
                        .exact(argumentName: "brightness", value: .int(100)),
                    ]),
                ToolExpectation("set_thermostat", arguments: [.exact(argumentName: "preset", value: .string("warm"))]),
            ]),
        ],
        allowsAdditionalToolCalls: false
    )

    static func homecomingCalls(_ names: [String]) throws -> [Transcript.ToolCall] {
        try names.map { name in
            switch name {
            case "unlock_door": try F.call(name, #"{"door":"front"}"#)
            case "set_lights": try F.call(name, #"{"room":"living room","brightness":100}"#)
            case "set_thermostat": try F.call(name, #"{"preset":"warm"}"#)
            default: try F.call(name, #"{"door":"front"}"#)
            }
        }
    }

    @Test(arguments: [
        ["unlock_door", "set_lights", "set_thermostat"], ["unlock_door", "set_thermostat", "set_lights"],
    ])
    func aGroupMatchesInAnyRelativeOrder(_ names: [String]) async throws {
        let measured = try await F.measure(Self.homecoming, try Self.homecomingCalls(names))
        #expect(measured.passed && measured.fraction == 1)
        #expect(measured.allPass.rationale == "3 of 3 expectations met")
    }

    @Test func aGroupMemberBeforeThePreviousStepIsMissed() async throws {
        let measured = try await F.measure(
            Self.homecoming, try Self.homecomingCalls(["set_thermostat", "unlock_door", "set_lights"]))
        #expect(!measured.passed && measured.fraction == 2.0 / 3)
        #expect(measured.issues == #"set_thermostat(preset: "warm") out of order"#)
    }

    @Test func theStepAfterAGroupComesAfterAllItsMembers() async throws {
        let trajectory = TrajectoryExpectation(ordered: [
            .anyOrder([ToolExpectation("fetchData"), ToolExpectation("fetchMetadata")]),
            ToolExpectation("processResults"),
        ])
        let good = try await F.measure(
            trajectory, [try F.call("fetchMetadata"), try F.call("fetchData"), try F.call("processResults")])
        #expect(good.passed)
        let early = try await F.measure(
            trajectory, [try F.call("fetchData"), try F.call("processResults"), try F.call("fetchMetadata")])
        #expect(!early.passed && early.fraction == 2.0 / 3 && early.issues == "processResults out of order")
    }

    @Test func eachGroupMemberNeedsACallOfItsOwn() async throws {
        let trajectory = TrajectoryExpectation(ordered: [.anyOrder([ToolExpectation("ping"), ToolExpectation("ping")])])
        let measured = try await F.measure(trajectory, [try F.call("ping")])
        #expect(measured.fraction == 0.5 && measured.issues == "missing ping")
    }

    @Test func aGroupUsesTheCallsThatLetEveryMemberMatch() async throws {
        // The first call meets both members; only the first member can use the second. A greedy
        // assignment would give the first call to the first member and miss the second member.
        let trajectory = TrajectoryExpectation(ordered: [
            .anyOrder([
                ToolExpectation("search", arguments: [.keyOnly(argumentName: "query")]),
                ToolExpectation("search", arguments: [.exact(argumentName: "limit", value: 5)]),
            ])
        ])
        let calls = [try F.call("search", #"{"query":"cats","limit":5}"#), try F.call("search", #"{"query":"dogs"}"#)]
        #expect(try await F.measure(trajectory, calls).passed)
    }

    @Test func groupProperties() {
        let group = ToolExpectation.anyOrder([ToolExpectation("a"), ToolExpectation("b")])
        #expect(group.isAnyOrderGroup && group.arguments.isEmpty)
        let single = ToolExpectation("a", arguments: [.keyOnly(argumentName: "x")])
        #expect(!single.isAnyOrderGroup && single.name == "a" && single.arguments.count == 1)
    }

    // MARK: Disallowed

    static let readOnly = TrajectoryExpectation(
        ordered: [ToolExpectation("get_thermostat")],
        disallowed: [ToolExpectation("set_thermostat"), ToolExpectation("set_lights")])

    @Test func aDisallowedToolWithoutMatchersFailsOnAnyCall() async throws {
        let clean = try await F.measure(Self.readOnly, [try F.call("get_thermostat"), try F.call("get_time")])
        #expect(clean.passed && clean.fraction == 1 && clean.allPass.rationale == "3 of 3 expectations met")
        let measured = try await F.measure(
            Self.readOnly, [try F.call("get_thermostat"), try F.call("set_lights", #"{"room":"hall","brightness":0}"#)])
        #expect(!measured.passed && measured.fraction == 2.0 / 3)
        #expect(measured.issues == #"disallowed set_lights(room: "hall", brightness: 0)"#)
    }

    @Test func aDisallowedExpectationWithMatchersFlagsOnlyMatchingCalls() async throws {
        let trajectory = TrajectoryExpectation(
            disallowed: [ToolExpectation("set_lights", arguments: [.exact(argumentName: "room", value: "bedroom")])])
        let other = try await F.measure(trajectory, [try F.call("set_lights", #"{"room":"kitchen"}"#)])
        #expect(other.passed && other.fraction == 1)
        let bedroom = try await F.measure(trajectory, [try F.call("set_lights", #"{"room":"bedroom"}"#)])
        #expect(
            !bedroom.passed && bedroom.fraction == 0 && bedroom.issues == #"disallowed set_lights(room: "bedroom")"#)
    }

    @Test func disallowedAndUnorderedOnlyTrajectoriesAlwaysAllowAdditionalCalls() {
        #expect(TrajectoryExpectation(unordered: [Self.tv]).allowsAdditionalCalls)
        #expect(TrajectoryExpectation(ordered: [Self.tv], disallowed: [Self.lights]).allowsAdditionalCalls)
        #expect(TrajectoryExpectation(unordered: [Self.tv], disallowed: [Self.lights]).allowsAdditionalCalls)
        #expect(!TrajectoryExpectation(ordered: [Self.tv], allowsAdditionalToolCalls: false).allowsAdditionalCalls)
        #expect(TrajectoryExpectation().allowsAdditionalCalls)
    }

    // MARK: Additional calls

    @Test func anUnexpectedCallFailsAndAddsToTheDenominator() async throws {
        let trajectory = TrajectoryExpectation(ordered: [Self.lights, Self.tv], allowsAdditionalToolCalls: false)
        let calls = [try Self.lightsCall(), try F.call("lock_door", #"{"door":"front"}"#), try Self.tvCall()]
        let measured = try await F.measure(trajectory, calls)
        #expect(!measured.passed && measured.fraction == 2.0 / 3)
        #expect(measured.issues == #"unexpected lock_door(door: "front")"#)
        #expect(measured.percentagePass.rationale == #"2 of 3 expectations met; unexpected lock_door(door: "front")"#)
    }

    @Test func additionalCallsAreIgnoredWhenAllowed() async throws {
        let calls = [try Self.lightsCall(), try F.call("lock_door", #"{"door":"front"}"#), try Self.tvCall()]
        let measured = try await F.measure(TrajectoryExpectation(ordered: [Self.lights, Self.tv]), calls)
        #expect(measured.passed && measured.fraction == 1)
    }

    @Test func aWrongAttemptAtAMissedExpectationIsNotAlsoUnexpected() async throws {
        let trajectory = TrajectoryExpectation(ordered: [Self.lights], allowsAdditionalToolCalls: false)
        let measured = try await F.measure(trajectory, [try Self.lightsCall(30)])
        #expect(
            measured.fraction == 0 && measured.issues == "wrong arguments to set_lights: brightness is 30, expected 0")
        // Once the expectation is met, another call to the tool is unexpected.
        let twice = try await F.measure(trajectory, [try Self.lightsCall(), try Self.lightsCall(30)])
        #expect(twice.fraction == 0.5 && twice.issues == #"unexpected set_lights(room: "living room", brightness: 30)"#)
    }

    @Test func aStrictAnyOrderTrajectoryCountsTheExtraCall() async throws {
        let measured = try await F.measure(
            Self.homecoming, try Self.homecomingCalls(["unlock_door", "set_lights", "open_garage", "set_thermostat"]))
        #expect(!measured.passed && measured.fraction == 3.0 / 4)
        #expect(measured.issues == #"unexpected open_garage(door: "front")"#)
    }

    // MARK: Edge cases

    @Test func noExpectationsAndNoCallsPass() async throws {
        let measured = try await F.measure(TrajectoryExpectation(allowsAdditionalToolCalls: false), [])
        #expect(measured.passed && measured.fraction == 1)
        let extra = try await F.measure(TrajectoryExpectation(allowsAdditionalToolCalls: false), [try F.call("ping")])
        #expect(!extra.passed && extra.fraction == 0 && extra.issues == "unexpected ping()")
    }

    @Test func aSampleWithoutExpectationsIsIgnored() async throws {
        let measured = try await F.measure(nil, [try Self.lightsCall()])
        #expect(measured.allPass.value == .ignore && measured.percentagePass.value == .ignore)
        #expect(measured.allPass.rationale == "The sample has no tool-call expectations.")
    }

    @Test func aSubjectWithoutTranscriptThrows() async throws {
        let evaluator = ToolCallEvaluator<ModelSample<String>>(
            allPass: .toolsAllPass, percentagePass: .toolsPercentagePass)
        let sample = ModelSample<String>(
            prompt: "Lights off.", expectations: TrajectoryExpectation(ordered: [Self.lights]))
        do {
            _ = try await evaluator.metrics(subject: ModelSubject(value: "Done."), input: sample)
            Issue.record("The evaluator measured a subject without a transcript")
        } catch EvaluationError.missingTranscript(let type) {
            #expect(type == "ToolCallEvaluator<ModelSample<String>>")
        }
    }

    @Test func customMetricsNameTheResults() async throws {
        let pass = Metric("All Passed")
        let percent = Metric("Percentage Passed")
        let evaluator = ToolCallEvaluator<ModelSample<String>>(allPass: pass, percentagePass: percent)
        #expect(evaluator.allPass == pass && evaluator.percentagePass == percent)
        let metrics = try await evaluator.metrics(
            subject: F.subject([try Self.tvCall()]),
            input: ModelSample(prompt: "TV on.", expectations: TrajectoryExpectation(ordered: [Self.tv])))
        #expect(metrics.map(\.name) == ["All Passed", "Percentage Passed"])
        #expect(metrics.map(\.value) == [.passing, .scoring(1)])
    }
}
