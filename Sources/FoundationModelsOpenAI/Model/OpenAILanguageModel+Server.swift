import Foundation
import FoundationModelsCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension OpenAILanguageModel {
    /// Counts tokens with the server's `/tokenize` endpoint (llama-server); where the server has
    /// none, estimates one token per four bytes of the messages' text.
    /// - Parameter entries: the entries, as they would be sent.
    /// - Returns: the number of tokens (without the chat template's few tokens per message).
    /// - Throws: `CancellationError` when the task is cancelled.
    public func tokenCount(for entries: [Transcript.Entry]) async throws -> Int {
        let text = try ChatMessages(Transcript(entries: entries)).text
        let body = JSON.object([("content", JSON.text(text))]).jsonString
        let request = urlRequest(rootEndpoint("tokenize"), method: "POST", body: body)
        if let (status, data) = try? await client.data(for: request), status == 200,
            let tokens = (try? GeneratedContent(completeJSON: String(decoding: data, as: UTF8.self)))?[
                member: "tokens"]?.arrayValue
        {
            return tokens.count
        }
        try Task.checkCancellation()
        return (text.utf8.count + 3) / 4
    }

    /// This model with ``contextSize`` read from the server: llama-server's `/props`
    /// (`default_generation_settings.n_ctx`), else the `max_model_len` that vLLM gives in
    /// `/v1/models`. When the server gives neither, the model is returned unchanged.
    /// Extension of this project.
    /// - Returns: the model with the server's context size.
    public func withServerContextSize() async -> OpenAILanguageModel {
        var copy = self
        if let (status, data) = try? await client.data(for: urlRequest(rootEndpoint("props"))), status == 200,
            let props = try? GeneratedContent(completeJSON: String(decoding: data, as: UTF8.self)),
            let size = props[member: "default_generation_settings"]?[member: "n_ctx"]?.numberValue
                ?? props[member: "n_ctx"]?.numberValue,
            size > 0
        {
            copy.contextSize = Int(size)
            return copy
        }
        if let (status, data) = try? await client.data(for: urlRequest(endpoint("models"))), status == 200,
            let list = (try? GeneratedContent(completeJSON: String(decoding: data, as: UTF8.self)))?[member: "data"]?
                .arrayValue
        {
            let entry = list.first { $0[member: "id"]?.stringValue == model } ?? (list.count == 1 ? list.first : nil)
            if let size = entry?[member: "max_model_len"]?.numberValue, size > 0 {
                copy.contextSize = Int(size)
            }
        }
        return copy
    }

    /// Checks that the server answers and lists models. Extension of this project.
    /// - Throws: ``ServerError`` naming the URL and what to check, `LanguageModelError.timeout`, or
    ///   `rateLimited`.
    public func checkHealth() async throws {
        let url = endpoint("models")
        do {
            let (status, data) = try await client.data(for: urlRequest(url))
            guard (200..<300).contains(status) else { throw ServerFailure.status(status, body: data, headers: [:]) }
        } catch let failure as TransportFailure {
            throw ServerFailure.transport(failure).publicError(url: url, contextSize: contextSize)
        } catch let failure as ServerFailure {
            throw failure.publicError(url: url, contextSize: contextSize)
        }
    }
}
