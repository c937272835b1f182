import Foundation
import FoundationModelsCore

// streaming-cost: what a streamed response costs the session per token, at 100, 1,000 and 4,000
// tokens, for text, for structured content read as GeneratedContent and for a @Generable type.
// The model replays fixed fragments (about four characters, a token's worth), so the figures
// are the framework's own work; a flat row is the goal (the cost of a token does not grow with
// the tokens before it).
//
//   swift run -c release streaming-cost [--tokens 100,1000,4000]

@Generable
struct Catalog {
    var items: [Item]

    @Generable
    struct Item {
        var name: String
        var price: Double
        var tags: [String]
    }
}

/// A JSON catalog of at least `tokens` fragments, cut into `tokens` fragments.
func catalogFragments(_ tokens: Int) -> [String] {
    var items: [String] = []
    var json = ""
    while json.count < tokens * 4 {
        let number = items.count + 1
        items.append(#"{"name": "Item number \#(number)", "price": \#(number).5, "tags": ["fresh", "house"]}"#)
        json = #"{"items": ["# + items.joined(separator: ", ") + "]}"
    }
    return fragments(of: json, count: tokens)
}

/// Plain text of `tokens` fragments.
func textFragments(_ tokens: Int) -> [String] {
    let words = (0..<tokens * 4).map { _ in "word" }.joined(separator: " ")
    return fragments(of: words, count: tokens)
}

/// `text` cut into `count` pieces of nearly equal length.
func fragments(of text: String, count: Int) -> [String] {
    let characters = Array(text)
    return (0..<count).map { index in
        String(characters[index * characters.count / count..<(index + 1) * characters.count / count])
    }
}

/// Microseconds per token of streaming `fragments` through a session, with every snapshot
/// read: `stream` makes the response stream from a session of the replaying model.
func cost<Content>(
    _ fragments: [String],
    _ stream: (LanguageModelSession) -> LanguageModelSession.ResponseStream<Content>
) async throws -> Double {
    let session = LanguageModelSession(model: ReplayModel(fragments: fragments))
    let clock = ContinuousClock()
    let start = clock.now
    var snapshots = 0
    for try await _ in stream(session) { snapshots += 1 }
    let elapsed = clock.now - start
    precondition(snapshots > 0, "no snapshot arrived")
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return seconds * 1e6 / Double(fragments.count)
}

func format(_ microseconds: Double) -> String {
    String(format: "%10.1f", microseconds)
}

var sizes = [100, 1_000, 4_000]
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--tokens", arguments.count == 2 {
    sizes = arguments[1].split(separator: ",").compactMap { Int($0) }
} else if !arguments.isEmpty {
    FileHandle.standardError.write(Data("usage: streaming-cost [--tokens 100,1000,4000]\n".utf8))
    exit(2)
}

print("Session cost per streamed token, in microseconds (the model replays fixed fragments)")
print("    tokens        text   GeneratedContent   @Generable")
for size in sizes {
    let text = try await cost(textFragments(size)) { $0.streamResponse(to: "Go") }
    let json = try await cost(catalogFragments(size)) { $0.streamResponse(to: "Go", schema: Catalog.generationSchema) }
    let typed = try await cost(catalogFragments(size)) { $0.streamResponse(to: "Go", generating: Catalog.self) }
    print(String(format: "%10d", size) + "  " + format(text) + "         " + format(json) + "   " + format(typed))
}
