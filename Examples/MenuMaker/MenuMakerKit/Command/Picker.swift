import CommandLineSupport
import Foundation

/// Asks the user on the terminal: prompts go to standard error, answers come from standard input.
struct Picker {
    /// Whether standard input is a terminal a person can answer on.
    static var isInteractive: Bool { Terminal.isInteractive }

    /// Picks one of several choices by number or name.
    /// - Parameters:
    ///   - question: what is asked.
    ///   - choices: the choices.
    ///   - defaultIndex: the choice taken on an empty answer.
    /// - Returns: the index of the choice.
    /// - Throws: `UsageError` when input ends before an answer.
    static func pickOne(_ question: String, choices: [String], defaultIndex: Int) throws -> Int {
        for (index, choice) in choices.enumerated() {
            prompt("  \(index + 1). \(choice)\(index == defaultIndex ? " (default)" : "")\n")
        }
        while true {
            prompt("\(question) [1-\(choices.count)]: ")
            guard let line = readLine() else { throw UsageError("no answer on standard input") }
            let answer = line.trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { return defaultIndex }
            if let number = Int(answer), (1...choices.count).contains(number) { return number - 1 }
            if let index = choices.firstIndex(where: { $0.lowercased() == answer.lowercased() }) { return index }
            prompt("Please answer with a number from 1 to \(choices.count).\n")
        }
    }

    /// Asks for a line of text.
    /// - Parameters:
    ///   - question: what is asked.
    ///   - defaultAnswer: the answer taken on an empty line.
    /// - Returns: the answer.
    /// - Throws: `UsageError` when input ends before an answer.
    static func ask(_ question: String, defaultAnswer: String) throws -> String {
        prompt("\(question) [\(defaultAnswer)]: ")
        guard let line = readLine() else { throw UsageError("no answer on standard input") }
        let answer = line.trimmingCharacters(in: .whitespaces)
        return answer.isEmpty ? defaultAnswer : answer
    }

    /// Picks several of the choices by number (e.g. "1 3 5" or "2-6").
    /// - Parameters:
    ///   - question: what is asked.
    ///   - choices: the choices.
    /// - Returns: the chosen ones, in the list's order; all of them on an empty answer.
    /// - Throws: `UsageError` when input ends before an answer.
    static func pickSeveral(_ question: String, choices: [String]) throws -> [String] {
        for (index, choice) in choices.enumerated() { prompt("  \(String(format: "%2d", index + 1)). \(choice)\n") }
        while true {
            prompt("\(question) (numbers like 1 3 5 or 2-6; Enter for all): ")
            guard let line = readLine() else { throw UsageError("no answer on standard input") }
            if line.trimmingCharacters(in: .whitespaces).isEmpty { return choices }
            if let picked = numbers(in: line, upTo: choices.count), !picked.isEmpty {
                return choices.indices.filter { picked.contains($0 + 1) }.map { choices[$0] }
            }
            prompt("Please give numbers from 1 to \(choices.count).\n")
        }
    }

    /// Reads numbers and ranges ("1 3 5", "2-6", "1,4") up to a largest number.
    /// - Returns: the numbers, or nil when a part is not a number in range.
    static func numbers(in text: String, upTo largest: Int) -> Set<Int>? {
        var result: Set<Int> = []
        for part in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            let bounds = part.split(separator: "-", maxSplits: 1).map { Int($0) }
            guard let low = bounds.first ?? nil, let high = bounds.last ?? nil, 1 <= low, low <= high, high <= largest
            else {
                return nil
            }
            result.formUnion(low...high)
        }
        return result
    }

    private static func prompt(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
