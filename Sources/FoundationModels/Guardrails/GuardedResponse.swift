import Foundation
import Locking

/// One step of a response under the guardrails: what the step reads new (the prompt or the
/// tools' outputs) and what it writes are checked by a classifier, and a flagged step throws
/// `LanguageModelError.guardrailViolation`.
///
/// The checks run beside the generation, so the first words come as fast as without them: the
/// input is checked once the model has begun (its prompt decoded, the cores free for a moment),
/// and the output in parts as it streams (a sentence, or a structured response's string values,
/// once `partCharacters` have come). A flagged part stops the generation, and the text already
/// streamed from that part on is withdrawn (all of it for a flagged input or a structured
/// response) before the error is thrown; the step ends only when every part is checked.
struct GuardedResponse: Sendable {
    /// The fewest characters checked at once while a response streams.
    static let partCharacters = 400

    let classifier: any ContentClassifier
    let request: LanguageModelExecutorGenerationRequest

    /// A flagged text: where it came from and where it starts in a text response.
    private struct Finding: Sendable {
        var source: GuardedSource
        var start: Int
        var verdict: ContentVerdict

        /// The order in which findings are reported: the input first, then the earliest part.
        var order: Int { source == .input ? -1 : start }
    }

    /// Runs a step's generation and its checks, forwarding what it sends into `channel`.
    /// - Parameters:
    ///   - channel: the channel of the step.
    ///   - generate: the generation, sending into the channel it is given.
    /// - Throws: `LanguageModelError.guardrailViolation`, or what the generation or the classifier throws.
    func run(
        into channel: LanguageModelExecutorGenerationChannel,
        generate: @escaping @Sendable (LanguageModelExecutorGenerationChannel) async throws -> Void
    ) async throws {
        let inner = LanguageModelExecutorGenerationChannel()
        let generation = Task {
            do {
                try await generate(inner)
                inner.finish()
            } catch {
                inner.finish(throwing: error)
            }
        }
        let findings = Locked<[Finding]>([])
        let failures = Locked<[any Error]>([])
        var checks: [Task<Void, Never>] = []
        func check(_ text: String, _ source: GuardedSource, start: Int) {
            checks.append(
                Task { [classifier] in
                    do {
                        let verdict = try await classifier.classify(text, from: source)
                        guard verdict.isHarmful else { return }
                        findings.withLock { $0.append(Finding(source: source, start: start, verdict: verdict)) }
                    } catch {
                        failures.withLock { $0.append(error) }
                    }
                    generation.cancel()
                })
        }
        defer {
            generation.cancel()
            for task in checks { task.cancel() }
        }
        var input = GuardedText.input(of: request.transcript)
        let answered = GuardedSource.output(request: GuardedText.request(of: request.transcript))
        var watch = ResponseWatch(structured: request.schema != nil)
        do {
            try await withTaskCancellationHandler {
                for try await event in inner {
                    if let text = input.take() { check(text, .input, start: 0) }
                    guard findings.withLock(\.isEmpty) else { break }
                    await channel.send(event)
                    watch.apply(event)
                    while let part = watch.nextPart(minimum: Self.partCharacters) {
                        check(part.text, answered, start: part.start)
                    }
                }
            } onCancel: {
                generation.cancel()
            }
        } catch  where !findings.withLock(\.isEmpty) || !failures.withLock(\.isEmpty) {
            // The generation was stopped for a check; what it found is thrown below.
        }
        try Task.checkCancellation()
        if let text = input.take() { check(text, .input, start: 0) }
        if findings.withLock(\.isEmpty), let part = watch.rest() { check(part.text, answered, start: part.start) }
        for task in checks { await task.value }
        if let finding = findings.withLock({ $0.min { $0.order < $1.order } }) {
            await withdraw(from: finding, watch, into: channel)
            throw Self.violation(finding)
        }
        if let failure = failures.withLock(\.first) { throw failure }
    }

    /// Takes back what was streamed from a flagged part on.
    private func withdraw(
        from finding: Finding, _ watch: ResponseWatch, into channel: LanguageModelExecutorGenerationChannel
    ) async {
        let keep = finding.source != .input && !watch.structured ? String(watch.text.prefix(finding.start)) : ""
        if keep != watch.text {
            await channel.send(.response(entryID: watch.entryID, action: .replaceTextSegment(keep, tokenCount: 0)))
        }
        for call in watch.toolCalls {
            await channel.send(.toolCalls(action: .removeToolCall(id: call.id)))
        }
    }

    private static func violation(_ finding: Finding) -> LanguageModelError {
        let what = finding.source == .input ? "The prompt" : "The response"
        let kind = finding.verdict.category ?? "unsafe"
        return .guardrailViolation(
            .init(
                debugDescription:
                    "\(what) was flagged by the guardrails as unsafe content (\(kind)). Rephrase the prompt; "
                    + "to summarize, rewrite or translate text you were given, use SystemLanguageModel(guardrails: "
                    + ".permissiveContentTransformations).",
                metadata: ["category": kind, "source": finding.source == .input ? "prompt" : "response"]))
    }
}

extension Optional {
    /// The value, leaving nil behind.
    fileprivate mutating func take() -> Wrapped? {
        defer { self = nil }
        return self
    }
}
