import Testing
@testable import GuidedGeneration
