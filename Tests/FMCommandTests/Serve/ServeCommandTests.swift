import Foundation
import FoundationModels
import FoundationModelsOpenAI
import FoundationModelsTestSupport
import Locking
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `fm serve` on the fast model, driven by OpenAI's official Python client and by this
/// project's own `OpenAILanguageModel`.
@Suite(.serialized, .tags(.server), .needsModel) struct ServeCommandTests {
    @Test func theOfficialPythonClientPassesEveryCheck() throws {
        let server = try ServeProcess(["--api-key", "sesame", "--parallel", "4"])
        let python = try Program(executable: URL(fileURLWithPath: "/bin/bash")).run([
            Program.packageRoot.appendingPathComponent("scripts/openai-python").path
        ])
        #expect(python.status == 0, "\(python.error)")
        let interpreter = python.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let script = Program.packageRoot.appendingPathComponent("Tests/FMCommandTests/Serve/openai_client.py").path
        let run = try Program(executable: URL(fileURLWithPath: interpreter)).run([
            script, server.baseURL.absoluteString, "sesame", "default",
        ])
        #expect(run.status == 0, "\(run.output)\n\(run.error)\n\(server.log)")
        #expect(run.output.contains("all checks passed"))
        #expect(server.stop() == 0)
    }

    final class Weather: Tool {
        let name = "getWeather"
        let description = "The current weather in a city"
        let cities = Locked<[String]>([])

        @Generable struct Arguments {
            @Guide(description: "The city's name") var city: String
        }

        func call(arguments: Arguments) async throws -> String {
            cities.withLock { $0.append(arguments.city) }
            return "Sunny and 21 degrees in \(arguments.city)."
        }
    }

    @Test func ourOwnClientTalksToFmServe() async throws {
        let server = try ServeProcess([])
        let client = OpenAILanguageModel(baseURL: server.baseURL, model: "default", apiKey: nil)
        let schema = try GenerationSchema(
            jsonSchema: #"""
                {"type": "object", "properties": {"city": {"type": "string"}, "country": {"type": "string"},
                 "population": {"type": "integer", "minimum": 1}}, "required": ["city", "country", "population"]}
                """#)
        let session = LanguageModelSession(model: client)
        let city = try await session.respond(to: "A large city in Japan.", schema: schema).content
        #expect(try city.value(String.self, forProperty: "city").isEmpty == false)
        #expect(try city.value(Int.self, forProperty: "population") >= 1)

        let weather = Weather()
        let tools = LanguageModelSession(model: client, tools: [weather])
        let answer = try await tools.respond(
            to: "What is the weather in Lisbon?", options: GenerationOptions(maximumResponseTokens: 60))
        #expect(!weather.cities.withLock { $0 }.isEmpty, "\(tools.transcript)")
        #expect(!answer.content.isEmpty)

        var snapshots = 0
        let stream = LanguageModelSession(model: client).streamResponse(
            to: "Name three colors.", options: GenerationOptions(maximumResponseTokens: 20))
        for try await _ in stream { snapshots += 1 }
        #expect(snapshots > 1)
        #expect(server.stop(signal: SIGINT) == 0)
    }

    @Test func twoModelsAreServedAtOnceUnderTheirAliases() async throws {
        let server = try ServeProcess([
            "--model", "qwen2.5-coder-0.5b", "--alias", "gpt-4o-mini", "--model", "gemma-3-270m", "--alias", "llama3",
        ])
        let list = try await server.send("GET", "models")
        let data = (try JSONSerialization.jsonObject(with: Data(list.body.utf8)) as? [String: Any])?["data"]
        let ids = (data as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        #expect(ids.first == "gpt-4o-mini" && ids.contains("llama3") && ids.contains("default"), "\(list.body)")
        #expect(server.log.contains("serving gpt-4o-mini, llama3"), "\(server.log)")
        async let first = server.send(
            "POST", "chat/completions",
            json: #"{"model": "gpt-4o-mini", "max_tokens": 8, "messages": [{"role": "user", "content": "Hi"}]}"#)
        async let second = server.send(
            "POST", "chat/completions",
            json: #"{"model": "llama3", "max_tokens": 8, "messages": [{"role": "user", "content": "Hi"}]}"#)
        for (reply, name) in try await [(first, "gpt-4o-mini"), (second, "llama3")] {
            #expect(reply.status == 200, "\(reply.body)")
            #expect(reply.body.contains(#""model":"\#(name)""#), "\(reply.body)")
        }
        let unknown = try await server.send(
            "POST", "chat/completions", json: #"{"model": "gpt-9", "messages": [{"role": "user", "content": "Hi"}]}"#)
        #expect(unknown.status == 404)
        #expect(server.stop() == 0)
    }

    @Test func aSignalLetsTheRequestInFlightFinish() throws {
        let server = try ServeProcess([])
        // A streamed request, so the signal is sent once the server is surely answering it.
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = [
            "curl", "-sS", "-N", "-H", "Content-Type: application/json", "--data-binary",
            #"{"model": "default", "max_tokens": 24, "stream": true, "messages": [{"role": "user", "content": "Describe the sea."}]}"#,
            server.baseURL.appendingPathComponent("chat/completions").absoluteString,
        ]
        let output = Pipe()
        curl.standardOutput = output
        try curl.run()
        let reader = output.fileHandleForReading
        var text = ""
        var status: Int32?
        while case let data = reader.availableData, !data.isEmpty {
            text += String(decoding: data, as: UTF8.self)
            if status == nil, text.contains("data: ") { status = server.stop(signal: SIGINT) }
        }
        curl.waitUntilExit()
        #expect(curl.terminationStatus == 0)
        #expect(text.contains(#""finish_reason":""#) && text.contains("data: [DONE]"), "\(text)")
        #expect(status == 0)
        #expect(server.log.contains("finishing 1 request(s) in flight"), "\(server.log)")
    }
}
