extension GeneratedContent {
    /// Creates content from a JSON text, complete or not: text that stops early (such as
    /// `{"title": "A story of`) gives the content so far, with ``isComplete`` false where the
    /// text ends inside it (see ``JSONReader`` for the rules).
    /// - Parameter json: the JSON text (RFC 8259), or the beginning of one; whitespace around
    ///   the value is allowed.
    /// - Throws: ``ParsingError`` naming the line, column and byte offset of the first error
    ///   when the text is neither valid JSON nor the beginning of a valid JSON text.
    ///   Built with the trait `FoundationModels26Errors`: `GenerationError.decodingFailure`.
    public init(json: String) throws {
        do {
            self = try JSONReader.readWholeOrPrefix(json)
        } catch {
            throw LanguageModelSession.publicError(error)
        }
    }

    /// Creates content from a complete JSON text only: text that stops early throws.
    ///
    /// For readers that must not accept a cut-off text (responses, tool arguments, schema files,
    /// saved transcripts, servers' answers); visible to this package's modules.
    /// - Parameter completeJSON: the JSON text.
    /// - Throws: ``ParsingError`` naming the position of the first error.
    package init(completeJSON: String) throws {
        self = try JSONReader.readComplete(completeJSON)
    }

    /// Creates content from a prefix of a JSON text, as a model streams it: the content seen so
    /// far, incomplete where the text ends inside it (see ``JSONReader`` for the rules).
    ///
    /// - Parameter partialJSON: the text so far.
    /// - Throws: ``ParsingError`` when the text is not a prefix of any valid JSON text.
    init(partialJSON: String) throws {
        self = try JSONReader.read(partialJSON)
    }

    /// This content as compact JSON text: no whitespace, properties in order, numbers in their
    /// exact text where it is known.
    public var jsonString: String {
        var text = ""
        writeJSON(to: &text, spaced: false)
        return text
    }

    /// This content as JSON text on one line with a space after each `,` and `:`, the way
    /// Python's `json.dumps` writes it (and models saw it in training), as the embedded engine
    /// generates it.
    package var spacedJSONString: String {
        var text = ""
        writeJSON(to: &text, spaced: true)
        return text
    }

    private func writeJSON(to text: inout String, spaced: Bool) {
        switch kind {
        case .null:
            text += "null"
        case .bool(let value):
            text += value ? "true" : "false"
        case .number(let value):
            text += numberText ?? Self.jsonNumber(value)
        case .string(let value):
            Self.writeJSONString(value, to: &text)
        case .array(let elements):
            text += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { text += spaced ? ", " : "," }
                element.writeJSON(to: &text, spaced: spaced)
            }
            text += "]"
        case .structure(let properties, let keys):
            text += "{"
            var first = true
            for key in keys {
                guard let value = properties[key] else { continue }
                if !first { text += spaced ? ", " : "," }
                first = false
                Self.writeJSONString(key, to: &text)
                text += spaced ? ": " : ":"
                value.writeJSON(to: &text, spaced: spaced)
            }
            text += "}"
        }
    }

    /// The JSON text of a number: an integer without a fraction when it is one (and exact),
    /// the shortest text that reads back as the same `Double` otherwise, `null` when it is not
    /// finite (JSON has no infinities or NaN).
    static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }

    /// Writes a string as a JSON string literal, escaping quotes, backslashes and control
    /// characters.
    static func writeJSONString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
