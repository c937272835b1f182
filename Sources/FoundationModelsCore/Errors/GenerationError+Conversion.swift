import Foundation

/// An error of a module above the core (e.g. `SystemLanguageModel.Error`) that has a 26.x
/// ``LanguageModelSession/GenerationError`` form.
#if !FoundationModels26Errors
    @available(*, deprecated)
#endif
package protocol GenerationErrorConvertible: Error {
    /// The 26.x form of the error.
    var generationError: LanguageModelSession.GenerationError { get }
}

#if !FoundationModels26Errors
    @available(*, deprecated)
#endif
extension LanguageModelSession.GenerationError {
    /// The 26.x error for an error of the 27 API, as Apple's framework throws it to apps built
    /// against Xcode 26; nil when 26.x has no such error (an unsupported capability or transcript
    /// content, a timeout, a transcript changed while responding, a cancellation, a tool's
    /// failure, an invalid request), which then stays as it is.
    /// - Parameter error: an error thrown by a request.
    package init?(converting error: any Error) {
        switch error {
        case let error as LanguageModelSession.GenerationError:
            self = error
        case let error as LanguageModelError:
            guard let converted = Self(error) else { return nil }
            self = converted
        case LanguageModelSession.Error.concurrentRequests:
            self = .concurrentRequests(
                Context(debugDescription: LanguageModelSession.Error.concurrentRequests.debugDescription))
        case let error as GeneratedContent.ParsingError:
            self = .decodingFailure(Context(debugDescription: error.debugDescription))
        case let error as GenerationErrorConvertible:
            self = error.generationError
        default:
            return nil
        }
    }

    private init?(_ error: LanguageModelError) {
        let context = Context(debugDescription: error.debugDescription)
        switch error {
        case .contextSizeExceeded: self = .exceededContextWindowSize(context)
        case .rateLimited: self = .rateLimited(context)
        case .guardrailViolation: self = .guardrailViolation(context)
        case .unsupportedGenerationGuide: self = .unsupportedGuide(context)
        case .unsupportedLanguageOrLocale: self = .unsupportedLanguageOrLocale(context)
        case .refusal(let refusal):
            let explanation = Transcript.Entry.response(
                Transcript.Response(segments: [.text(.init(content: refusal.explanationText))]))
            self = .refusal(Refusal(transcriptEntries: [explanation]), context)
        case .unsupportedCapability, .unsupportedTranscriptContent, .timeout: return nil
        }
    }
}

extension LanguageModelSession {
    /// The error a request (or a read of generated content) throws to the app: the 27 error as it
    /// is, or, built with the trait
    /// `FoundationModels26Errors`, its 26.x ``GenerationError`` form where 26.x has one.
    /// - Parameter error: the error the request failed with.
    /// - Returns: the error to throw.
    static func publicError(_ error: any Swift.Error) -> any Swift.Error {
        #if FoundationModels26Errors
            GenerationError(converting: error) ?? error
        #else
            error
        #endif
    }
}
