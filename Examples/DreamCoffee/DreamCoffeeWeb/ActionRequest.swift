import DreamCoffeeKit
import Foundation

/// A `POST /action` body: the tab that sends it, the action's name and its fields, e.g.
/// `{"tab": "…", "action": "walk", "direction": "up"}`. Reading one checks every field and
/// names what is wrong, so a bad request is refused before the game sees it.
///
/// Extension of this project.
struct ActionRequest: Decodable {
    /// The drink of `setDrink`, in the drink builder's words.
    struct DrinkFields: Decodable {
        var kind: String
        var temperature: String
        var milk: String
        var flavors: [String]?
    }

    /// The actions, by the names the page sends.
    static let names = [
        "newGame", "walk", "goToCup", "interact", "say", "close", "setDrink", "brew", "endShift",
    ]

    var tab: String?
    var action: String?
    var direction: String?
    var cup: Int?
    var text: String?
    var drink: DrinkFields?

    /// Reads a request body.
    /// - Parameter body: The bytes.
    /// - Returns: The tab's id and the action.
    /// - Throws: `WebError.Kind.invalidRequest` naming what is wrong.
    static func read(_ body: Data) throws(WebError) -> (tab: String?, action: PlayAction) {
        let request: ActionRequest
        do {
            request = try JSONDecoder().decode(ActionRequest.self, from: body)
        } catch let error as DecodingError {
            throw WebError(.invalidRequest, explain(error))
        } catch {
            throw WebError(.invalidRequest, "The body could not be read: \(error)")
        }
        return (request.tab, try request.playAction())
    }

    /// The action the fields name.
    func playAction() throws(WebError) -> PlayAction {
        guard let action else {
            throw WebError(
                .invalidRequest,
                #"No action given: send {"action": …} with one of \#(Self.names.joined(separator: ", "))."#)
        }
        switch action {
        case "newGame": return .newGame
        case "walk":
            let name = try field(direction, "direction", "up, down, left or right")
            guard let direction = Direction(rawValue: name) else {
                throw WebError(.invalidRequest, "Unknown direction '\(name)': use up, down, left or right.")
            }
            return .walk(direction)
        case "goToCup":
            let number = try field(cup, "cup", "a cup number from 1 to 4")
            guard (1...4).contains(number) else {
                throw WebError(.invalidRequest, "There is no cup \(number): the cups are 1 to 4.")
            }
            return .goToCup(number - 1)
        case "interact": return .interact
        case "say": return .say(try field(text, "text", "what the player says"))
        case "close": return .close
        case "setDrink":
            let fields = try field(drink, "drink", "an object with kind, temperature, milk and flavors")
            return .setDrink(try Self.drink(fields))
        case "brew": return .brew
        case "endShift": return .endShift
        default:
            throw WebError(
                .invalidRequest, "Unknown action '\(action)': the actions are \(Self.names.joined(separator: ", ")).")
        }
    }

    private func field<T>(_ value: T?, _ name: String, _ expected: String) throws(WebError) -> T {
        guard let value else {
            throw WebError(.invalidRequest, "The action '\(action ?? "")' needs \"\(name)\": \(expected).")
        }
        return value
    }

    /// A drink from the builder's words, each checked against the builder's options.
    static func drink(_ fields: DrinkFields) throws(WebError) -> Drink {
        Drink(
            kind: try option(fields.kind, "drink"), temperature: try option(fields.temperature, "temperature"),
            milk: try option(fields.milk, "milk"),
            flavors: try (fields.flavors ?? []).map { name throws(WebError) in try option(name, "flavour") })
    }

    private static func option<Option: DrinkOption>(_ name: String, _ what: String) throws(WebError) -> Option {
        guard let option = Option(rawValue: name) else {
            throw WebError(.invalidRequest, "Unknown \(what) '\(name)': choose one of \(Option.optionList).")
        }
        return option
    }

    /// A decoding error in the player's words: where in the body, and what was expected.
    static func explain(_ error: DecodingError) -> String {
        let example = #"{"tab": "…", "action": "walk", "direction": "up"}"#
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the body" : "\"" + path.map(\.stringValue).joined(separator: ".") + "\""
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "The body is not JSON. Send an object like \(example)."
        case .typeMismatch(let type, let context):
            let expected = type == Int.self ? "a whole number" : type == String.self ? "a string" : "\(type)"
            if context.codingPath.isEmpty { return "The body must be a JSON object like \(example)." }
            return "\(place(context.codingPath).capitalizedFirst) must be \(expected)."
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath + [key]).capitalizedFirst) is missing."
        case .valueNotFound(_, let context):
            return "\(place(context.codingPath).capitalizedFirst) must not be null."
        case .dataCorrupted(let context):
            return "\(place(context.codingPath).capitalizedFirst) is not valid: \(context.debugDescription)"
        @unknown default:
            return "The body is not an action. Send an object like \(example)."
        }
    }
}

extension String {
    /// The text with its first letter upper-cased ("the body" → "The body").
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
