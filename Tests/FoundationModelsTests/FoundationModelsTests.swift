import Testing
@testable import FoundationModels
