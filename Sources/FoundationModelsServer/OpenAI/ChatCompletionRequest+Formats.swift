import FoundationModels

extension ChatCompletionRequest {
    /// What `tool_choice` asks for: the tool-calling mode, and the one tool it names, if any.
    struct ToolChoice {
        var mode: GenerationOptions.ToolCallingMode
        var named: String?
    }

    /// The `tools`: functions with a JSON Schema of their parameters, each under `function`
    /// (chat completions, `nested`) or in the tool itself (the Responses API).
    static func tools(_ object: JSONObject, nested: Bool) throws(APIError) -> [Transcript.ToolDefinition] {
        guard let list = try object.array("tools") else { return [] }
        var names = Set<String>()
        return try list.enumerated().map { (index, element) throws(APIError) in
            let tool = try JSONObject(element, path: "tools[\(index)]")
            let type = try tool.string("type") ?? "function"
            guard type == "function" else {
                throw .invalid(
                    "'\(tool.at("type"))' is '\(type)': this server runs its model locally and has no hosted tools; "
                        + "only tools of type 'function' are supported.", param: tool.at("type"))
            }
            let function: JSONObject
            if nested {
                guard let inner = try tool.object("function") else {
                    throw .invalid("'\(tool.at("function"))' is missing.", param: tool.at("function"))
                }
                function = inner
            } else {
                function = tool
            }
            guard let name = try function.string("name"), !name.isEmpty else {
                throw .invalid("'\(function.at("name"))' must be a non-empty string.", param: function.at("name"))
            }
            guard names.insert(name).inserted else {
                throw .invalid("Two tools are named '\(name)'; tool names must be unique.", param: function.at("name"))
            }
            let parameters = try function.object("parameters").map { _ in function.json("parameters")! }
            let schema = try Self.schema(
                parameters ?? #"{"type":"object","properties":{}}"#, param: function.at("parameters"))
            return Transcript.ToolDefinition(
                name: name, description: try function.string("description") ?? "", parameters: schema)
        }
    }

    /// The `tool_choice`: `none`, `auto`, `required`, or a named function (its name under
    /// `function` in chat completions, `nested`; beside `type` in the Responses API).
    static func toolChoice(_ object: JSONObject, tools: [Transcript.ToolDefinition], nested: Bool) throws(APIError)
        -> ToolChoice
    {
        guard let value = object["tool_choice"] else { return ToolChoice(mode: .allowed) }
        let choice: ToolChoice
        switch value.kind {
        case .string("none"): return ToolChoice(mode: .disallowed)
        case .string("auto"): return ToolChoice(mode: .allowed)
        case .string("required"): choice = ToolChoice(mode: .required)
        case .structure:
            let named = try JSONObject(value, path: "tool_choice")
            let form =
                nested
                ? "{\"type\": \"function\", \"function\": {\"name\": NAME}}"
                : "{\"type\": \"function\", \"name\": NAME}"
            guard try named.string("type") ?? "function" == "function",
                let name = try nested ? named.object("function")?.string("name") : named.string("name")
            else {
                throw .invalid("'tool_choice' names a function tool as \(form).", param: "tool_choice")
            }
            guard tools.contains(where: { $0.name == name }) else {
                throw .invalid("'tool_choice' names '\(name)', which is not in 'tools'.", param: "tool_choice")
            }
            choice = ToolChoice(mode: .required, named: name)
        default:
            throw .invalid(
                "'tool_choice' must be 'none', 'auto', 'required' or a named function.", param: "tool_choice")
        }
        guard !tools.isEmpty else {
            throw .invalid("'tool_choice' asks for a tool call, but 'tools' is empty.", param: "tool_choice")
        }
        return choice
    }

    /// The schema of a response format (`response_format`, or the Responses API's
    /// `text.format`): `json_schema` (enforced whether `strict` or not; its schema under
    /// `json_schema` when `nested`) or `json_object` (any JSON object); nil for `text`.
    static func formatSchema(_ format: JSONObject, nested: Bool) throws(APIError) -> GenerationSchema? {
        switch try format.string("type") {
        case nil, "text"?:
            return nil
        case "json_object"?:
            return try schema(#"{"type":"object","additionalProperties":true}"#, param: format.path)
        case "json_schema"?:
            let holder = nested ? try format.object("json_schema") : format
            guard let holder, try holder.object("schema") != nil else {
                throw .invalid(
                    "'\(nested ? format.at("json_schema.schema") : format.at("schema"))' is missing: give the JSON "
                        + "Schema of the answer.", param: nested ? format.at("json_schema.schema") : format.at("schema")
                )
            }
            return try schema(holder.json("schema")!, param: holder.at("schema"))
        case let other?:
            throw .invalid(
                "'\(format.at("type"))' '\(other)' is not one of 'text', 'json_object', 'json_schema'.",
                param: format.at("type"))
        }
    }

    /// A JSON Schema the engine enforces; one it cannot is a 400 with the reason.
    static func schema(_ text: String, param: String) throws(APIError) -> GenerationSchema {
        do {
            return try GenerationSchema(jsonSchema: text)
        } catch let error as GenerationSchema.SchemaError {
            throw .invalid(
                "The schema cannot be enforced: \(error.context.debugDescription)", param: param,
                code: "unsupported_schema")
        } catch {
            throw .invalid(
                "The schema cannot be enforced: \(error.localizedDescription)", param: param,
                code: "unsupported_schema")
        }
    }
}
