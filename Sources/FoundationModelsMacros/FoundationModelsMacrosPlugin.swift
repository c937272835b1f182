import SwiftSyntaxMacros

/// The macros this plugin serves.
var foundationModelsMacros: [any Macro.Type] { [GenerableMacro.self, GuideMacro.self, SessionPropertyEntryMacro.self] }

#if canImport(SwiftCompilerPlugin)
    import SwiftCompilerPlugin

    /// The compiler plugin that serves `@Generable`, `@Guide` and `@SessionPropertyEntry`, built on
    /// the swift-syntax package's `CompilerPlugin`.
    @main
    struct FoundationModelsMacrosPlugin: CompilerPlugin {
        let providingMacros: [any Macro.Type] = foundationModelsMacros
    }
#else
    @_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

    /// The compiler plugin that serves `@Generable`, `@Guide` and `@SessionPropertyEntry`, built on
    /// the toolchain's SwiftSyntax host libraries (the offline build, `SFM_OFFLINE=1`).
    ///
    /// The toolchain ships SwiftSyntax's message handling but not the `SwiftCompilerPlugin` module,
    /// so the entry point is written out here: it answers the compiler's requests on stdin/stdout
    /// (each message an 8-byte little-endian length, then JSON) until the compiler closes the pipe.
    @main
    struct FoundationModelsMacrosPlugin: PluginProvider {
        /// The macro type for a name that `#externalMacro(module:type:)` uses.
        func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
            guard let macro = foundationModelsMacros.first(where: { "\($0)" == typeName }) else {
                throw PluginError.unknownMacro(moduleName: moduleName, typeName: typeName)
            }
            return macro
        }

        static func main() throws {
            let connection = try StandardIOMessageConnection()
            let listener = CompilerPluginMessageListener(
                connection: connection, provider: FoundationModelsMacrosPlugin())
            try listener.main()
        }
    }

    /// An error the plugin reports to the compiler.
    enum PluginError: Error, CustomStringConvertible {
        case unknownMacro(moduleName: String, typeName: String)

        var description: String {
            switch self {
            case .unknownMacro(let moduleName, let typeName):
                "FoundationModelsMacros has no macro '\(moduleName).\(typeName)'; "
                    + "the declarations in FoundationModels and this plugin are out of step: rebuild both"
            }
        }
    }
#endif
