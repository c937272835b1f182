import Foundation
import LlamaRuntime

/// Many sequences of one context decoded together with no session, scheduler, grammar or
/// sampler around them, as llama.cpp's `llama-batched-bench` does: every prompt into a sequence
/// of its own, then one most-likely token for every sequence a batch. What the hardware allows,
/// beside which `fm bench sessions` puts the sessions' figures.
///
/// Extension of this project (package access: not Apple's API and not stable). Use it from
/// one task at a time.
package final class RawBatchDecoder {
    private let model: LlamaModel
    private let context: LlamaSequenceContext

    /// Loads a model and makes a context for it.
    /// - Parameters:
    ///   - url: The GGUF file.
    ///   - cells: The token positions of the KV cache, shared by every sequence.
    ///   - sequences: The most sequences.
    ///   - threads: The CPU threads to decode with.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` when the model or the context cannot be made.
    package init(contentsOf url: URL, cells: Int, sequences: Int, threads: Int) throws {
        do {
            model = try LlamaModel(contentsOf: url)
            context = try LlamaSequenceContext(model: model, cells: cells, sequences: sequences, threads: threads)
            // A first decode sets up llama.cpp's buffers; it is not part of what is measured.
            try context.decode([.init(sequence: 0, tokens: [0], position: 0, wantsLogits: true)])
            context.remove(sequence: 0, from: 0)
        } catch {
            throw EmbeddedError.publicError(error, contextSize: cells)
        }
    }

    /// The tokens of instructions and a prompt rendered with the model's chat template.
    package func chatTokens(instructions: String, prompt: String) -> [LlamaToken] {
        let text = model.renderChat(
            [ChatMessage(role: "system", content: instructions), ChatMessage(role: "user", content: prompt)],
            addAssistantPrefix: true)
        return model.vocabulary.tokenize(text, addSpecial: true, parseSpecial: true)
    }

    /// Decodes each prompt into a sequence of its own, in batches as full as the context takes,
    /// then `steps` most-likely tokens for every sequence, one batch a step.
    /// - Returns: The seconds until every sequence had its first token, and in all.
    /// - Throws: `SystemLanguageModel.Error.assetsUnavailable` when llama.cpp fails to decode.
    package func run(prompts: [[LlamaToken]], steps: Int) throws -> (firstTokens: Double, whole: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        var held = prompts.map { _ in 0 }
        var next = prompts.map { _ in LlamaToken(0) }
        do {
            // Prompts, as many tokens a batch as it holds.
            var queue = prompts.indices.map { (sequence: $0, from: 0) }
            while !queue.isEmpty {
                var budget = context.batchSize
                var spans: [LlamaSequenceContext.Span] = []
                while budget > 0, let (sequence, from) = queue.first {
                    let count = min(budget, prompts[sequence].count - from)
                    let end = from + count
                    spans.append(
                        .init(
                            sequence: Int32(sequence), tokens: prompts[sequence][from..<end], position: from,
                            wantsLogits: end == prompts[sequence].count))
                    budget -= count
                    queue[0].from = end
                    if end == prompts[sequence].count { queue.removeFirst() }
                }
                try context.decode(spans)
                for (index, span) in spans.enumerated() where span.wantsLogits {
                    held[Int(span.sequence)] = prompts[Int(span.sequence)].count
                    next[Int(span.sequence)] = mostLikely(context.logits(ofSpan: index))
                }
            }
            let firstTokens = (clock.now - start).seconds
            for _ in 0..<steps {
                let spans = prompts.indices.map {
                    LlamaSequenceContext.Span(
                        sequence: Int32($0), tokens: [next[$0]], position: held[$0], wantsLogits: true)
                }
                try context.decode(spans)
                for index in prompts.indices {
                    held[index] += 1
                    next[index] = mostLikely(context.logits(ofSpan: index))
                }
            }
            for index in prompts.indices { context.remove(sequence: Int32(index), from: 0) }
            return (firstTokens, (clock.now - start).seconds)
        } catch {
            throw EmbeddedError.publicError(error, contextSize: context.cellCount)
        }
    }

    private func mostLikely(_ logits: UnsafeBufferPointer<Float>) -> LlamaToken {
        Sampler.argmax(logits, allowed: nil) ?? 0
    }
}
