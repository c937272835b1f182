import Foundation
import FoundationModelsTestSupport
import Testing

@testable import FoundationModels
@testable import FoundationModelsCore

/// Sessions throw the errors of their build: the 27 ones by default.
@Suite(.tags(.model), .needsModel) struct SessionErrorBuildTests {
    @Test func sessionsThrowTheErrorsOfTheirBuild() async throws {
        let session = LanguageModelSession(model: TestModels.qwen)
        let prompt = String(repeating: "espresso ", count: 5000)
        do {
            _ = try await session.respond(to: prompt)
            Issue.record("expected the context to overflow")
        } catch {
            #if FoundationModels26Errors
                guard case LanguageModelSession.GenerationError.exceededContextWindowSize = error else {
                    Issue.record("expected GenerationError.exceededContextWindowSize, got \(error)")
                    return
                }
            #else
                guard case LanguageModelError.contextSizeExceeded = error else {
                    Issue.record("expected LanguageModelError.contextSizeExceeded, got \(error)")
                    return
                }
            #endif
        }
    }
}

// GenerationError is deprecated in the default (27) build, so the conversion's own tests run in
// 26 mode: `swift test --traits FoundationModels26Errors --filter GenerationErrorConversionTests`.
#if FoundationModels26Errors
    /// The 26.x form of each error, as sessions throw it in 26 mode.
    @Suite struct GenerationErrorConversionTests {
        typealias GenerationError = LanguageModelSession.GenerationError

        static func converted(_ error: any Error) -> GenerationError? {
            GenerationError(converting: error)
        }

        @Test func contextAndGuardrailErrorsHaveTheir26Cases() throws {
            let overflow = LanguageModelError.contextSizeExceeded(
                .init(contextSize: 4096, tokenCount: 5000, debugDescription: "too long"))
            guard case .exceededContextWindowSize(let context)? = Self.converted(overflow) else {
                Issue.record("expected exceededContextWindowSize")
                return
            }
            #expect(context.debugDescription == "too long")
            guard
                case .guardrailViolation? = Self.converted(
                    LanguageModelError.guardrailViolation(.init(debugDescription: "x")))
            else {
                Issue.record("expected guardrailViolation")
                return
            }
            guard
                case .rateLimited? = Self.converted(
                    LanguageModelError.rateLimited(.init(resetDate: nil, debugDescription: "x")))
            else {
                Issue.record("expected rateLimited")
                return
            }
            guard
                case .unsupportedGuide? = Self.converted(
                    LanguageModelError.unsupportedGenerationGuide(.init(schemaName: "Cat", debugDescription: "x")))
            else {
                Issue.record("expected unsupportedGuide")
                return
            }
        }

        @Test func parsingSessionAndAssetErrorsHaveTheir26Cases() throws {
            guard
                case .decodingFailure(let context)? = Self.converted(
                    GeneratedContent.ParsingError(rawContent: "{", debugDescription: "not JSON"))
            else {
                Issue.record("expected decodingFailure")
                return
            }
            #expect(context.debugDescription == "not JSON")
            guard case .concurrentRequests? = Self.converted(LanguageModelSession.Error.concurrentRequests) else {
                Issue.record("expected concurrentRequests")
                return
            }
            guard
                case .assetsUnavailable(let assets)? = Self.converted(
                    SystemLanguageModel.Error.assetsUnavailable(.init(debugDescription: "no model")))
            else {
                Issue.record("expected assetsUnavailable")
                return
            }
            #expect(assets.debugDescription == "no model")
        }

        @Test func aRefusalKeepsItsExplanation() async throws {
            let refusal = LanguageModelError.refusal(
                .init(explanation: "I cannot help with that.", debugDescription: "refused"))
            guard case .refusal(let payload, _)? = Self.converted(refusal) else {
                Issue.record("expected refusal")
                return
            }
            #expect(try await payload.explanation.content == "I cannot help with that.")
        }

        @Test func errorsWithout26CasesStayAsTheyAre() {
            #expect(Self.converted(CancellationError()) == nil)
            #expect(Self.converted(LanguageModelError.timeout(.init(debugDescription: "slow"))) == nil)
            #expect(Self.converted(LanguageModelSession.Error.transcriptMutationWhileResponding) == nil)
            #expect(
                Self.converted(
                    LanguageModelError.unsupportedCapability(.init(capability: .vision, debugDescription: "no vision")))
                    == nil)
        }
    }
#endif
