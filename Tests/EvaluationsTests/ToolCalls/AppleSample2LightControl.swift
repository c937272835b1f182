// swift-format-ignore-file
// Apple's sample from "Evaluating tool-calling behavior" (Evaluations documentation): the tool
// (2a), the evaluation (2b, 2c and 2d, concatenated) and the test (2m), verbatim, with stubs of the
// two tools Apple mentions but does not show. The glue (marked) runs Apple's code on a scripted
// model that calls the tools: in this file, `LanguageModelSession` is a stand-in that gives the
// real session a ScriptedModel; the tools run for real.

// Glue (not in Apple's sample): the imports, the scripted model, and the stand-in session.
import Evaluations
import FoundationModels
import FoundationModelsTestSupport
import Testing

/// The model the stand-in sessions use: it calls `set_lights` as each prompt asks (with
/// `brightness` 90 instead of 100 for full brightness when it makes mistakes), then answers.
fileprivate enum LightControlScript {
    @TaskLocal static var model = scripted(makesMistakes: false)

    static func scripted(makesMistakes: Bool) -> ScriptedModel {
        ScriptedModel { request in
            guard request.toolOutputTexts.isEmpty else { return .text(#""Done.""#) }
            let prompt = request.lastPromptText
            let arguments =
                switch prompt {
                case "Turn off the living room lights.": #"{"room":"living room","brightness":0}"#
                case "Set the bedroom lights to full brightness.":
                    #"{"room":"bedroom","brightness":\#(makesMistakes ? 90 : 100)}"#
                default: ""
                }
            guard let content = try? GeneratedContent(json: arguments) else { return .text(#""I can't.""#) }
            return .toolCalls([Transcript.ToolCall(id: "call-1", toolName: "set_lights", arguments: content)])
        }
    }
}

/// Stands in for `LanguageModelSession` in Apple's code below: a real session on the scripted
/// model, with Apple's tools and instructions.
fileprivate struct LanguageModelSession {
    let session: FoundationModels.LanguageModelSession

    init(tools: [any Tool], instructions: String) {
        session = FoundationModels.LanguageModelSession(
            model: LightControlScript.model, tools: tools, instructions: instructions)
    }

    var transcript: Transcript { session.transcript }

    func respond<Content: Generable>(
        to prompt: Prompt, generating type: Content.Type
    ) async throws -> FoundationModels.LanguageModelSession.Response<Content> {
        try await session.respond(to: prompt, generating: type)
    }
}

// End of glue.

// 2a.
struct SetLights: Tool {
    let name = "set_lights"
    let description = "Controls lights in a room. Brightness 0 means off, 100 means full."

    // The arguments the model passes to the tool.
    @Generable
    struct Arguments {
        @Guide(description: "Which room, e.g. 'living room', 'bedroom', 'all'")
        var room: String
        @Guide(description: "Brightness from 0 (off) to 100 (full)")
        var brightness: Int
    }

    // The implementation of the call.
    func call(arguments: Arguments) async throws -> String {
        "ok"
    }
}

// Stubs (not in Apple's sample; Apple says they "follow the same pattern").
struct SetThermostat: Tool {
    let name = "set_thermostat"
    let description = "Sets the thermostat preset."
    @Generable
    struct Arguments {
        @Guide(description: "Preset, e.g. 'warm', 'cool', 'comfortable'")
        var preset: String
    }
    func call(arguments: Arguments) async throws -> String { "ok" }
}
struct LockDoor: Tool {
    let name = "lock_door"
    let description = "Locks a door."
    @Generable
    struct Arguments {
        @Guide(description: "Which door, e.g. 'front'")
        var door: String
    }
    func call(arguments: Arguments) async throws -> String { "ok" }
}

// 2b, 2c, 2d.
struct LightControlEvaluation: Evaluation {
    let dataset = ArrayLoader(samples: [
            ModelSample(
                prompt: "Turn off the living room lights.",
                expectations: TrajectoryExpectation(
                    expected: "set_lights", arguments: [
                        .exact(argumentName: "room", value: .string("living room")),
                        .exact(argumentName: "brightness", value: .int(0)),
                    ]
                )
            ),
            ModelSample(
                prompt: "Set the bedroom lights to full brightness.",
                expectations: TrajectoryExpectation(
                    expected: "set_lights", arguments: [
                        .exact(argumentName: "room", value: .string("bedroom")),
                        .exact(argumentName: "brightness", value: .int(100)),
                    ]
                )
            ),
        ])
    // Continued below in the next two code snippets...
    func subject(from sample: ModelSample<String>) async throws -> ModelSubject<String> {
        let session = LanguageModelSession(
            tools: [SetLights(), SetThermostat(), LockDoor()],
            instructions: "You are a smart home assistant. Use tools to fulfill requests."
        )
        let response = try await session.respond(
            to: sample.prompt,
            generating: String.self
        )
        // Capture the structured transcript from the session.
        let transcript = session.transcript.structuredTranscript
        return ModelSubject(value: response.content, transcript: transcript)
    }
    // Continued below in the next code snippet...
    // ToolCallEvaluator writes its results to these two metrics.
    let toolsAllPass = Metric("ToolsAllPass")
    let toolsPercentagePass = Metric("ToolsPercentagePass")

    var evaluators: Evaluators {
        ToolCallEvaluator(allPass: toolsAllPass, percentagePass: toolsPercentagePass)
    }

    // Compute the mean of each metric across all samples.
    func aggregateMetrics(using aggregator: inout MetricsAggregator) {
        aggregator.computeMean(of: toolsAllPass)
        aggregator.computeMean(of: toolsPercentagePass)
    }
}

// 2m.
struct LightControlTests {
    @Test(.evaluates(LightControlEvaluation()))
    func lightControl() async throws {
        let result = EvaluationContext.current.result
        let evaluation = LightControlEvaluation()
        let strict = result.aggregateValue(.mean(of: evaluation.toolsAllPass))
        #expect(strict > 0.9)
    }
}

// Glue (not in Apple's sample): checks of the metrics the sample produces.
@Suite struct LightControlSampleTests {
    @Test func theToolsRunAndEveryExpectationIsMet() async throws {
        let evaluation = LightControlEvaluation()
        let result = try await evaluation.run()
        #expect(result.errors == .clean)
        #expect(result.aggregateValue(.mean(of: evaluation.toolsAllPass)) == 1)
        #expect(result.aggregateValue(.mean(of: evaluation.toolsPercentagePass)) == 1)
        let responses = result.detailed[evaluation.responseColumn]
        #expect(responses.map { $0?.toolCalls.map(\.toolName) } == [["set_lights"], ["set_lights"]])
        #expect(responses.map { $0?.transcript?.toolOutputs.map(\.segments.plainText) } == [["ok"], ["ok"]])
    }

    @Test func aWrongArgumentFailsItsSampleAndSaysWhy() async throws {
        let evaluation = LightControlEvaluation()
        let result = try await LightControlScript.$model.withValue(LightControlScript.scripted(makesMistakes: true)) {
            try await evaluation.run()
        }
        #expect(result.aggregateValue(.mean(of: evaluation.toolsAllPass)) == 0.5)
        #expect(result.aggregateValue(.mean(of: evaluation.toolsPercentagePass)) == 0.5)
        let strict = result.detailed[metric: evaluation.toolsAllPass]
        #expect(strict.map { $0?.value } == [.passing, .failing])
        #expect(strict[1]?.rationale == "wrong arguments to set_lights: brightness is 90, expected 100")
    }
}
