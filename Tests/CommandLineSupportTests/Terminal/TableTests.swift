import Testing

@testable import CommandLineSupport

@Suite struct TableTests {
    @Test func columnsLineUpOnATerminalWhateverTheCharactersWidth() {
        let table = Table(header: ["drink", "price"], rows: [["咖啡", "2"], ["café", "3"], ["flat white", "4"]])
        #expect(
            table.render().split(separator: "\n") == [
                "drink       price",
                "──────────  ─────",
                "咖啡        2    ",
                "café        3    ",
                "flat white  4    ",
            ])
    }
}
