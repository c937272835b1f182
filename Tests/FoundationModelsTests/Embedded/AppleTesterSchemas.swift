import FoundationModels

/// The recursive schemas of the tests of Apple's Python SDK (`tests/tester_schemas`): a person
/// whose name comes after its children, a pet club of persons, and a newsletter whose staff are
/// persons. Their validators require every name and title to be non-empty.
enum AppleTesterSchemas {
    @Generable
    struct Age {
        var years: Int
        var months: Int
    }

    @Generable(description: "A description of a cute cat")
    struct Cat {
        var age: Age
        var name: String
        var profile: String
    }

    @Generable
    struct Hedgehog {
        @Guide(description: "A cute old-timey name")
        var name: String
        @Guide(description: "The hedgehog's age", .range(0...8))
        var age: Int
        @Guide(description: "The hedgehog's favorite food", .anyOf(["carrot", "turnip", "leek"]))
        var favoriteFood: String
        @Guide(.constant("a hedge"))
        var home: String
        @Guide(description: "The hedgehog's hobbies", .count(3))
        var hobbies: [String]
    }

    @Generable
    struct Person {
        @Guide(description: "The person's age", .range(18...100))
        var age: Int?
        @Guide(description: "The person's children", .maximumCount(3))
        var children: [Person]
        @Guide(description: "The person's name")
        var name: String

        /// Every name in the family, this person's first.
        var names: [String] { [name] + children.flatMap(\.names) }

        /// How many generations the family has (1: no children).
        var levels: Int { 1 + (children.map(\.levels).max() ?? 0) }
    }

    @Generable
    struct PetClub {
        var members: [Person]
        var cats: [Cat]
        var hedgehogs: [Hedgehog]
        var otherPets: [String]
        @Guide(description: "Should be the name of one of the members")
        var presidentName: String
    }

    @Generable
    struct ShelterNewsletter {
        let title: String
        let topic: String
        @Guide(description: "A local company that's sponsoring this newsletter, if applicable")
        let sponsor: String?
        let issueNumber: Int?
        @Guide(description: "Search keywords for this newsletter")
        let tags: [String]?
        let featuredCats: [Cat]?
        let featuredHedgehog: Hedgehog?
        let featuredStaff: [Person]?
    }

    /// `person.json`: the person as a JSON schema, recursive through `#`.
    static let personJSON = #"""
        {"title": "Person", "type": "object", "additionalProperties": false,
         "properties": {
           "age": {"description": "The person's age", "type": "integer", "minimum": 18, "maximum": 100},
           "children": {"description": "The person's children", "type": "array", "items": {"$ref": "#"},
                        "maxItems": 3},
           "name": {"description": "The person's name", "type": "string"}},
         "required": ["children", "name"], "x-order": ["age", "children", "name"]}
        """#

    /// The prompts of Apple's tests.
    static let innKeeper = "Generate an elderly inn keeper character who has 3 children and no grandchildren"
    static let innKeeperOfFive = "Generate an elderly inn keeper character who has 5 children and NO grandchildren"
    static let petClub =
        "Generate a pet club with 2 members (Alice age 25 and Bob age 30), "
        + "2 cats (a shorthair named Mittens and a longhair named Fluffy), "
        + "1 hedgehog (named Spike who is 5 years old and loves carrots), "
        + "2 other pets (a parrot and a turtle), and Alice as the president"
    static let newsletter =
        "Generate a newsletter featuring senior cats available for adoption! cats available for adoption! "
        + "- Do not mention any Hedgehogs. - Mention 3 staff members who love senior cats "
        + "- This article does NOT have a sponsor"
}
