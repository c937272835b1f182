import Foundation
import FoundationModelsOpenAI
import Observation

/// Apple's server model (Private Cloud Compute). Linux has no Private Cloud Compute: the model
/// made with ``init()`` reports itself unavailable (`deviceNotEligible`) and its requests throw
/// ``Error/serviceUnavailable(_:)`` saying so.
///
/// Extension of this project: ``init(server:)`` points it at an inference server of your own
/// (any OpenAI-compatible endpoint), so code written for Apple's server model runs against it.
public final class PrivateCloudComputeLanguageModel: Sendable {
    /// The server requests go to, if one was given.
    let server: OpenAILanguageModel?

    /// Apple's server model, which is not available on Linux.
    public convenience init() {
        self.init(server: nil)
    }

    /// The server model backed by an OpenAI-compatible server of your own. Extension of this project.
    /// - Parameter server: the server and model.
    public init(server: OpenAILanguageModel?) {
        self.server = server
    }

    /// Whether the model can be used.
    @frozen
    public enum Availability: Equatable, Sendable {
        /// The model is ready.
        case available
        /// The model cannot be used, for this reason.
        case unavailable(UnavailableReason)

        /// Why the model cannot be used.
        public enum UnavailableReason: Equatable, Sendable, Hashable {
            /// The machine cannot use Private Cloud Compute (always so on Linux without a server).
            case deviceNotEligible
            /// The system is not ready yet.
            case systemNotReady
        }
    }

    /// Available with a server of your own; otherwise `deviceNotEligible`.
    public var availability: Availability { server == nil ? .unavailable(.deviceNotEligible) : .available }

    /// Whether the model is available.
    public var isAvailable: Bool { availability == .available }

    /// The context window of the served model.
    public var contextSize: Int {
        get async throws {
            guard let server else { throw Self.unavailableError }
            return await server.withServerContextSize().contextSize
        }
    }

    /// How much of the usage quota is used: there is no quota on a server of your own.
    public var quotaUsage: QuotaUsage { QuotaUsage(status: .belowLimit(.init(isApproachingLimit: false))) }

    /// The languages the model reads and writes well.
    public var supportedLanguages: Set<Locale.Language> { SystemLanguageModel.default.supportedLanguages }

    /// Whether the model supports a locale's language.
    public func supportsLocale(_ locale: Locale = .current) -> Bool {
        SystemLanguageModel.default.supportsLocale(locale)
    }

    /// How much of the usage quota is used.
    public struct QuotaUsage: Sendable {
        /// Below the limit, or at it.
        public var status: Status
        /// A way to raise the limit, if there is one.
        public var limitIncreaseSuggestion: LimitIncreaseSuggestion?
        /// When the quota resets.
        public var resetDate: Date?

        /// Whether the limit is reached.
        public var isLimitReached: Bool {
            if case .limitReached = status { true } else { false }
        }

        /// Below the limit, or at it.
        public enum Status: Sendable {
            /// Below the limit.
            case belowLimit(BelowLimit)
            /// At the limit.
            case limitReached(LimitReached)

            /// Below the limit.
            public struct BelowLimit: Sendable {
                /// Whether the limit is near.
                public var isApproachingLimit: Bool
            }

            /// At the limit.
            public struct LimitReached: Sendable {}
        }

        /// A way to raise the limit.
        public struct LimitIncreaseSuggestion: Sendable {
            /// Shows the suggestion (nothing to show on Linux).
            public func show() {}
        }
    }

    /// An error of the server model.
    public enum Error: Swift.Error, LocalizedError, CustomDebugStringConvertible {
        /// The network failed.
        case networkFailure(NetworkFailure)
        /// The usage quota is used up.
        case quotaLimitReached(QuotaLimitReached)
        /// The service cannot be used.
        case serviceUnavailable(ServiceUnavailable)

        /// The network failed.
        public struct NetworkFailure: Sendable {
            /// What went wrong.
            public var debugDescription: String
            /// Creates the payload.
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        /// The usage quota is used up.
        public struct QuotaLimitReached: Sendable {
            /// A way to raise the limit.
            public var limitIncreaseSuggestion: QuotaUsage.LimitIncreaseSuggestion?
            /// When the quota resets.
            public var resetDate: Date?
            /// What went wrong.
            public var debugDescription: String
            /// Creates the payload.
            public init(
                limitIncreaseSuggestion: QuotaUsage.LimitIncreaseSuggestion? = nil, resetDate: Date? = nil,
                debugDescription: String
            ) {
                self.limitIncreaseSuggestion = limitIncreaseSuggestion
                self.resetDate = resetDate
                self.debugDescription = debugDescription
            }
        }

        /// The service cannot be used.
        public struct ServiceUnavailable: Sendable {
            /// What went wrong and what to do.
            public var debugDescription: String
            /// Creates the payload.
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        public var debugDescription: String {
            switch self {
            case .networkFailure(let e): e.debugDescription
            case .quotaLimitReached(let e): e.debugDescription
            case .serviceUnavailable(let e): e.debugDescription
            }
        }

        public var errorDescription: String? { debugDescription }
    }

    static let unavailableError = Error.serviceUnavailable(
        .init(
            debugDescription:
                "Private Cloud Compute does not exist on Linux. Use SystemLanguageModel.default, or point the model at a "
                + "server of your own with PrivateCloudComputeLanguageModel(server: OpenAILanguageModel(baseURL:model:))."
        ))
}

extension PrivateCloudComputeLanguageModel: LanguageModel {
    /// The server's capabilities; text generation with tools, reasoning and guided generation.
    public var capabilities: LanguageModelCapabilities {
        server?.capabilities ?? LanguageModelCapabilities([.guidedGeneration, .toolCalling, .reasoning])
    }

    /// The server, if any.
    public var executorConfiguration: Executor.Configuration { Executor.Configuration(server: server) }

    /// Sends requests to the server of your own, or fails when there is none.
    public struct Executor: LanguageModelExecutor {
        /// The server, if any.
        public struct Configuration: Hashable, Sendable {
            let server: OpenAILanguageModel?
        }

        private let server: OpenAILanguageModel.Executor?

        /// Creates the executor.
        public init(configuration: Configuration) {
            server = configuration.server.map { OpenAILanguageModel.Executor(configuration: $0.executorConfiguration) }
        }

        /// Sends the request to the server.
        /// - Throws: ``PrivateCloudComputeLanguageModel/Error/serviceUnavailable(_:)`` without a server.
        public func respond(
            to request: LanguageModelExecutorGenerationRequest, model: PrivateCloudComputeLanguageModel,
            streamingInto channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            guard let server, let description = model.server else {
                throw PrivateCloudComputeLanguageModel.unavailableError
            }
            try await server.respond(to: request, model: description, streamingInto: channel)
        }
    }
}

extension PrivateCloudComputeLanguageModel: Observable {}
