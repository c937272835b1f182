import Foundation
import FoundationModels
import FoundationModelsTestSupport
import Testing

@testable import FoundationModelsServer

/// Stored responses: `GET`, `DELETE`, `input_items`, `previous_response_id`, the bound with
/// least-recently-used eviction, and a restart that keeps them.
@Suite struct ResponseStoreTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("fm-responses-\(UUID().uuidString)")
    }

    static func stored(_ id: String) -> StoredResponse {
        StoredResponse(id: id, response: #"{"id":"\#(id)"}"#, inputItems: [], conversation: [.user(id)])
    }

    @Test func theLeastRecentlyUsedGoFirstAndTheRestSurviveARestart() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ResponseStore(capacity: 2, directory: folder)
        store.save(Self.stored("resp_a"))
        store.save(Self.stored("resp_b"))
        #expect(store.response("resp_a") != nil)  // a is now more recent than b
        Thread.sleep(forTimeInterval: 0.05)
        store.save(Self.stored("resp_c"))
        #expect(store.response("resp_b") == nil)
        #expect(store.response("resp_a")?.conversation == [.user("resp_a")])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["resp_a.json", "resp_c.json"])

        let again = ResponseStore(capacity: 2, directory: folder)
        #expect(again.response("resp_a") == Self.stored("resp_a"))
        #expect(again.response("resp_c") != nil)
        #expect(again.delete("resp_c"))
        #expect(!again.delete("resp_c"))
        #expect(ResponseStore(capacity: 2, directory: folder).response("resp_c") == nil)
    }

    @Test func aSmallerCapacityAfterARestartKeepsTheMostRecent() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ResponseStore(capacity: 3, directory: folder)
        for id in ["resp_1", "resp_2", "resp_3"] {
            store.save(Self.stored(id))
            Thread.sleep(forTimeInterval: 0.05)
        }
        let smaller = ResponseStore(capacity: 1, directory: folder)
        #expect(smaller.response("resp_3") != nil)
        #expect(smaller.response("resp_1") == nil && smaller.response("resp_2") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["resp_3.json"])
    }

    @Test func aResponseIsRetrievedListedContinuedAndDeleted() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = ScriptedModel(replies: [.text("Paris."), .text("About 2 million."), .text("x")])
        func server() throws -> ServerFixture {
            try ServerFixture(
                ChatServer(
                    models: [ServedModel(model, names: ["test-model"], contextSize: 4096)],
                    configuration: .init(
                        address: .tcp(host: "127.0.0.1", port: 0), storedResponses: 10, responsesDirectory: folder)))
        }
        let first = try server()
        let created = try ServerFixture.object(
            try await first.send(
                "POST", "/v1/responses", body: #"{"model": "test-model", "input": "Capital of France?"}"#
            ).body)
        let id = try #require(created["id"] as? String)
        let fetched = try await first.send("GET", "/v1/responses/\(id)")
        #expect(fetched.status == 200)
        #expect(ResponsesTests.text(try ServerFixture.object(fetched.body)) == "Paris.")
        let items = try ServerFixture.object(try await first.send("GET", "/v1/responses/\(id)/input_items").body)
        let data = items["data"] as? [[String: Any]] ?? []
        #expect(items["object"] as? String == "list" && data.count == 1)
        let part = (data.first?["content"] as? [[String: Any]])?.first
        #expect(part?["type"] as? String == "input_text" && part?["text"] as? String == "Capital of France?")
        #expect(items["first_id"] as? String == data.first?["id"] as? String)
        await first.server.stop()

        // A restart keeps the response, and a follow-up continues its conversation.
        let second = try server()
        let followUp = try await second.send(
            "POST", "/v1/responses",
            body: #"{"model": "test-model", "input": "Its population?", "previous_response_id": "\#(id)"}"#)
        #expect(followUp.status == 200, "\(followUp.body)")
        let continued = try ServerFixture.object(followUp.body)
        #expect(continued["previous_response_id"] as? String == id)
        let transcript = try #require(model.requests.last?.transcript)
        let texts = transcript.map { entry -> String in
            switch entry {
            case .prompt(let prompt): "user: " + prompt.segments.plainText
            case .response(let response): "assistant: " + response.segments.plainText
            default: "other"
            }
        }
        #expect(texts == ["user: Capital of France?", "assistant: Paris.", "user: Its population?"])

        let deleted = try await second.send("DELETE", "/v1/responses/\(id)")
        #expect(deleted.status == 200)
        #expect(try ServerFixture.object(deleted.body)["deleted"] as? Bool == true)
        #expect(try await second.send("GET", "/v1/responses/\(id)").status == 404)
        let unstored = try ServerFixture.object(
            try await second.send(
                "POST", "/v1/responses", body: #"{"model": "test-model", "input": "x", "store": false}"#
            )
            .body)
        #expect(unstored["store"] as? Bool == false)
        #expect(try await second.send("GET", "/v1/responses/\(unstored["id"] as? String ?? "")").status == 404)
    }
}
