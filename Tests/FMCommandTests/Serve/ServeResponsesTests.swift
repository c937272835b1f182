import Foundation
import FoundationModelsTestSupport
import Testing

/// `fm serve`'s Responses API on the fast model, driven by OpenAI's official Python client,
/// and stored responses across a restart.
@Suite(.serialized, .tags(.server), .needsModel) struct ServeResponsesTests {
    @Test func theOfficialPythonClientPassesEveryResponsesCheck() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fm-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServeProcess(["--parallel", "4", "--responses-dir", folder.path])
        let python = try Program(executable: URL(fileURLWithPath: "/bin/bash")).run([
            Program.packageRoot.appendingPathComponent("scripts/openai-python").path
        ])
        #expect(python.status == 0, "\(python.error)")
        let interpreter = python.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let script = Program.packageRoot.appendingPathComponent("Tests/FMCommandTests/Serve/openai_responses.py").path
        let run = try Program(executable: URL(fileURLWithPath: interpreter)).run([
            script, server.baseURL.absoluteString, "default",
        ])
        #expect(run.status == 0, "\(run.output)\n\(run.error)\n\(server.log)")
        #expect(run.output.contains("all checks passed"))
        #expect(server.stop() == 0)
    }

    @Test func storedResponsesSurviveARestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fm-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["--responses-dir", folder.path, "--stored-responses", "2"]
        let first = try ServeProcess(arguments)
        var ids: [String] = []
        for question in ["Name a color.", "Name a fruit.", "Name a tree."] {
            let reply = try await first.send(
                "POST", "responses",
                json: #"{"model": "default", "input": "\#(question)", "max_output_tokens": 8, "temperature": 0}"#)
            #expect(reply.status == 200, "\(reply.body)")
            let json = try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any]
            ids.append(json?["id"] as? String ?? "")
        }
        #expect(first.stop() == 0)

        let second = try ServeProcess(arguments)
        #expect(try await second.send("GET", "responses/\(ids[0])").status == 404)  // evicted (a bound of 2)
        let kept = try await second.send("GET", "responses/\(ids[2])")
        #expect(kept.status == 200 && kept.body.contains(ids[2]), "\(kept.body)")
        let followUp = try await second.send(
            "POST", "responses",
            json: #"{"model": "default", "input": "Another?", "previous_response_id": "\#(ids[1])", "#
                + #""max_output_tokens": 8}"#)
        #expect(followUp.status == 200, "\(followUp.body)")
        #expect(second.stop() == 0)
    }
}
