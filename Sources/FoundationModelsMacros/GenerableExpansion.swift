import SwiftSyntax

/// What `@Generable` adds to one kind of declaration.
protocol GenerableExpansion {
    /// Declarations added inside the type.
    var members: [DeclSyntax] { get }
    /// Source of the declarations added in the conforming extension.
    var extensionMembers: SourceLines { get }
}
