import FoundationModels
import FoundationModelsTestSupport

/// Scripted replies: what a model would generate for each step.
enum MenuFixtures {
    static let ingredients =
        #"{"ingredients":["basil","tomato","Basil","mozzarella","olive oil","garlic","pasta","parmesan","lemon","arugula"]}"#

    static let menu =
        #"{"type":"lunch","menu":["#
        + #"{"name":"Caprese Salad","description":"Fresh tomato and mozzarella with basil.","ingredients":["tomato","mozzarella","basil"],"cost":9.5},"#
        + #"{"name":"Pasta al Limone","description":"Pasta in a lemon and parmesan sauce.","ingredients":["pasta","lemon","parmesan"],"cost":14},"#
        + #"{"name":"Garlic Bread","description":"Toasted bread with garlic and olive oil.","ingredients":["garlic","olive oil"],"cost":5.25},"#
        + #"{"name":"Arugula Plate","description":"Arugula with lemon and parmesan shavings.","ingredients":["arugula","lemon","parmesan"],"cost":8}"#
        + "]}"

    static let special =
        #"{"name":"Basil Pasta","description":"Pasta tossed with basil and garlic.","ingredients":["pasta","basil","garlic"],"cost":16.75}"#
}

extension ScriptedModel {
    /// A model that answers each request with the next scripted JSON text, streamed seven
    /// characters at a time, so tests see the intermediate snapshots without a real model.
    static func menu(replies: [String]) -> ScriptedModel {
        ScriptedModel(capabilities: [.guidedGeneration], chunkSize: 7, replies: replies.map { .text($0) })
    }
}
