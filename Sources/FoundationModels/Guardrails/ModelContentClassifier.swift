import Foundation
import LlamaRuntime
import Locking

/// The guardrails' classifier: a prompt on an embedded model — the fast tier by default — that
/// weighs "safe" against "unsafe" as the first word of its answer, and names the kind of harm
/// of a flagged text (`ClassifierPrompt`: one for what the model reads, one for what it
/// writes). The instructions and examples are decoded once and kept (in memory and in the
/// prefix cache on disk), so a check decodes only the text; verdicts are kept per text.
package final class ModelContentClassifier: ContentClassifier {
    /// The classifier of `SystemLanguageModel`'s guardrails with `FM_GUARDRAILS=on`, on the fast
    /// model when it is installed, else on the default model.
    package static let shared = ModelContentClassifier(
        model: LlamaLanguageModel(
            contentsOf: FileManager.default.isReadableFile(atPath: ModelLocator.fastModelURL.path)
                ? ModelLocator.fastModelURL : ModelLocator.defaultModelURL,
            cacheMemory: 64 << 20))

    /// The longest text checked in one decode, in characters; longer ones are checked in parts.
    static let windowCharacters = 3000

    private let engine: EmbeddedEngine
    private let verdicts = Locked(VerdictCache())

    /// A classifier on a model.
    package init(model: LlamaLanguageModel) {
        engine = EmbeddedEngine(key: model.engineKey)
    }

    package func classify(_ text: String, from source: GuardedSource) async throws -> ContentVerdict {
        let key = "\(source)\n\(text)"
        if let known = verdicts.withLock({ $0[key] }) { return known }
        var verdict = ContentVerdict.safe
        for window in Self.windows(of: text) {
            verdict = try await classify(window, with: ClassifierPrompt(for: source))
            if verdict.isHarmful { break }
        }
        verdicts.withLock { $0[key] = verdict }
        return verdict
    }

    /// Loads the model and decodes the instructions and examples, below every request.
    package func prewarm() {
        Task(priority: .background) { [self] in _ = try? await classify("Hello.", from: .input) }
    }

    private func classify(_ text: String, with prompt: ClassifierPrompt) async throws -> ContentVerdict {
        let chat = prompt.messages + [ChatMessage(role: "user", content: prompt.message(text))]
        let fixed = prompt.messages.count
        let leaning = try await engine.choiceLogits(after: chat, fixedMessages: fixed, choices: ["safe", "unsafe"])
        let probability = 1 / (1 + exp(Double(leaning[0] - leaning[1])))
        guard probability > prompt.threshold else { return ContentVerdict(category: nil, probability: probability) }
        let kinds = try await engine.choiceLogits(
            after: chat, fixedMessages: fixed, answer: "unsafe:",
            choices: ContentVerdict.categories.map { " " + $0 })
        let best = kinds.indices.max { kinds[$0] < kinds[$1] } ?? 0
        return ContentVerdict(category: ContentVerdict.categories[best], probability: probability)
    }

    /// A text cut into parts of at most `windowCharacters`, at spaces where it can be.
    static func windows(of text: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(text)
        while rest.count > windowCharacters {
            let limit = rest.index(rest.startIndex, offsetBy: windowCharacters)
            let cut = rest[..<limit].lastIndex(of: " ").map { rest.index(after: $0) } ?? limit
            parts.append(String(rest[..<cut]))
            rest = rest[cut...]
        }
        return parts + [String(rest)]
    }
}

/// The verdicts on the texts checked most recently.
struct VerdictCache {
    /// How many verdicts are kept.
    static let capacity = 1024
    private var verdicts: [String: ContentVerdict] = [:]
    private var order: [String] = []

    subscript(key: String) -> ContentVerdict? {
        get { verdicts[key] }
        set {
            guard let newValue, verdicts.updateValue(newValue, forKey: key) == nil else { return }
            order.append(key)
            if order.count > Self.capacity { verdicts[order.removeFirst()] = nil }
        }
    }
}
