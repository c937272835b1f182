import SwiftDiagnostics
@_spi(FixItApplier) import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@testable import FoundationModelsMacros

/// A diagnostic a macro expansion is expected to produce.
struct DiagnosticSpec: Equatable, CustomStringConvertible {
    var message: String
    var line: Int
    var column: Int
    var severity: DiagnosticSeverity = .error
    /// The messages of the fix-its, in order.
    var fixIts: [String] = []

    var description: String {
        let fixes = fixIts.isEmpty ? "" : " fix-its: \(fixIts)"
        return "\(line):\(column) \(severity): \(message)\(fixes)"
    }
}

/// The macros under test, by attribute name, as the compiler would see them declared.
let testMacros: [String: MacroSpec] = [
    "Generable": MacroSpec(type: GenerableMacro.self, conformances: ["Generable"]),
    "Guide": MacroSpec(type: GuideMacro.self),
]

/// Expands the macros in `source` and checks the expanded source, the diagnostics and the
/// source after applying every fix-it.
/// - Parameters:
///   - source: the original source.
///   - expandedSource: the expected source after expansion (leading and trailing whitespace
///     and trailing spaces on lines are ignored).
///   - diagnostics: the expected diagnostics, in order.
///   - fixedSource: the expected original source with all fix-its applied, when given.
///   - conformances: the protocols the compiler asks the extension role to add (empty when the
///     type already conforms).
///   - expanding: the attribute names to expand (default: all of ``testMacros``); the others
///     stay in the source, as attributes of unknown macros would.
func assertMacroExpansion(
    _ source: String,
    expandedSource: String,
    diagnostics: [DiagnosticSpec] = [],
    fixedSource: String? = nil,
    conformances: [TypeSyntax] = ["Generable"],
    expanding: Set<String>? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let original = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
        sourceFiles: [original: .init(moduleName: "TestModule", fullFilePath: "test.swift")])
    var macros = testMacros
    macros["Generable"] = MacroSpec(type: GenerableMacro.self, conformances: conformances)
    if let expanding { macros = macros.filter { expanding.contains($0.key) } }
    let expanded = original.expand(
        macroSpecs: macros,
        contextGenerator: { node in
            BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
        },
        indentationWidth: .spaces(4))

    let actual = normalized(expanded.description)
    #expect(
        actual == normalized(expandedSource),
        "expanded source differs; actual:\n\(actual)", sourceLocation: sourceLocation)

    let actualDiagnostics = context.diagnostics.map { diagnostic in
        // The expansion hands macros detached copies of some nodes; the context maps their
        // positions back to the original source.
        let location = context.location(
            for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "test.swift")
        return DiagnosticSpec(
            message: diagnostic.message, line: location.line, column: location.column,
            severity: diagnostic.diagMessage.severity, fixIts: diagnostic.fixIts.map(\.message.message))
    }
    #expect(actualDiagnostics == diagnostics, sourceLocation: sourceLocation)

    if let fixedSource {
        let fixed = FixItApplier.applyFixes(from: context.diagnostics, filterByMessages: nil, to: original)
        #expect(
            normalized(fixed) == normalized(fixedSource),
            "fixed source differs; actual:\n\(normalized(fixed))", sourceLocation: sourceLocation)
    }
}

/// The text without leading or trailing blank space, and without spaces at line ends.
private func normalized(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            return String(line)
        }
        .joined(separator: "\n")
        .trimmingBlankLines()
}

extension String {
    fileprivate func trimmingBlankLines() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
