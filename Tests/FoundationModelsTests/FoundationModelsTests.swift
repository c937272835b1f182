import Testing

@testable import FoundationModelsCore
