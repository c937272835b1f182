/// How an ``OpenAILanguageModel`` retries a request that failed in a way that is safe to
/// repeat: the connection was refused before any byte came back, or the server answered 502 or
/// 503. Nothing is retried once the response has started. Extension of this project.
public struct RetryPolicy: Sendable, Hashable {
    /// The most attempts in all, 1 or more.
    public var maximumAttempts: Int
    /// The wait before the first retry; each later wait doubles (a server's `Retry-After` wins
    /// when it is longer, up to ``maximumDelay``).
    public var initialDelay: Duration
    /// The longest wait between attempts.
    public var maximumDelay: Duration

    /// Creates a policy.
    /// - Parameters:
    ///   - maximumAttempts: the most attempts in all (1: no retries).
    ///   - initialDelay: the wait before the first retry.
    ///   - maximumDelay: the longest wait.
    public init(maximumAttempts: Int, initialDelay: Duration = .milliseconds(250), maximumDelay: Duration = .seconds(8))
    {
        self.maximumAttempts = max(1, maximumAttempts)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
    }

    /// Three attempts, waiting 0.25 s and then 0.5 s.
    public static let `default` = RetryPolicy(maximumAttempts: 3)
    /// One attempt.
    public static let none = RetryPolicy(maximumAttempts: 1)

    /// The wait before a retry.
    /// - Parameters:
    ///   - retry: 1 for the first retry.
    ///   - retryAfter: the seconds the server asked to wait, if any.
    func delay(beforeRetry retry: Int, retryAfter: Double?) -> Duration {
        var delay = initialDelay * (1 << min(retry - 1, 16))
        if let retryAfter, retryAfter > 0 { delay = max(delay, .milliseconds(Int(retryAfter * 1000))) }
        return min(delay, maximumDelay)
    }
}
