/// A schema compiled into a byte-level grammar of compact JSON, ready for matching.
///
/// Compile once per schema and share: a grammar is immutable and independent of any
/// vocabulary. Create a ``GrammarMatcher`` per generation.
/// Extension of this project.
public final class Grammar: Sendable {
    /// The compiled nodes; index 0 is the document.
    let nodes: [CompiledNode]
    /// Lower bounds on the bytes that finish each part, for completion searches.
    let lengths: CompletionLengths
    /// Lower bounds on the frames that finishing each part keeps open, for depth limits.
    let depths: CompletionDepths
    /// Masks computed by any matcher of this grammar, by vocabulary and configurations.
    let masks = BoundedCache<MaskCacheKey.Configurations, StoredMask>(limit: 2_048)
    /// Forced bytes computed by any matcher of this grammar, by configurations.
    let forced = BoundedCache<[Configuration], [UInt8]>(limit: 4_096)

    /// Compiles a schema.
    /// - Parameters:
    ///   - root: The schema of the whole document.
    ///   - definitions: The entries that ``JSONSchemaNode/ref(_:)`` nodes name; they may refer
    ///     to each other and to themselves.
    /// - Throws: ``GrammarError`` for an unknown reference, an invalid or unsupported pattern,
    ///   an empty `anyOf`, inconsistent bounds, duplicate properties, or a schema that no finite
    ///   value satisfies.
    public init(root: JSONSchemaNode, definitions: [String: JSONSchemaNode] = [:]) throws {
        var compiler = GrammarCompiler(definitions: definitions)
        nodes = try compiler.compile(root: root)
        lengths = CompletionLengths(nodes: nodes)
        depths = CompletionDepths(nodes: nodes)
    }

    /// The number of compiled nodes (a measure of the grammar's size).
    /// Extension of this project.
    public var nodeCount: Int { nodes.count }
}
