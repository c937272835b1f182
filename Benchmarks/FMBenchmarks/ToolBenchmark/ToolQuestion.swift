import Evaluations
import FoundationModels

/// One turn of `fm bench tools` as an evaluation sample: the question, the tool it needs (nil:
/// none), and the seed of the turn's sampling.
///
/// Its trajectory expects a call to the needed tool and no call to any other; a question that
/// needs no tool disallows every tool.
struct ToolQuestion: ModelSampleProtocol {
    typealias ExpectedValue = ToolTurn
    typealias Expectation = TrajectoryExpectation

    /// The question, with the benchmark's instructions.
    let input: ModelSampleInput
    /// The tool the question needs, or nil when it needs none.
    let tool: String?
    /// The seed of the turn's sampling.
    let seed: UInt64

    /// The sample of a question.
    /// - Parameters:
    ///   - question: The question and the tool it needs.
    ///   - seed: The seed of the turn's sampling.
    ///   - instructions: The session's instructions.
    init(_ question: ToolBenchmark.Question, seed: UInt64, instructions: String) {
        input = ModelSampleInput(prompt: Prompt(question.text), instructions: Instructions(instructions))
        tool = question.tool
        self.seed = seed
    }

    /// No expected answer: the turn is judged by its calls.
    var expected: ToolTurn? { nil }

    /// The question's text.
    var text: String { input.promptDescription }

    /// Whether a turn's calls answer the question: exactly the tool it needs (at least one call,
    /// and none to another tool), or no call when it needs none.
    /// - Parameter called: The names the turn's calls gave, in order.
    /// - Returns: `true` for `["getWeather"]` when the question needs `getWeather`.
    func isRight(_ called: [String]) -> Bool {
        guard let tool else { return called.isEmpty }
        return !called.isEmpty && called.allSatisfy { $0 == tool }
    }

    /// The calls the question needs: its tool and no other, or none at all.
    var expectations: TrajectoryExpectation {
        guard let tool else {
            return TrajectoryExpectation(disallowed: BenchmarkTools.all.map { ToolExpectation($0.name) })
        }
        return TrajectoryExpectation(ordered: [ToolExpectation(tool)], allowsAdditionalToolCalls: false)
    }

    var output: ModelSampleOutput<ToolTurn, TrajectoryExpectation> {
        ModelSampleOutput(value: nil, expectations: expectations)
    }
}
