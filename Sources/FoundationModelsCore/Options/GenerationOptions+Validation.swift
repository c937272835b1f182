extension GenerationOptions {
    /// Checks the options; an absurd value is a clear error rather than a surprise.
    ///
    /// Rejected: `maximumResponseTokens` below 1; a negative, infinite or NaN `temperature`;
    /// `random(top:)` with k below 1; `random(probabilityThreshold:)` outside (0, 1]; and an
    /// explicit random sampling mode with temperature 0 (which cannot be random: use `.greedy`).
    /// Temperature 0 without a sampling mode means greedy.
    /// - Throws: `LanguageModelSession.InvalidRequestError` with reason `.invalidOption`.
    package func validate() throws {
        if let limit = maximumResponseTokens, limit < 1 {
            throw invalid(
                "maximumResponseTokens",
                "maximumResponseTokens is \(limit); it must be at least 1 (or nil for no limit)")
        }
        if let t = temperature, !(t >= 0 && t.isFinite) {
            throw invalid("temperature", "temperature is \(t); it must be a finite number of 0 or more")
        }
        switch samplingMode?.kind {
        case .randomTopK(let k, _) where k < 1:
            throw invalid("samplingMode", "samplingMode .random(top: \(k)) needs k of 1 or more")
        case .randomProbabilityThreshold(let p, _) where !(p > 0 && p <= 1):
            throw invalid(
                "samplingMode", "samplingMode .random(probabilityThreshold: \(p)) needs a threshold in (0, 1]")
        case .randomTopK, .randomProbabilityThreshold:
            if temperature == 0 {
                throw invalid(
                    "temperature",
                    "temperature 0 with random sampling cannot be random; use samplingMode: .greedy for the most likely tokens, or a temperature above 0"
                )
            }
        default:
            break
        }
    }

    private func invalid(_ option: String, _ message: String) -> LanguageModelSession.InvalidRequestError {
        LanguageModelSession.InvalidRequestError(.invalidOption(option), message + ".")
    }
}
