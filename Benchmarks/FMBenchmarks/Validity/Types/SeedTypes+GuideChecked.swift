import ValidityTypes

// The guides of the seed's types (FoundationModelsTestSupport's `SeedTypes`), checked on each
// validity response.

extension SeedTypes.RestaurantMenu: GuideChecked {
    var guideProblems: [String] {
        GuideCheck.count(menu.count, in: 4...8, "menu")
    }
}

extension SeedTypes.NPC: GuideChecked {
    var guideProblems: [String] { [] }
}

extension SeedTypes.GeneratedCustomer: GuideChecked {
    var guideProblems: [String] {
        GuideCheck.count(attributes.count, in: 2...2, "attributes")
    }
}
