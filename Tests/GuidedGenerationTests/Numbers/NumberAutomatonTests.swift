import Testing

@testable import GuidedGeneration

@Suite struct NumberAutomatonTests {
    @Test(arguments: [
        ("0", true), ("-0", true), ("7", true), ("-12", true), ("123456789012", true),
        ("01", false), ("-", false), ("1.0", false), ("1e5", false), ("+1", false), ("--1", false),
    ])
    func unboundedInteger(text: String, valid: Bool) throws {
        #expect(try GrammarMatcher(.integer()).acceptsDocument(text) == valid)
    }

    @Test(arguments: [
        ("0", true), ("-0.5", true), ("1.25e-3", true), ("1E+10", true), ("12.0", true),
        ("1.", false), (".5", false), ("1e", false), ("1e+", false), ("00.1", false), ("1.2.3", false),
    ])
    func unboundedNumber(text: String, valid: Bool) throws {
        #expect(try GrammarMatcher(.number()).acceptsDocument(text) == valid)
    }

    @Test(arguments: [
        ("-5", true), ("-4", true), ("0", true), ("100", true), ("99", true), ("-6", false),
        ("101", false), ("1000", false), ("-10", false), ("-0", true),
    ])
    func boundedInteger(text: String, valid: Bool) throws {
        #expect(try GrammarMatcher(.integer(minimum: -5, maximum: 100)).acceptsDocument(text) == valid)
    }

    @Test(arguments: [
        ("10.25", true), ("0.5", true), ("7", true), ("10", true), ("10.2", true), ("0.50", true),
        ("10.250", true), ("10.3", false), ("0.4", false), ("10.251", false), ("0.49999", false),
        ("11", false), ("0", false), ("-1", false), ("1e1", false),
    ])
    func boundedDecimal(text: String, valid: Bool) throws {
        #expect(try GrammarMatcher(.number(minimum: 0.5, maximum: 10.25)).acceptsDocument(text) == valid)
    }

    @Test(arguments: [
        ("-2.5", true), ("-0.001", true), ("0", true), ("-2.51", false), ("0.001", false), ("-3", false),
    ])
    func negativeDecimalRange(text: String, valid: Bool) throws {
        #expect(try GrammarMatcher(.number(minimum: -2.5, maximum: 0)).acceptsDocument(text) == valid)
    }

    @Test func oneSidedBounds() throws {
        let atLeast = try GrammarMatcher(.integer(minimum: 10))
        #expect(atLeast.acceptsDocument("10"))
        #expect(atLeast.acceptsDocument("99999999999999999999"))
        #expect(!atLeast.acceptsDocument("9"))
        #expect(!atLeast.acceptsDocument("-10"))
        #expect(atLeast.acceptsPrefix("1"))
        let atMost = try GrammarMatcher(.number(maximum: -1.5))
        #expect(atMost.acceptsDocument("-1.5"))
        #expect(atMost.acceptsDocument("-1000.75"))
        #expect(!atMost.acceptsDocument("-1.49"))
        #expect(!atMost.acceptsDocument("0"))
    }

    @Test func prefixesAreViableDigitByDigit() throws {
        let matcher = try GrammarMatcher(.integer(minimum: 20, maximum: 35))
        #expect(!matcher.acceptsPrefix("1"))
        #expect(!matcher.acceptsPrefix("4"))
        #expect(!matcher.acceptsPrefix("0"))
        #expect(!matcher.acceptsPrefix("-"))
        #expect(matcher.acceptsPrefix("3"))
        #expect(!matcher.acceptsPrefix("36"))
        var three = matcher
        try three.advance(bytes: Array("3".utf8))
        #expect(!three.canEnd)
        let exact = try GrammarMatcher(.integer(minimum: 42, maximum: 42))
        #expect(exact.forcedBytes() == Array("42".utf8))
        let decimal = try GrammarMatcher(.number(minimum: 0.125, maximum: 0.125))
        #expect(decimal.forcedBytes() == Array("0.125".utf8))
    }

    @Test func largeAndTinyBounds() throws {
        let big = try GrammarMatcher(.number(minimum: 1e20, maximum: 1.5e21))
        #expect(big.acceptsDocument("100000000000000000000"))
        #expect(big.acceptsDocument("1500000000000000000000"))
        #expect(!big.acceptsDocument("1500000000000000000000.1"))
        #expect(!big.acceptsDocument("99999999999999999999.9"))
        let tiny = try GrammarMatcher(.number(minimum: 0, maximum: 1e-5))
        #expect(tiny.acceptsDocument("0.00001"))
        #expect(tiny.acceptsDocument("0.000009999"))
        #expect(!tiny.acceptsDocument("0.0000100001"))
        let extremes = try GrammarMatcher(.integer(minimum: Int.min, maximum: Int.max))
        #expect(extremes.acceptsDocument("\(Int.min)"))
        #expect(!extremes.acceptsDocument("9223372036854775808"))
    }

    @Test func decimalBoundSpelling() {
        #expect(
            DecimalBound(10.25)! == DecimalBound(isNegative: false, integerDigits: [1, 0], fractionDigits: [2, 5]))
        #expect(DecimalBound(1e-5)!.fractionDigits == [0, 0, 0, 0, 1])
        #expect(DecimalBound(-1.5e21)!.integerDigits == [1, 5] + [UInt8](repeating: 0, count: 20))
        #expect(DecimalBound(Double.nan) == nil)
        #expect(DecimalBound(-0.0)!.isZero)
    }
}
