import Foundation
import FoundationModels

extension ChatServer {
    /// Answers the routes of stored responses: `GET` and `DELETE /v1/responses/{id}`, and
    /// `GET /v1/responses/{id}/input_items`; nil for another path.
    /// - Throws: `APIError.responseNotFound` (404) for an id the server does not keep.
    func storedResponse(_ method: String, _ path: String) throws(APIError) -> HTTPResponse? {
        guard
            let rest = ["/v1/responses/", "/responses/"].first(where: path.hasPrefix).map({ path.dropFirst($0.count) })
        else { return nil }
        let tail = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let id = tail.first, !id.isEmpty, tail.count <= 2 else { return nil }
        switch (method, tail.count == 2 ? tail[1] : "") {
        case ("GET", ""):
            guard let stored = responses.response(id) else { throw .responseNotFound(id) }
            return .json(200, Data(stored.response.utf8))
        case ("DELETE", ""):
            guard responses.delete(id) else { throw .responseNotFound(id) }
            let deleted = JSONValue.object([
                "id": JSONValue.string(id), "object": JSONValue.string("response"), "deleted": JSONValue.bool(true),
            ])
            return .json(200, JSONValue.data(deleted))
        case ("GET", "input_items"):
            guard let stored = responses.response(id) else { throw .responseNotFound(id) }
            // Newest first, as OpenAI's default order (`desc`).
            let items = stored.inputItems.reversed().compactMap { try? GeneratedContent(completeJSON: $0) }
            let ids = items.map { JSONValue.member("id", of: $0) ?? JSONValue.null }
            let list = JSONValue.object([
                "object": JSONValue.string("list"), "data": JSONValue.array(items),
                "first_id": ids.first ?? JSONValue.null, "last_id": ids.last ?? JSONValue.null,
                "has_more": JSONValue.bool(false),
            ])
            return .json(200, JSONValue.data(list))
        default:
            return nil
        }
    }
}
