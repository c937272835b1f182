import Foundation

/// A conversation with a language model: instructions, prompts, responses and tool calls,
/// kept as a transcript and in the model's cache between turns.
public final class LanguageModelSession: @unchecked Sendable {
}
