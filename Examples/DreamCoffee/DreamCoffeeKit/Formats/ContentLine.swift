/// One logical line of an iCalendar (RFC 5545) or vCard (RFC 6350) file:
/// `[group.]NAME *(;PARAM=value[,value]) : value`.
///
/// Extension of this project.
public struct ContentLine: Sendable, Equatable {
    /// The optional vCard group prefix (`item1` in `item1.BDAY`), as written.
    public var group: String?
    /// The property name, upper-cased (`DTSTART`, `ATTENDEE`, `BDAY`).
    public var name: String
    /// The parameters, keyed by upper-cased name; each holds its values with quotes removed.
    public var parameters: [String: [String]]
    /// The raw value after the first unquoted colon, still escaped.
    public var value: String
    /// The 1-based physical line number where this logical line starts.
    public var lineNumber: Int

    /// The first value of a parameter, if present.
    /// - Parameter name: The parameter name, in any case.
    /// - Returns: The first value, or `nil`.
    public func parameter(_ name: String) -> String? {
        parameters[name.uppercased()]?.first
    }
}

extension ContentLine {
    /// Splits a file into logical content lines, unfolding folded lines (a line break followed by
    /// a space or a tab continues the previous line) and skipping blank lines.
    /// - Parameter text: The whole file, with CRLF, LF or CR line breaks.
    /// - Returns: The parsed lines, in order.
    /// - Throws: `DataFormatError` for a line that is not a valid content line.
    public static func parseAll(_ text: String) throws -> [ContentLine] {
        var logical: [(number: Int, text: String)] = []
        var number = 0
        // Some editors start UTF-8 files with a byte order mark.
        let body = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        let physical = body.split(omittingEmptySubsequences: false) {
            $0 == "\n" || $0 == "\r\n" || $0 == "\r"
        }
        for raw in physical {
            number += 1
            if let first = raw.first, first == " " || first == "\t" {
                guard !logical.isEmpty else {
                    throw DataFormatError(
                        line: number, message: "a folded continuation line has no line to continue")
                }
                logical[logical.count - 1].text += raw.dropFirst()
            } else {
                logical.append((number, String(raw)))
            }
        }
        var lines: [ContentLine] = []
        for entry in logical where !entry.text.allSatisfy(\.isWhitespace) {
            lines.append(try parse(entry.text, lineNumber: entry.number))
        }
        return lines
    }

    /// Parses one unfolded logical line.
    /// - Parameters:
    ///   - text: The logical line, without its line break.
    ///   - lineNumber: The physical line number, for errors.
    /// - Returns: The parsed line.
    /// - Throws: `DataFormatError` when the name, a parameter or the colon is missing or malformed.
    public static func parse(_ text: String, lineNumber: Int) throws -> ContentLine {
        var scanner = Substring(text)
        let head = scanner.prefix { $0 != ";" && $0 != ":" }
        scanner = scanner.dropFirst(head.count)
        var name = head.trimmingWhitespace()
        var group: String?
        if let dot = name.lastIndex(of: ".") {
            group = String(name[..<dot])
            name = String(name[name.index(after: dot)...])
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
            throw DataFormatError(
                line: lineNumber, message: "expected a property name such as SUMMARY, found \"\(head)\"")
        }
        var parameters: [String: [String]] = [:]
        while scanner.first == ";" {
            scanner = scanner.dropFirst()
            let key = scanner.prefix { $0 != "=" && $0 != ";" && $0 != ":" }
            scanner = scanner.dropFirst(key.count)
            let paramName = key.trimmingWhitespace().uppercased()
            guard !paramName.isEmpty else {
                throw DataFormatError(line: lineNumber, message: "empty parameter name in \(name)")
            }
            guard scanner.first == "=" else {
                // vCard 2.1 shorthand: `TEL;HOME:` means `TYPE=HOME`.
                parameters["TYPE", default: []].append(paramName)
                continue
            }
            scanner = scanner.dropFirst()
            var values: [String] = []
            repeat {
                if scanner.first == "," { scanner = scanner.dropFirst() }
                if scanner.first == "\"" {
                    scanner = scanner.dropFirst()
                    guard let close = scanner.firstIndex(of: "\"") else {
                        throw DataFormatError(
                            line: lineNumber,
                            message: "the quoted value of parameter \(paramName) has no closing quote")
                    }
                    values.append(String(scanner[..<close]))
                    scanner = scanner[scanner.index(after: close)...]
                } else {
                    let value = scanner.prefix { $0 != "," && $0 != ";" && $0 != ":" }
                    values.append(String(value))
                    scanner = scanner.dropFirst(value.count)
                }
            } while scanner.first == ","
            parameters[paramName, default: []].append(contentsOf: values)
        }
        guard scanner.first == ":" else {
            throw DataFormatError(
                line: lineNumber, message: "missing \":\" between the property \(name) and its value")
        }
        return ContentLine(
            group: group, name: name.uppercased(), parameters: parameters,
            value: String(scanner.dropFirst()), lineNumber: lineNumber)
    }

    /// Removes the text escapes of RFC 5545 / RFC 6350 (`\\`, `\;`, `\,`, `\n`, `\N`).
    /// - Parameter escaped: The raw value.
    /// - Returns: The plain text.
    public static func unescape(_ escaped: some StringProtocol) -> String {
        var result = ""
        var iterator = escaped.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            switch next {
            case "n", "N": result.append("\n")
            default: result.append(next)
            }
        }
        return result
    }

    /// Splits a structured value (such as vCard `N`) on unescaped semicolons, then unescapes
    /// each component.
    /// - Parameter escaped: The raw value.
    /// - Returns: The unescaped components.
    public static func components(_ escaped: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaping = false
        for character in escaped {
            if escaping {
                current.append("\\")
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == ";" {
                parts.append(unescape(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(unescape(current))
        return parts
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace.
    func trimmingWhitespace() -> String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return String(self[start..<Swift.max(start, end)])
    }
}
