import FoundationModels

/// Reads the fields of a JSON object of a request, with errors that name the field
/// (`messages[1].content`) and the type it must have.
struct JSONObject {
    /// The object's members.
    let members: [String: GeneratedContent]
    /// The object's keys in document order.
    let keys: [String]
    /// Where the object is in the request (empty for the body).
    let path: String

    /// Reads a value as an object.
    /// - Throws: `APIError` when it is not one.
    init(_ value: GeneratedContent, path: String) throws(APIError) {
        guard case .structure(let members, let keys) = value.kind else {
            throw .type(path.isEmpty ? "body" : path, "an object")
        }
        self.members = members
        self.keys = keys
        self.path = path
    }

    /// A request's body as an object, and the model it names.
    /// - Parameter body: The JSON text.
    /// - Throws: `APIError` when the body is not JSON, not an object, or names no model.
    static func request(_ body: String) throws(APIError) -> (object: JSONObject, model: String) {
        let root: GeneratedContent
        do {
            root = try GeneratedContent(completeJSON: body)
        } catch {
            throw .malformed(String(describing: error))
        }
        let object = try JSONObject(root, path: "")
        guard let model = try object.string("model") else {
            throw .invalid("'model' is missing: name the model (see GET /v1/models).", param: "model")
        }
        return (object, model)
    }

    /// The path of a member.
    func at(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// A member that is present and not null.
    subscript(_ key: String) -> GeneratedContent? {
        guard let value = members[key] else { return nil }
        if case .null = value.kind { return nil }
        return value
    }

    func string(_ key: String) throws(APIError) -> String? {
        guard let value = self[key] else { return nil }
        guard case .string(let text) = value.kind else { throw .type(at(key), "a string") }
        return text
    }

    func number(_ key: String) throws(APIError) -> Double? {
        guard let value = self[key] else { return nil }
        guard case .number(let number) = value.kind else { throw .type(at(key), "a number") }
        return number
    }

    func integer(_ key: String) throws(APIError) -> Int? {
        guard let number = try number(key) else { return nil }
        guard number.rounded() == number, abs(number) < 1e15 else { throw .type(at(key), "an integer") }
        return Int(number)
    }

    func bool(_ key: String) throws(APIError) -> Bool? {
        guard let value = self[key] else { return nil }
        guard case .bool(let flag) = value.kind else { throw .type(at(key), "a Boolean") }
        return flag
    }

    func object(_ key: String) throws(APIError) -> JSONObject? {
        guard let value = self[key] else { return nil }
        return try JSONObject(value, path: at(key))
    }

    func array(_ key: String) throws(APIError) -> [GeneratedContent]? {
        guard let value = self[key] else { return nil }
        guard case .array(let elements) = value.kind else { throw .type(at(key), "an array") }
        return elements
    }

    /// The member as a whole, as JSON text (key order kept).
    func json(_ key: String) -> String? { self[key]?.jsonString }
}
