import FoundationModels

/// An actor that generates evaluation samples with a language model, from a prompt and a few
/// initial samples.
///
/// Each model call generates a batch of up to 10 samples under the schema of the sample type
/// (for a `ModelSample<T>`, a prompt and its expected `T`), shown a few initial samples as
/// examples chosen by the ``SamplingStrategy``. A sample whose prompt repeats one already there
/// is dropped; one the validator rejects goes to ``invalidSamples``.
///
/// ```swift
/// let generator = SampleGenerator(prompt, samples: dataset, targetCount: 20)
/// for try await sample in generator.run() { expanded.append(sample) }
/// let rejected = await generator.invalidSamples
/// ```
public actor SampleGenerator<SampleType: ModelSampleProtocol> {
    /// The most samples one model call generates.
    static var batchSize: Int { 10 }

    /// How the examples of each batch are chosen; nil shows none, and stops at the first batch
    /// that adds nothing new.
    public nonisolated let samplingStrategy: SamplingStrategy?
    /// Decides whether a generated sample is kept; a rejected sample goes to ``invalidSamples``.
    public nonisolated let validator: (@Sendable (SampleType) async throws -> Bool)?
    /// All samples of the most recent run: the initial ones, then the generated ones.
    public internal(set) var samples: [SampleType]
    /// The samples the validator rejected in the most recent run.
    public internal(set) var invalidSamples: [SampleType] = []

    /// What to generate.
    let prompt: Prompt
    /// The samples given at creation.
    let initialSamples: [SampleType]
    /// How many samples a run ends with, the initial ones included.
    let targetCount: Int
    /// Makes the session of each batch.
    let sessionProvider: (@Sendable () -> LanguageModelSession)?
    /// How the sample type is generated.
    let codec: SampleCodec<SampleType>
    /// The run in progress or last started; a new run waits for it.
    var lastRun: Task<Void, Never>?

    init(
        prompt: Prompt, samples: [SampleType], targetCount: Int,
        sessionProvider: (@Sendable () -> LanguageModelSession)?,
        samplingStrategy: SamplingStrategy?, validator: (@Sendable (SampleType) async throws -> Bool)?,
        codec: SampleCodec<SampleType>
    ) {
        self.prompt = prompt
        self.initialSamples = samples
        self.samples = samples
        self.targetCount = targetCount
        self.sessionProvider = sessionProvider
        self.samplingStrategy = samplingStrategy
        self.validator = validator
        self.codec = codec
    }

    /// Creates a generator for sample types that are themselves generable: the model generates
    /// whole samples.
    /// - Parameters:
    ///   - prompt: What to generate, sent to the model with each batch.
    ///   - samples: The initial samples, shown as examples.
    ///   - targetCount: How many samples a run ends with, the initial ones included.
    ///   - sessionProvider: Makes the session of each batch; nil uses the on-device model.
    ///   - samplingStrategy: How the examples of each batch are chosen.
    ///   - validator: Decides whether a generated sample is kept.
    public init(
        _ prompt: Prompt, samples: [SampleType], targetCount: Int,
        sessionProvider: (@Sendable () -> LanguageModelSession)? = nil,
        samplingStrategy: SamplingStrategy? = .random(),
        validator: (@Sendable (SampleType) async throws -> Bool)? = nil
    ) where SampleType: Generable {
        self.init(
            prompt: prompt, samples: samples, targetCount: targetCount, sessionProvider: sessionProvider,
            samplingStrategy: samplingStrategy, validator: validator, codec: .generable)
    }

    /// Creates a generator of `ModelSample`s: the model generates each sample's prompt and
    /// expected value.
    /// - Parameters:
    ///   - prompt: What to generate, sent to the model with each batch.
    ///   - samples: The initial samples, shown as examples.
    ///   - targetCount: How many samples a run ends with, the initial ones included.
    ///   - sessionProvider: Makes the session of each batch; nil uses the on-device model.
    ///   - samplingStrategy: How the examples of each batch are chosen.
    ///   - validator: Decides whether a generated sample is kept.
    public init<T: Generable & Codable & Sendable>(
        _ prompt: Prompt, samples: [SampleType], targetCount: Int,
        sessionProvider: (@Sendable () -> LanguageModelSession)? = nil,
        samplingStrategy: SamplingStrategy? = .random(),
        validator: (@Sendable (SampleType) async throws -> Bool)? = nil
    ) where SampleType == ModelSample<T> {
        self.init(
            prompt: prompt, samples: samples, targetCount: targetCount, sessionProvider: sessionProvider,
            samplingStrategy: samplingStrategy, validator: validator, codec: GeneratedModelSample.codec(T.self))
    }

    /// Runs the generator and returns a stream of the newly generated samples.
    ///
    /// After the stream ends, ``samples`` holds the initial and the generated samples, and
    /// ``invalidSamples`` the rejected ones. A second run waits for the first to end, and
    /// starts again from the initial samples. Cancelling the iteration stops the run.
    /// - Returns: The new samples, as they are made; the stream throws what the model or the
    ///   validator throws.
    public nonisolated func run() -> some AsyncSequence<SampleType, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: SampleType.self)
        let task = Task { await self.runAfterEarlierRuns(into: continuation) }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Runs once the run before has ended.
    private func runAfterEarlierRuns(into continuation: AsyncThrowingStream<SampleType, any Error>.Continuation) async {
        let previous = lastRun
        let run = Task {
            await previous?.value
            await self.generate(into: continuation)
        }
        lastRun = run
        await withTaskCancellationHandler {
            await run.value
        } onCancel: {
            run.cancel()
        }
    }
}
