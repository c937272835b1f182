import Foundation

extension LanguageModelSession {
    /// A failure caused by using a session the wrong way.
    public enum Error: Swift.Error, LocalizedError, Hashable, CustomDebugStringConvertible {
        /// The session was asked to respond while it was already responding.
        case concurrentRequests
        /// The transcript was changed while the session was responding.
        case transcriptMutationWhileResponding

        public var debugDescription: String {
            switch self {
            case .concurrentRequests:
                "The session is already responding. Wait for the current response (see isResponding), or use another session."
            case .transcriptMutationWhileResponding:
                "The transcript was changed while the session was responding; the response was not added to it. "
                    + "Change the transcript only when isResponding is false."
            }
        }

        public var errorDescription: String? { debugDescription }
    }
}
