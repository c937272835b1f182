import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Optional properties the model wrote as `null` leave the response; nothing else does.
@Suite struct NullOmissionTests {
    private func visible(_ text: String, _ keys: Set<String> = ["a", "b"]) -> String {
        NullOmission(keys: keys).apply(.append(text))
    }

    @Test func omittedPropertiesLeaveTheObjectWhereverTheyAre() {
        #expect(visible(#"{"x":1,"a":null}"#) == #"{"x":1}"#)
        #expect(visible(#"{"a":null,"x":1}"#) == #"{"x":1}"#)
        #expect(visible(#"{"a":null,"b":null,"x":1}"#) == #"{"x":1}"#)
        #expect(visible(#"{"a":null}"#) == "{}")
        #expect(visible(#"{"x":{"a":null},"y":[{"b":null,"z":2}]}"#) == #"{"x":{},"y":[{"z":2}]}"#)
    }

    @Test func spacedResponsesLoseThemWithTheirSpaces() {
        #expect(visible(#"{"x": 1, "a": null}"#) == #"{"x": 1}"#)
        #expect(visible(#"{"a": null, "x": 1}"#) == #"{"x": 1}"#)
        #expect(visible(#"{"a": null, "b": null, "x": 1}"#) == #"{"x": 1}"#)
        #expect(visible(#"{"x": {"a": null}, "y": [{"b": null, "z": 2}]}"#) == #"{"x": {}, "y": [{"z": 2}]}"#)
        #expect(visible(#"{"x": 1, "a": nu"#) == #"{"x": 1"#)
        #expect(visible(#"{"x": 1, "#) == #"{"x": 1"#)
        #expect(visible(#"{"x": 1, "a": "#) == #"{"x": 1"#)
        #expect(
            visible(#"{"k": null, "a": 1, "s": "q, \"a\": null"}"#) == #"{"k": null, "a": 1, "s": "q, \"a\": null"}"#)
    }

    @Test func otherTextStaysAsItWas() {
        for text in [
            #"{"k":null,"a":1}"#,  // a null of another property, a value of an omittable one
            #"{"s":"q,\"a\":null","t":["a","b"]}"#,  // inside strings, and strings in arrays
            #"{"a":"null","b":[null]}"#,
        ] {
            #expect(visible(text) == text)
        }
        #expect(visible(#"{"a\"":null}"#, ["a\""]) == "{}")  // keys as JSON escapes them
    }

    @Test func whatMayStillBeOmittedIsHeldBack() {
        #expect(visible(#"{"x":1,"a"#) == #"{"x":1"#)
        #expect(visible(#"{"x":1,"a":nu"#) == #"{"x":1"#)
        #expect(visible(#"{"x":1,"a":"v"#) == #"{"x":1,"a":"v"#)
        #expect(visible(#"{"a":null"#) == "{")
    }

    /// Streamed a character at a time, every text shown begins with the one before, and the
    /// last is the whole response without its omitted properties.
    @Test func aStreamOnlyGrows() {
        let response = #"{"a":null,"b":null,"t":"x,\"a\":null","n":[1,2],"o":{"b":null},"a":null}"#
        let omission = NullOmission(keys: ["a", "b"])
        var shown = ""
        for character in response {
            let next = omission.apply(.append(String(character)))
            #expect(next.hasPrefix(shown))
            shown = next
        }
        #expect(shown == #"{"t":"x,\"a\":null","n":[1,2],"o":{}}"#)
        #expect(omission.apply(.replace(#"{"a":null,"t":1}"#)) == #"{"t":1}"#)
    }
}
