import FoundationModels

extension ChatCompletionRequest {
    /// What `tool_choice` asks for: the tool-calling mode, and the one tool it names, if any.
    struct ToolChoice {
        var mode: GenerationOptions.ToolCallingMode
        var named: String?
    }

    /// The `tools`: functions with a JSON Schema of their parameters.
    static func tools(_ object: JSONObject) throws(APIError) -> [Transcript.ToolDefinition] {
        guard let list = try object.array("tools") else { return [] }
        var names = Set<String>()
        return try list.enumerated().map { (index, element) throws(APIError) in
            let tool = try JSONObject(element, path: "tools[\(index)]")
            guard (try tool.string("type") ?? "function") == "function" else {
                throw .invalid("Only tools of type 'function' are supported.", param: tool.at("type"))
            }
            guard let function = try tool.object("function") else {
                throw .invalid("'\(tool.at("function"))' is missing.", param: tool.at("function"))
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

    /// The `tool_choice`: `none`, `auto`, `required`, or a named function.
    static func toolChoice(_ object: JSONObject, tools: [Transcript.ToolDefinition]) throws(APIError) -> ToolChoice {
        guard let value = object["tool_choice"] else { return ToolChoice(mode: .allowed) }
        let choice: ToolChoice
        switch value.kind {
        case .string("none"): return ToolChoice(mode: .disallowed)
        case .string("auto"): return ToolChoice(mode: .allowed)
        case .string("required"): choice = ToolChoice(mode: .required)
        case .structure:
            let named = try JSONObject(value, path: "tool_choice")
            guard let name = try named.object("function")?.string("name") else {
                throw .invalid(
                    "'tool_choice' names a tool as {\"type\": \"function\", \"function\": {\"name\": NAME}}.",
                    param: "tool_choice")
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

    /// The schema of `response_format`: `json_schema` (enforced whether `strict` or not) or
    /// `json_object` (any JSON object); nil for `text`.
    static func responseSchema(_ object: JSONObject) throws(APIError) -> GenerationSchema? {
        guard let format = try object.object("response_format") else { return nil }
        switch try format.string("type") {
        case nil, "text"?:
            return nil
        case "json_object"?:
            return try schema(#"{"type":"object","additionalProperties":true}"#, param: "response_format")
        case "json_schema"?:
            guard let wrapper = try format.object("json_schema"), try wrapper.object("schema") != nil else {
                throw .invalid(
                    "'response_format.json_schema.schema' is missing: give the JSON Schema of the answer.",
                    param: "response_format.json_schema.schema")
            }
            return try schema(wrapper.json("schema")!, param: "response_format.json_schema.schema")
        case let other?:
            throw .invalid(
                "'response_format.type' '\(other)' is not one of 'text', 'json_object', 'json_schema'.",
                param: "response_format.type")
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
