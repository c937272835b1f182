import Locking
import Observation

extension LanguageModelSession {
    /// A value of the session, read in dynamic profiles, dynamic instructions and tools, and
    /// written in a profile's hooks (`onResponse`, …).
    ///
    /// ```swift
    /// struct Trim: LanguageModelSession.DynamicProfile {
    ///     @SessionProperty(\.history) var history
    ///     var body: some DynamicProfile {
    ///         Profile { Instructions("Be brief.") }
    ///             .onResponse { if history.count > 40 { history = history.suffix(20) } }
    ///     }
    /// }
    /// ```
    ///
    /// It reads the values of the session that is evaluating the profile or running the
    /// request; reading it anywhere else stops the program with a message that says so.
    @propertyWrapper
    public struct SessionProperty<Value> {
        private let keyPath: ReferenceWritableKeyPath<SessionPropertyValues, Value>

        /// A property of the session's values.
        /// - Parameter keyPath: e.g. `\.history`, or a key declared with `@SessionPropertyEntry`.
        public init(_ keyPath: ReferenceWritableKeyPath<SessionPropertyValues, Value>) {
            self.keyPath = keyPath
        }

        /// The value in the current session.
        public var wrappedValue: Value {
            get { Self.values[keyPath: keyPath] }
            nonmutating set { Self.values[keyPath: keyPath] = newValue }
        }

        private static var values: SessionPropertyValues {
            guard let values = SessionPropertyValues.current else {
                preconditionFailure(
                    "A @SessionProperty is read outside a session: read it in a dynamic profile's body, "
                        + "its dynamic instructions, its hooks or a tool while the session responds.")
            }
            return values
        }
    }

    /// The session's values: its history and the properties the app declares.
    public var properties: SessionPropertyValues { values }
}

/// `@unchecked Sendable`: the only stored value is a key path, which is immutable (key paths
/// of properties are safe to share; the standard library only lacks the annotation).
extension LanguageModelSession.SessionProperty: @unchecked Sendable where Value: Sendable {}

extension Tool {
    /// A value of the session.
    public typealias SessionProperty = LanguageModelSession.SessionProperty
}

/// A key of a session property, with its default value; `@SessionPropertyEntry` declares one.
public protocol SessionPropertyKey: SendableMetatype {
    /// The value's type.
    associatedtype Value
    /// The value before anything sets it.
    static var defaultValue: Value { get }
}

/// The values of a session's properties: its `history`, and those the app declares with
/// `@SessionPropertyEntry` in an extension.
///
/// `@unchecked Sendable`: every value is behind a lock (`Locked`); values of a key are handed out as
/// the key's type, like `Environment` values in SwiftUI.
public final class SessionPropertyValues: @unchecked Sendable {
    /// The values of the session whose profile is being evaluated or whose request is running.
    @TaskLocal static var current: SessionPropertyValues?

    /// The session; set once, when the session is made.
    private(set) weak var session: LanguageModelSession?
    private let stored = Locked<[ObjectIdentifier: Handed<Any>]>([:])
    /// The transcript of the request in progress, when there is one: history reads and writes
    /// go to it, so that a hook's change is part of the request's result.
    private let working = Locked<Transcript?>(nil)
    private let registrar = ObservationRegistrar()

    init() {}

    /// Ties the values to their session (once, while the session is made).
    func attach(_ session: LanguageModelSession) {
        self.session = session
    }

    /// The entries after the instructions: prompts, responses, reasoning, tool calls and
    /// outputs. Setting it replaces them (and keeps the instructions); it is meant for a
    /// profile's hooks, not for dynamic instructions or tools, whose evaluation the model's
    /// output depends on.
    public var history: ArraySlice<Transcript.Entry> {
        get {
            registrar.access(self, keyPath: \.history)
            if let transcript = working.withLock({ $0 }) { return transcript.history }
            return session?.transcript.history ?? []
        }
        set {
            registrar.withMutation(of: self, keyPath: \.history) {
                let edited = working.withLock { transcript -> Bool in
                    guard transcript != nil else { return false }
                    transcript!.history = newValue
                    return true
                }
                if !edited, let session {
                    var transcript = session.transcript
                    transcript.history = newValue
                    session.transcript = transcript
                }
            }
        }
    }

    /// The value of a key.
    public subscript<K: SessionPropertyKey>(key: K.Type) -> K.Value {
        get {
            registrar.access(self, keyPath: \.history)
            return stored.withLock { $0[ObjectIdentifier(key)] }?.value as? K.Value ?? K.defaultValue
        }
        set {
            registrar.withMutation(of: self, keyPath: \.history) {
                let value = Handed<Any>(newValue)
                stored.withLock { $0[ObjectIdentifier(key)] = value }
            }
        }
    }

    /// Runs hooks with history edits going to a request's transcript.
    /// - Parameters:
    ///   - transcript: the request's transcript, edited in place.
    ///   - body: the hooks.
    func editing(_ transcript: inout Transcript, _ body: () async throws -> Void) async throws {
        working.withLock { $0 = transcript }
        defer {
            if let edited = working.withLock({ value -> Transcript? in
                defer { value = nil }
                return value
            }) {
                transcript = edited
            }
        }
        try await body()
    }
}

extension SessionPropertyValues: Observable {}
