import CommandLineSupport
import Foundation
import FoundationModelsOpenAI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ServerProcess {
    /// A non-streaming chat completion; returns the message text, the completion tokens and the
    /// server's time generating them after the first.
    func complete(_ body: [String: Any]) async throws -> (text: String, tokens: Int, generationSeconds: Double) {
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/chat/completions"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        let (_, data) = try await HTTPClient(requestTimeout: 600, resourceTimeout: 3600).data(for: request)
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let choices = json["choices"] as? [[String: Any]],
            let message = choices.first?["message"] as? [String: Any]
        else {
            throw RuntimeError("unexpected llama-server reply: \(String(decoding: data.prefix(300), as: UTF8.self))")
        }
        let usage = json["usage"] as? [String: Any]
        let timings = json["timings"] as? [String: Any]
        return (
            message["content"] as? String ?? "", usage?["completion_tokens"] as? Int ?? 0,
            (timings?["predicted_ms"] as? Double ?? 0) / 1000
        )
    }
}
