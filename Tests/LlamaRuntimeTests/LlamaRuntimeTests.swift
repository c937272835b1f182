import Testing
@testable import LlamaRuntime
