import FoundationModelsCore
import Testing

@testable import FoundationModelsOpenAI

@Suite struct TextToolCallsTests {
    let tools: Set<String> = ["getWeather", "getTime"]

    @Test(arguments: [
        #"{"name": "getWeather", "arguments": {"city": "Paris"}}"#,
        "<tool_call>\n{\"name\": \"getWeather\", \"arguments\": {\"city\": \"Paris\"}}\n</tool_call>",
        "```json\n{\"name\": \"getWeather\", \"arguments\": {\"city\": \"Paris\"}}\n```",
        #"{"type": "function", "function": {"name": "getWeather", "arguments": "{\"city\": \"Paris\"}"}}"#,
    ])
    func readsACallWrittenAsText(text: String) {
        let calls = TextToolCalls.calls(in: text, tools: tools)
        #expect(calls.map(\.toolName) == ["getWeather"])
        #expect(calls.first?.arguments.jsonString == #"{"city":"Paris"}"#)
    }

    @Test func readsSeveralCalls() {
        let text =
            "<tool_call>{\"name\":\"getWeather\",\"arguments\":{\"city\":\"Oslo\"}}</tool_call>\n<tool_call>{\"name\":\"getTime\",\"arguments\":{}}</tool_call>"
        #expect(TextToolCalls.calls(in: text, tools: tools).map(\.toolName) == ["getWeather", "getTime"])
    }

    @Test(arguments: [
        "It is sunny in Paris.",
        #"{"name": "launchRocket", "arguments": {}}"#,
        #"Sure: {"name": "getWeather", "arguments": {"city": "Paris"}}"#,
        #"{"name": "getWeather", "arguments": 3}"#,
    ])
    func leavesAnswersAlone(text: String) {
        #expect(TextToolCalls.calls(in: text, tools: tools).isEmpty)
    }

    @Test func holdsBackOnlyWhatMayBeACall() {
        #expect(TextToolCalls.mayBeginCall("  {\"na"))
        #expect(TextToolCalls.mayBeginCall("<tool"))
        #expect(!TextToolCalls.mayBeginCall("It is"))
    }
}
