import Foundation
import LlamaRuntime
import Locking

/// The guardrails' classifier: a prompt (`ClassifierPrompt`: one for what the model reads, one
/// for what it writes) that weighs "safe" against "unsafe" as the first word of the answer, on
/// two embedded models in turn. The fast model screens every text; what it flags goes to the
/// quality model, which decides and names the kind of harm. At a line that keeps the harmful
/// texts, the fast model alone also flags ordinary app prompts (a customer complaining about an
/// order); the quality model tells them apart, at three times the cost, so it reads only the few
/// texts the screen flags. The instructions and examples are decoded once per model and kept
/// (in memory and in the prefix cache on disk), so a check decodes only the text; verdicts are
/// kept per text.
package final class ModelContentClassifier: ContentClassifier {
    /// The classifier of `SystemLanguageModel`'s default guardrails, whatever tier the app
    /// runs on: the fast model screens and the quality model decides, or the one installed
    /// does both (else the default model, such as one named by `FM_MODEL`).
    package static let shared = installed()

    /// A classifier on the installed models, as `shared`.
    /// - Parameter prefixes: where the states of its instructions and examples are kept between
    ///   launches; nil: where every model keeps them (`FM_PREFIX_CACHE`).
    package static func installed(keepingPrefixesIn prefixes: URL? = nil) -> ModelContentClassifier {
        func model(_ url: URL, cacheMemory: Int) -> LlamaLanguageModel {
            var model = LlamaLanguageModel(contentsOf: url, cacheMemory: cacheMemory)
            if let prefixes { model.prefixCacheDirectory = prefixes }
            return model
        }
        func model(named file: String, cacheMemory: Int) -> LlamaLanguageModel? {
            let url = ModelLocator.modelFolder.appendingPathComponent(file)
            guard FileManager.default.isReadableFile(atPath: url.path) else { return nil }
            return model(url, cacheMemory: cacheMemory)
        }
        let screen = model(named: ModelLocator.fastModelFile, cacheMemory: 64 << 20)
        let judge = model(named: ModelLocator.qualityModelFile, cacheMemory: 96 << 20)
        guard screen != nil || judge != nil else {
            return ModelContentClassifier(
                screen: nil, judge: model(ModelLocator.defaultModelURL, cacheMemory: 96 << 20))
        }
        return ModelContentClassifier(screen: screen, judge: judge)
    }

    /// The longest text checked in one decode, in characters; longer ones are checked in parts.
    static let windowCharacters = 3000

    /// A model of the classifier, and whether it screens (at the fast model's line) or decides.
    private typealias Stage = (engine: EmbeddedEngine, screens: Bool)
    /// The models a text goes through in turn.
    private let stages: [Stage]
    private let verdicts = Locked(VerdictCache())

    /// A classifier on a model that screens and one that decides on what it flags; either
    /// alone does both.
    package init(screen: LlamaLanguageModel?, judge: LlamaLanguageModel?) {
        precondition(screen != nil || judge != nil, "a classifier needs a model")
        stages =
            (screen.map { [(EmbeddedEngine(key: $0.engineKey), true)] } ?? [])
            + (judge.map { [(EmbeddedEngine(key: $0.engineKey), false)] } ?? [])
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

    /// Loads the models and decodes the instructions and examples for prompts, below every
    /// request.
    package func prewarm() {
        Task(priority: .background) { [self] in
            for stage in stages { _ = try? await unsafeProbability(of: "Hello.", with: .input, on: stage) }
        }
    }

    /// The verdict of the stages in turn: safe at the first that does not flag the text, else
    /// harmful, of the kind the last one names.
    private func classify(_ text: String, with prompt: ClassifierPrompt) async throws -> ContentVerdict {
        var probability = 0.0
        for stage in stages {
            probability = try await unsafeProbability(of: text, with: prompt, on: stage)
            guard probability > (stage.screens ? prompt.screenThreshold : prompt.threshold) else {
                return ContentVerdict(category: nil, probability: probability)
            }
        }
        let last = stages[stages.count - 1]
        let messages = chat(text, prompt, screens: last.screens)
        let kinds = try await last.engine.choiceLogits(
            after: messages, fixedMessages: messages.count - 1, answer: "unsafe:",
            choices: ContentVerdict.categories.map { " " + $0 })
        let best = kinds.indices.max { kinds[$0] < kinds[$1] } ?? 0
        return ContentVerdict(category: ContentVerdict.categories[best], probability: probability)
    }

    /// P("unsafe") against "safe" as the first word of the model's answer.
    private func unsafeProbability(
        of text: String, with prompt: ClassifierPrompt, on stage: Stage
    ) async throws -> Double {
        let messages = chat(text, prompt, screens: stage.screens)
        let leaning = try await stage.engine.choiceLogits(
            after: messages, fixedMessages: messages.count - 1, choices: ["safe", "unsafe"])
        return 1 / (1 + exp(Double(leaning[0] - leaning[1])))
    }

    private func chat(_ text: String, _ prompt: ClassifierPrompt, screens: Bool) -> [ChatMessage] {
        (screens ? prompt.screenMessages : prompt.messages) + [ChatMessage(role: "user", content: prompt.message(text))]
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
