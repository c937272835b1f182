import GuidedGeneration
import LlamaRuntime

extension ToolCalling {
    /// Generates tool calls after the model chose to call: each call's JSON under the tools'
    /// grammar, then the closing tag; another call follows if the model starts one.
    /// - Returns: the calls, in order.
    func generateCalls(context: any TokenBackend, sampler: Sampler, isCancelled: @escaping () -> Bool) throws
        -> [Transcript.ToolCall]
    {
        var sampler = sampler
        var calls: [Transcript.ToolCall] = []
        let vocabulary = context.tokenVocabulary
        while calls.count < maximumCalls {
            try context.append(opening + afterOpening, isCancelled: isCancelled)
            var loop = DecodingLoop(
                context: context, sampler: sampler, matcher: matcher,
                limit: context.contextLength - context.tokens.count - closing.count - 2,
                isCancelled: isCancelled, emit: { _ in })
            try loop.run()
            sampler = loop.sampler
            calls.append(try call(from: loop.output))
            try context.append(closing, isCancelled: isCancelled)
            let next = sampler.sample(try context.currentLogits()) { token in
                token == marker || vocabulary.isEndOfGeneration(token)
                    || afterOpening.first == token
            }
            guard let next, !vocabulary.isEndOfGeneration(next) else { break }
            if next != marker {
                try context.append([next], isCancelled: isCancelled)
                let again = sampler.sample(try context.currentLogits()) {
                    $0 == marker || vocabulary.isEndOfGeneration($0)
                }
                guard again == marker else { break }
            }
        }
        return calls
    }
}
