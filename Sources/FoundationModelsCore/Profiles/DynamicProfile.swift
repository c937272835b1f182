extension LanguageModelSession {
    /// A session's whole configuration as the app's state changes: a `body` that resolves to
    /// one ``Profile`` (with `if`/`else` or `switch` between several), and modifiers that set its
    /// model, options, history transform and hooks.
    ///
    /// ```swift
    /// struct Assistant: LanguageModelSession.DynamicProfile {
    ///     var isExpert: Bool
    ///     var body: some DynamicProfile {
    ///         if isExpert {
    ///             Profile { Instructions("Answer in depth.") }.temperature(0.2)
    ///         } else {
    ///             Profile { Instructions("Answer briefly.") }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The body is evaluated before every model request; a change takes effect at the next
    /// request, never during one.
    public protocol DynamicProfile {
        /// The type of the profile's body.
        associatedtype Body: DynamicProfile
        /// What the profile is made of: exactly one active ``Profile``.
        @DynamicProfileBuilder var body: Body { get }
    }

    /// Instructions and tools (dynamic instructions) that a dynamic profile activates.
    public struct Profile: DynamicProfile, PrimitiveDynamicProfile {
        private let instructions: AnyDynamicInstructions

        /// A profile with its dynamic instructions.
        public init(@DynamicInstructionsBuilder _ dynamicInstructions: () -> some DynamicInstructions) {
            instructions = AnyDynamicInstructions(dynamicInstructions())
        }

        /// A primitive: no body.
        public var body: Never { fatalError("Profile has no body") }

        func resolve(into resolved: inout ResolvedProfile) {
            instructions.resolve(into: &resolved.instructions)
        }
    }

    /// A dynamic profile of any type.
    public struct AnyDynamicProfile: DynamicProfile, PrimitiveDynamicProfile {
        private let resolver: (inout ResolvedProfile) -> Void

        /// Wraps a dynamic profile.
        public init(_ dynamicProfile: any DynamicProfile) {
            resolver = { dynamicProfile.resolve(into: &$0) }
        }

        /// Wraps a dynamic profile.
        public init(erasing dynamicProfile: some DynamicProfile) {
            self.init(dynamicProfile)
        }

        /// A primitive: no body.
        public var body: Never { fatalError("AnyDynamicProfile has no body") }

        func resolve(into resolved: inout ResolvedProfile) { resolver(&resolved) }
    }

    /// One of two dynamic profiles (what `if`/`else` and `switch` make).
    public struct ConditionalDynamicProfile<TrueContent: DynamicProfile, FalseContent: DynamicProfile>:
        DynamicProfile, PrimitiveDynamicProfile
    {
        enum Branch {
            case trueContent(TrueContent)
            case falseContent(FalseContent)
        }

        let branch: Branch

        init(_ branch: Branch) {
            self.branch = branch
        }

        /// A primitive: no body.
        public var body: Never { fatalError("ConditionalDynamicProfile has no body") }

        func resolve(into resolved: inout ResolvedProfile) {
            switch branch {
            case .trueContent(let content):
                resolved.path.append(true)
                content.resolve(into: &resolved)
            case .falseContent(let content):
                resolved.path.append(false)
                content.resolve(into: &resolved)
            }
        }
    }

    /// Builds a dynamic profile's body: one profile, or one of several with `if`/`else` or
    /// `switch` (there is no `if` without `else`: a body always has exactly one active profile).
    @resultBuilder
    public struct DynamicProfileBuilder {
        /// A body of one profile.
        public static func buildBlock<T: DynamicProfile>(_ content: T) -> T {
            content
        }

        /// The first branch of an `if`/`else` or `switch`.
        public static func buildEither<TrueContent: DynamicProfile, FalseContent: DynamicProfile>(
            first content: TrueContent
        ) -> ConditionalDynamicProfile<TrueContent, FalseContent> {
            ConditionalDynamicProfile(.trueContent(content))
        }

        /// The second branch of an `if`/`else` or `switch`.
        public static func buildEither<TrueContent: DynamicProfile, FalseContent: DynamicProfile>(
            second content: FalseContent
        ) -> ConditionalDynamicProfile<TrueContent, FalseContent> {
            ConditionalDynamicProfile(.falseContent(content))
        }

        /// More than one profile in a body is an error.
        @available(*, unavailable, message: "The body of a 'DynamicProfile' must evaluate to a single active profile")
        public static func buildBlock<each Content: DynamicProfile>(_ contents: repeat each Content) -> Never {
            fatalError()
        }

        /// The profile inside an `if #available` block.
        public static func buildLimitedAvailability(_ component: some DynamicProfile) -> AnyDynamicProfile {
            AnyDynamicProfile(component)
        }
    }
}

extension LanguageModelSession.DynamicProfile {
    /// The profile type a dynamic profile activates.
    public typealias Profile = LanguageModelSession.Profile
    /// A dynamic profile.
    public typealias DynamicProfile = LanguageModelSession.DynamicProfile
    /// A value of the session.
    public typealias SessionProperty = LanguageModelSession.SessionProperty

    /// Adds this profile's configuration, evaluating bodies down to primitives.
    func resolve(into resolved: inout ResolvedProfile) {
        if let primitive = self as? any PrimitiveDynamicProfile {
            primitive.resolve(into: &resolved)
        } else {
            body.resolve(into: &resolved)
        }
    }
}

extension Never: LanguageModelSession.DynamicProfile {}

/// Dynamic profiles the framework resolves itself, without a body.
protocol PrimitiveDynamicProfile {
    func resolve(into resolved: inout ResolvedProfile)
}

/// What a dynamic profile resolves to for one model request.
struct ResolvedProfile {
    var model: (any LanguageModel)?
    var instructions = ResolvedInstructions()
    var options = GenerationOptions()
    var reasoningLevel: ContextOptions.ReasoningLevel?
    var historyTransform: (([Transcript.Entry]) -> [Transcript.Entry])?
    var errorPolicy: TranscriptErrorHandlingPolicy?
    var hooks = RequestHooks()
    var onActivate: [@isolated(any) () async -> Void] = []
    var onDeactivate: [@isolated(any) () async -> Void] = []
    /// The branches taken to the active profile: which profile is active.
    var path: [Bool] = []
}
