import Foundation

extension GameCommand {
    /// Why a line is not a command; the message says what to type instead.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong and what to do.
        public var description: String
    }

    /// The command words, for `help`.
    public static let usage = [
        "walk up|down|left|right [n]   (or up, w, …)",
        "goto barista|lisa|customer|cup N|<name>",
        "talk [to <who>]   say <text>   bye",
        "serve   drink <kind>   temp hot|iced   milk <kind>   flavor <kind>|none   brew",
        "look   score   end shift   help   quit",
    ]

    /// Parses one line of scripted input.
    /// - Parameter line: The line, e.g. `walk up 3` or `milk half & half`.
    /// - Returns: The command.
    /// - Throws: `ParseError` for an empty line, an unknown word or a bad argument.
    public static func parse(_ line: String) throws -> GameCommand {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let words = trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first?.lowercased() else {
            throw ParseError(description: "empty command; type help for the list")
        }
        let rest = Array(words.dropFirst())
        let argument = rest.joined(separator: " ")
        if let direction = Self.direction(first) { return try walk(direction, rest) }
        switch first {
        case "walk", "move":
            guard let word = rest.first, let direction = Self.direction(word.lowercased()) else {
                throw ParseError(description: "walk where? try: walk up 3 (up, down, left, right)")
            }
            return try walk(direction, Array(rest.dropFirst()))
        case "go" where rest.first.flatMap({ Self.direction($0.lowercased()) }) != nil:
            return try walk(Self.direction(rest[0].lowercased()) ?? .up, Array(rest.dropFirst()))
        case "goto", "go", "approach":
            let name = first == "go" && rest.first?.lowercased() == "to" ? Array(rest.dropFirst()) : rest
            guard !name.isEmpty else {
                throw ParseError(description: "go to whom? try: goto barista, goto lisa, goto cup 1")
            }
            return .goTo(try target(name))
        case "talk", "chat":
            let name = rest.first?.lowercased() == "to" ? Array(rest.dropFirst()) : rest
            return .talk(name.isEmpty ? nil : try target(name))
        case "say":
            guard !argument.isEmpty else { throw ParseError(description: "say what? try: say hello") }
            return .say(String(trimmed.dropFirst(first.count)).trimmingCharacters(in: .whitespaces))
        case "bye", "leave", "close": return .leave
        case "serve": return .serve
        case "drink":
            return .drink(try option(argument, "drink"))
        case "temp", "temperature":
            return .temperature(try option(argument, "temp"))
        case "hot", "iced":
            return .temperature(try option(first, "temp"))
        case "milk":
            return .milk(try option(argument, "milk"))
        case "flavor", "flavour", "add":
            if ["none", "no", "clear"].contains(argument.lowercased()) { return .clearFlavors }
            return .flavor(try option(argument, "flavor"))
        case "brew", "make": return .brew
        case "look", "l": return .look
        case "score", "stats": return .score
        case "end" where argument.lowercased() == "shift": return .endShift
        case "help", "?": return .help
        case "quit", "exit", "q": return .quit
        default:
            throw ParseError(description: "unknown command \"\(first)\"; type help for the list")
        }
    }

    /// A walk with an optional step count.
    private static func walk(_ direction: Direction, _ rest: [String]) throws -> GameCommand {
        guard let count = rest.first else { return .walk(direction, steps: 1) }
        guard rest.count == 1, let steps = Int(count), (1...50).contains(steps) else {
            throw ParseError(description: "steps must be a number from 1 to 50, like: walk \(direction.rawValue) 3")
        }
        return .walk(direction, steps: steps)
    }

    /// A direction word.
    private static func direction(_ word: String) -> Direction? {
        switch word {
        case "up", "u", "w", "north", "n": .up
        case "down", "s", "south": .down
        case "left", "a", "west": .left
        case "right", "d", "east", "e": .right
        default: nil
        }
    }

    /// Whom a command points at.
    private static func target(_ words: [String]) throws -> Target {
        let name = words.joined(separator: " ").lowercased()
        switch name {
        case "barista", "chike", "bar", "the barista": return .barista
        case "lisa", "regular": return .regular
        case "customer", "contact", "the customer": return .contactsCustomer
        default:
            if words.first?.lowercased() == "cup" {
                guard words.count == 2, let number = Int(words[1]), (1...4).contains(number) else {
                    throw ParseError(description: "cups are numbered 1 to 4, like: goto cup 2")
                }
                return .cup(number)
            }
            return .named(name)
        }
    }

    /// A drink builder option by name, or an error listing the choices.
    private static func option<Option: DrinkOption>(_ words: String, _ command: String) throws -> Option {
        guard let option = Option(spoken: words) else {
            let what = words.isEmpty ? "missing choice" : "no \(command) \"\(words)\""
            throw ParseError(description: "\(what); choose one of: \(Option.optionList)")
        }
        return option
    }
}
