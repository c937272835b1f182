/// The texts the guardrails check: what a step reads new, and the prose of what it writes.
enum GuardedText {
    /// What the model reads new in a step: the prompt, or the tools' outputs that followed its
    /// last calls (the instructions are the developer's, and are not checked).
    /// - Parameter transcript: the step's transcript.
    /// - Returns: the text, or nil when there is none.
    static func input(of transcript: Transcript) -> String? {
        var texts: [String] = []
        loop: for entry in transcript.reversed() {
            switch entry {
            case .toolOutput(let output): texts.append(output.segments.text)
            case .prompt(let prompt):
                texts.append(prompt.segments.text)
                break loop
            default: break loop
            }
        }
        let text = texts.reversed().joined(separator: "\n")
        return text.allSatisfy(\.isWhitespace) ? nil : text
    }

    /// The request a step answers: the transcript's last prompt, if any.
    static func request(of transcript: Transcript) -> String? {
        for case .prompt(let prompt) in transcript.reversed() { return prompt.segments.text }
        return nil
    }

    /// The string values of a JSON text (not its keys), those that are complete: the words a
    /// structured response says.
    /// - Parameters:
    ///   - json: a JSON text, possibly cut short.
    ///   - complete: whether the text is whole (then a string at its very end is a value).
    /// - Returns: the values, in order, with their escapes as written.
    static func stringValues(in json: String, complete: Bool = false) -> [String] {
        var values: [String] = []
        var current: String? = nil
        var escaped = false
        var awaiting: String? = nil  // a string whose next character says whether it was a key
        for character in json {
            if var string = current {
                if escaped {
                    escaped = false
                    string.append(character)
                } else if character == "\\" {
                    escaped = true
                    string.append(character)
                } else if character == "\"" {
                    awaiting = string
                    current = nil
                    continue
                } else {
                    string.append(character)
                }
                current = string
                continue
            }
            if character.isWhitespace { continue }
            if let string = awaiting, character != ":" { values.append(string) }
            awaiting = nil
            if character == "\"" { current = "" }
        }
        if complete, let string = awaiting { values.append(string) }
        return values
    }
}
