// The public FoundationModels API.
