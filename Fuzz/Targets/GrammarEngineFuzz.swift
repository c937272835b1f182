@testable import GuidedGeneration

/// Fuzz target `grammar-engine`: a random schema and a random token sequence. Tokens are
/// picked from the whole vocabulary (checking `accepts` against the mask), from the allowed
/// mask, or are the forced bytes; whenever the matcher says the output may end, its text must
/// parse as JSON and validate against the schema, and so must the output finished with the
/// shortest completion.
@_cdecl("LLVMFuzzerTestOneInput")
public func grammarEngineFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var generator = SchemaGenerator(FuzzInput(Array(UnsafeRawBufferPointer(start: start, count: count))))
    let schema = generator.make()
    guard let grammar = try? Grammar(root: schema.root, definitions: schema.definitions) else { return 0 }
    var input = generator.remainingInput
    let vocabulary = SyntheticVocabulary.shared
    let validator = InstanceValidator(definitions: schema.definitions, patterns: schema.patterns)
    var matcher = GrammarMatcher(grammar: grammar, vocabulary: vocabulary)
    var output: [UInt8] = []

    let context = "schema \(schema.root), definitions \(schema.definitions)"
    func check(_ bytes: [UInt8], _ when: String) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let value = FuzzJSON.parse(bytes) else {
            fuzzCheck(false, "\(when): the output \(bytes) (\(text)) is not valid JSON; \(context)")
            return
        }
        fuzzCheck(
            validator.validate(value, schema.root),
            "\(when): the output \(text) does not satisfy the \(context)")
    }

    var steps = 0
    while !input.isAtEnd, !matcher.hasEnded, steps < 64 {
        steps += 1
        if matcher.canEnd { check(output, "canEnd") }
        switch input.below(4) {
        case 0:
            let token = input.below(vocabulary.count)
            let accepted = matcher.accepts(token: token)
            fuzzCheck(
                matcher.allowedTokens().contains(token) == accepted,
                "accepts(token: \(token)) is \(accepted) but the mask says otherwise after \(output); \(context)")
            var copy = matcher
            let advanced = (try? copy.advance(token: token)) != nil
            fuzzCheck(
                advanced == accepted, "advance(token: \(token)) disagrees with accepts after \(output); \(context)")
            if accepted {
                matcher = copy
                output += vocabulary.tokens[token]
            }
        case 1, 2:
            let allowed = matcher.allowedTokens().tokens
            guard !allowed.isEmpty else {
                fuzzCheck(
                    matcher.isComplete, "no token is allowed, but the output \(output) is not complete; \(context)")
                break
            }
            let token = allowed[input.below(allowed.count)]
            fuzzCheck(
                (try? matcher.advance(token: token)) != nil,
                "the allowed token \(token) was refused after \(output); \(context)")
            output += vocabulary.tokens[token]
        default:
            let forced = matcher.forcedBytes()
            guard !forced.isEmpty else { break }
            fuzzCheck(
                (try? matcher.advance(bytes: forced)) != nil,
                "the forced bytes \(forced) were refused after \(output); \(context)")
            output += forced
        }
    }
    if matcher.canEnd { check(output, "canEnd") }
    if matcher.hasEnded { return 0 }
    var finished = matcher
    let rest = finished.shortestCompletion()
    fuzzCheck(
        (try? finished.advance(bytes: rest)) != nil,
        "the shortest completion \(rest) was refused after \(output); \(context)")
    fuzzCheck(finished.canEnd, "the shortest completion \(rest) after \(output) does not end the output; \(context)")
    check(output + rest, "shortestCompletion")
    return 0
}
