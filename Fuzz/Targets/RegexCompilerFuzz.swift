@testable import GuidedGeneration

/// Fuzz target `regex-compiler`: the input up to its first NUL byte is a pattern; each later
/// NUL-separated part is a test string. A pattern that parses must compile (or throw); for
/// each test string, the compiled automaton, the grammar matcher (on the string as JSON) and a
/// backtracking oracle on the parsed tree must agree on whether the pattern finds a match.
/// (Completions are checked by `grammar-engine`: here they would take most of the time, as a
/// search pattern that needs a control character spends the completion search's step budget.)
@_cdecl("LLVMFuzzerTestOneInput")
public func regexCompilerFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let parts = UnsafeRawBufferPointer(start: start, count: count).split(separator: 0, omittingEmptySubsequences: false)
    let pattern = String(decoding: parts[0], as: UTF8.self)
    guard let tree = try? RegexParser.parse(pattern),
        let automaton = try? ScalarNFA(tree, search: true).determinized(fingerprint: "fuzz:" + pattern)
    else { return 0 }
    guard let grammar = try? Grammar(root: .string(.pattern(pattern))) else {
        fuzzCheck(false, "the pattern /\(pattern)/ compiles to an automaton but not to a grammar")
        return 0
    }
    let matcher = GrammarMatcher(grammar: grammar, vocabulary: SyntheticVocabulary.shared)
    for part in parts.dropFirst().prefix(4) {
        let scalars = Array(String(decoding: part, as: UTF8.self).unicodeScalars.prefix(24))
        var state = ScalarDFA.initialState
        for scalar in scalars where state >= 0 { state = automaton.next(state, scalar.value) }
        let byAutomaton = state >= 0 && automaton.accepting[Int(state)]
        var json = ""
        json.unicodeScalars.append(contentsOf: scalars)
        var document = matcher
        let byMatcher = (try? document.advance(bytes: GrammarCompiler.jsonString(json))) != nil && document.canEnd
        fuzzCheck(
            byAutomaton == byMatcher,
            "/\(pattern)/ on \(scalars): the automaton says \(byAutomaton), the matcher \(byMatcher)")
        if let byOracle = RegexOracle.finds(tree, in: scalars) {
            fuzzCheck(
                byOracle == byAutomaton,
                "/\(pattern)/ on \(scalars): the oracle says \(byOracle), the automaton \(byAutomaton)")
        }
    }
    return 0
}
