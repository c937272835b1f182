extension LanguageModelSession {
    /// A reusable change to a dynamic profile, applied with ``DynamicProfile/modifier(_:)``.
    ///
    /// ```swift
    /// struct LastTen: LanguageModelSession.DynamicProfileModifier {
    ///     func body(content: Content) -> some DynamicProfile {
    ///         content.historyTransform { Array($0.suffix(10)) }
    ///     }
    /// }
    /// ```
    public protocol DynamicProfileModifier {
        /// The type of the modified profile.
        associatedtype Body: DynamicProfile
        /// The profile with the change applied.
        /// - Parameter content: the profile the modifier applies to.
        @DynamicProfileBuilder func body(content: Content) -> Body
        /// The profile a modifier applies to.
        typealias Content = DynamicProfileModifierContent<Self>
    }

    /// The dynamic profile a modifier applies to, inside its `body(content:)`.
    public struct DynamicProfileModifierContent<Modifier: DynamicProfileModifier>: DynamicProfile,
        PrimitiveDynamicProfile
    {
        let content: AnyDynamicProfile

        /// A primitive: no body.
        public var body: Never { fatalError("DynamicProfileModifierContent has no body") }

        func resolve(into resolved: inout ResolvedProfile) { content.resolve(into: &resolved) }
    }

    /// A dynamic profile with a modifier applied to it.
    public struct ModifiedDynamicProfile<Content: DynamicProfile, Modifier: DynamicProfileModifier>:
        DynamicProfile, PrimitiveDynamicProfile
    {
        let content: Content
        let modifier: Modifier

        /// A primitive: no body.
        public var body: Never { fatalError("ModifiedDynamicProfile has no body") }

        func resolve(into resolved: inout ResolvedProfile) {
            if let primitive = modifier as? any PrimitiveProfileModifier {
                content.resolve(into: &resolved)
                primitive.apply(to: &resolved)
            } else {
                modifier.body(content: DynamicProfileModifierContent(content: AnyDynamicProfile(content))).resolve(
                    into: &resolved)
            }
        }
    }
}

extension LanguageModelSession.DynamicProfileModifier {
    /// A dynamic profile.
    public typealias DynamicProfile = LanguageModelSession.DynamicProfile
    /// A value of the session.
    public typealias SessionProperty = LanguageModelSession.SessionProperty
}

/// A modifier the framework applies itself: it changes the resolved configuration of the
/// profile it wraps, which was resolved first (so inner modifiers' values win, and outer ones
/// are defaults).
protocol PrimitiveProfileModifier {
    func apply(to resolved: inout ResolvedProfile)
}

/// A built-in modifier: a change to the resolved configuration.
struct ProfileChange: LanguageModelSession.DynamicProfileModifier, PrimitiveProfileModifier {
    let change: (inout ResolvedProfile) -> Void

    func body(content: Content) -> Never { fatalError("ProfileChange has no body") }

    func apply(to resolved: inout ResolvedProfile) { change(&resolved) }
}
