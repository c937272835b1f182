// A server-only program needs nothing but this module: it brings the framework's public API
// (FoundationModelsCore) without llama.cpp. `import FoundationModels` works as well.
@_exported import FoundationModelsCore
