import Testing

@testable import TabularData

@Suite("Printed tables")
struct DescriptionTests {
    @Test func dataFrameTable() {
        let expected = """
            ┏━━━┳━━━━━━━━━━┳━━━━━━━┳━━━━━━━━┓
            ┃   ┃ name     ┃ score ┃ passed ┃
            ┃   ┃ <String> ┃ <Int> ┃ <Bool> ┃
            ┡━━━╇━━━━━━━━━━╇━━━━━━━╇━━━━━━━━┩
            │ 0 │ Alice    │     3 │ true   │
            │ 1 │ Bob      │   nil │ false  │
            └───┴──────────┴───────┴────────┘
            2 rows, 3 columns
            """
        #expect(sampleFrame().description == expected)
        #expect(String(describing: sampleFrame()) == expected)
        #expect(sampleFrame().debugDescription == expected)
    }

    @Test func cutCellsRowsAndColumns() {
        let options = FormattingOptions(
            maximumLineWidth: 20, maximumCellWidth: 4, maximumRowCount: 1, includesColumnTypes: false)
        let expected = """
            ┏━━━┳━━━━━━┳━━━┓
            ┃   ┃ name ┃ … ┃
            ┡━━━╇━━━━━━╇━━━┩
            │ 0 │ Ali… │ … │
            │ … │ …    │ … │
            └───┴──────┴───┘
            2 rows, 3 columns
            """
        #expect(sampleFrame().description(options: options) == expected)
    }

    @Test func columnAndRowTables() {
        let column = Column<Int>(name: "score", contents: [3, nil])
        let expectedColumn = """
            ┏━━━┳━━━━━━━┓
            ┃   ┃ score ┃
            ┃   ┃ <Int> ┃
            ┡━━━╇━━━━━━━┩
            │ 0 │     3 │
            │ 1 │   nil │
            └───┴───────┘
            2 rows
            """
        #expect(column.description == expectedColumn)
        #expect(column.eraseToAnyColumn().description == expectedColumn)

        let expectedRow = """
            ┏━━━┳━━━━━━━━━━┳━━━━━━━┳━━━━━━━━┓
            ┃   ┃ name     ┃ score ┃ passed ┃
            ┃   ┃ <String> ┃ <Int> ┃ <Bool> ┃
            ┡━━━╇━━━━━━━━━━╇━━━━━━━╇━━━━━━━━┩
            │ 1 │ Bob      │   nil │ false  │
            └───┴──────────┴───────┴────────┘
            3 columns
            """
        #expect(sampleFrame().rows[1].description == expectedRow)
    }

    @Test func anyValuePrintsWithStringDescribing() {
        struct Grade: CustomStringConvertible {
            var letter: Character
            var description: String { "grade \(letter)" }
        }
        var frame = DataFrame()
        frame.append(column: Column(name: "grade", contents: [Grade(letter: "A")]))
        frame.append(column: Column(name: "note", contents: ["line one\nline two"]))
        let lines = frame.description(options: FormattingOptions(maximumLineWidth: 80)).split(separator: "\n")
        #expect(lines[1] == "┃   ┃ grade   ┃ note               ┃")
        #expect(lines[2] == "┃   ┃ <Grade> ┃ <String>           ┃")
        #expect(lines[4] == "│ 0 │ grade A │ line one\\nline two │")
        #expect(lines.last == "1 row, 2 columns")
    }

    @Test func emptyFrame() {
        #expect(DataFrame().description == "0 rows, 0 columns")
    }
}
