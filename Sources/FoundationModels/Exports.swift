// The framework's public API lives in FoundationModelsCore (no llama.cpp needed); this module
// adds the on-device model and re-exports the rest, so `import FoundationModels` is all an app
// writes.
@_exported import FoundationModelsCore
