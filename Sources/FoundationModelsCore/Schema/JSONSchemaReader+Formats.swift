/// The `format` values that are enforced, as whole-match regular expressions, and the integer
/// formats, as bounds.
extension JSONSchemaReader {
    /// A date (RFC 3339 `full-date`), with the days of each month and leap years checked.
    static let datePattern: String = {
        let leapYear = #"(?:\d\d(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)"#
        let days =
            #"(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))"#
        return #"(?:\d{4}-"# + days + "|" + leapYear + "-02-29)"
    }()

    /// A time with an offset (RFC 3339 `full-time`; leap seconds are not generated).
    static let timePattern = #"(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)"#

    /// An IPv4 address in dotted decimal, without leading zeros.
    static let ipv4Pattern = #"(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"#

    /// An IPv6 address (RFC 4291 text forms, with `::` and a trailing IPv4 part).
    static let ipv6Pattern: String = {
        let h = "[0-9A-Fa-f]{1,4}"
        let tail = "(?:\(h):\(h)|\(ipv4Pattern))"
        let forms = [
            "(?:\(h):){6}\(tail)", "::(?:\(h):){5}\(tail)", "(?:\(h))?::(?:\(h):){4}\(tail)",
            "(?:(?:\(h):){0,1}\(h))?::(?:\(h):){3}\(tail)", "(?:(?:\(h):){0,2}\(h))?::(?:\(h):){2}\(tail)",
            "(?:(?:\(h):){0,3}\(h))?::\(h):\(tail)", "(?:(?:\(h):){0,4}\(h))?::\(tail)",
            "(?:(?:\(h):){0,5}\(h))?::\(h)", "(?:(?:\(h):){0,6}\(h))?::",
        ]
        return "(?:" + forms.joined(separator: "|") + ")"
    }()

    /// An email address whose local part is a dot-atom and whose domain is a host name (a
    /// subset of RFC 5321: quoted local parts and address literals are not generated).
    static let emailPattern: String = {
        let atom = #"[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"#
        let label = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
        return "\(atom)(?:\\.\(atom))*@\(label)(?:\\.\(label))*"
    }()

    /// An absolute URI (RFC 3986: scheme, optional authority with a numeric port, path, query,
    /// fragment; IP-literal hosts are not generated).
    static let uriPattern: String = {
        let escaped = "%[0-9A-Fa-f]{2}"
        let pchar = "(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|\(escaped))"
        let userinfo = "(?:[A-Za-z0-9._~!$&'()*+,;=:-]|\(escaped))*"
        let host = "(?:[A-Za-z0-9._~!$&'()*+,;=-]|\(escaped))*"
        let authority = "//(?:\(userinfo)@)?\(host)(?::\\d*)?(?:/\(pchar)*)*"
        let path = "(?:/?\(pchar)+(?:/\(pchar)*)*|/)?"
        let rest = "(?:[/?]|\(pchar))*"
        return "[A-Za-z][A-Za-z0-9+.-]*:(?:\(authority)|\(path))(?:\\?\(rest))?(?:#\(rest))?"
    }()

    /// The whole-match pattern of a string format, or nil for a format that is not enforced.
    static func formatPattern(_ format: String) -> String? {
        switch format {
        case "date-time": "\(datePattern)[Tt]\(timePattern)"
        case "date": datePattern
        case "time": timePattern
        case "email": emailPattern
        case "uuid": "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"
        case "uri": uriPattern
        case "ipv4": ipv4Pattern
        case "ipv6": ipv6Pattern
        default: nil
        }
    }

    /// The bounds of an integer format (`int32`, `int64`), or nil for another format.
    static func integerFormatBounds(_ format: String) -> (minimum: Double, maximum: Double)? {
        switch format {
        case "int32": (-2_147_483_648, 2_147_483_647)
        case "int64": (-0x1p63, 0x1p63)  // the 64-bit range; the grammar clamps the maximum to Int.max
        default: nil
        }
    }

    /// The formats that are enforced, for error messages.
    static let enforcedFormats =
        "date-time, date, time, email, uuid, uri, ipv4, ipv6 (strings), int32, int64 (integers)"
}
