import Testing

@testable import TabularData

/// Two rows: ("Alice", 3, true) and ("Bob", nil, false).
func sampleFrame() -> DataFrame {
    var frame = DataFrame()
    frame.append(column: Column(name: "name", contents: ["Alice", "Bob"]))
    frame.append(column: Column<Int>(name: "score", contents: [3, nil]))
    frame.append(column: Column(name: "passed", contents: [true, false]).eraseToAnyColumn())
    return frame
}

@Suite("DataFrame")
struct DataFrameTests {
    @Test func shapeAndColumns() {
        let frame = sampleFrame()
        #expect(frame.shape.rows == 2)
        #expect(frame.shape.columns == 3)
        #expect(!frame.isEmpty)
        #expect(frame.columns.map(\.name) == ["name", "score", "passed"])
        #expect(DataFrame().isEmpty)
        #expect(DataFrame().shape == (0, 0))
    }

    @Test func namedAndTypedSubscripts() {
        var frame = sampleFrame()
        #expect(frame["name"].wrappedElementType is String.Type)
        #expect(frame["name"][1] as? String == "Bob")
        #expect(frame["score", Int.self][0] == 3)
        #expect(frame["score", Int.self][1] == nil)
        #expect(frame[column: 2][0] as? Bool == true)
        #expect(frame[column: 1, Int.self].missingCount == 1)
        #expect(frame.passed[1] as? Bool == false)

        frame["score", Int.self] = frame["score", Int.self].map { ($0 ?? 0) * 10 }
        #expect(Array(frame["score", Int.self]) == [30, 0])
        frame["score", Int.self][1] = 7
        #expect(frame["score"][1] as? Int == 7)
        frame[column: 0] = Column(name: "renamed?", contents: ["Carol", "Dan"]).eraseToAnyColumn()
        #expect(frame.columns[0].name == "name")
        #expect(frame["name"][0] as? String == "Carol")
    }

    @Test func containsAndIndexOfColumn() {
        let frame = sampleFrame()
        #expect(frame.containsColumn("score"))
        #expect(!frame.containsColumn("grade"))
        #expect(frame.containsColumn("score", Int.self))
        #expect(!frame.containsColumn("score", String.self))
        #expect(!frame.containsColumn("grade", Int.self))
        #expect(frame.indexOfColumn("passed") == 2)
        #expect(frame.indexOfColumn("grade") == nil)
    }

    @Test func insertRemoveRenameAndSelect() {
        var frame = sampleFrame()
        frame.insert(column: Column(name: "id", contents: [10, 11]), at: 0)
        #expect(frame.columns.map(\.name) == ["id", "name", "score", "passed"])
        let removed = frame.removeColumn("score")
        #expect(removed.name == "score")
        #expect(removed.assumingType(Int.self)[0] == 3)
        #expect(frame.columns.map(\.name) == ["id", "name", "passed"])
        frame.renameColumn("passed", to: "ok")
        #expect(frame.containsColumn("ok", Bool.self))

        let selected = frame.selecting(columnNames: "ok", "id")
        #expect(selected.columns.map(\.name) == ["ok", "id"])
        #expect(selected.shape == (2, 2))
        #expect(frame.selecting(columnNames: ["name"]).shape == (2, 1))
    }

    @Test func appendRows() {
        var frame = sampleFrame()
        frame.append(row: "Carol", 9, nil)
        frame.append(valuesByColumn: ["passed": true, "name": "Dan"])
        #expect(frame.shape.rows == 4)
        #expect(Array(frame["name", String.self]) == ["Alice", "Bob", "Carol", "Dan"])
        #expect(Array(frame["score", Int.self]) == [3, nil, 9, nil])
        #expect(Array(frame["passed", Bool.self]) == [true, false, nil, true])
        frame.removeRow(at: 0)
        #expect(frame.shape.rows == 3)
        #expect(frame["name"][0] as? String == "Bob")
    }

    @Test func initWithColumnsAndEquality() {
        let frame = DataFrame(columns: sampleFrame().columns)
        #expect(frame == sampleFrame())
        #expect(frame.hashValue == sampleFrame().hashValue)
        var other = sampleFrame()
        other["score", Int.self][1] = 1
        #expect(other != frame)
    }

    @Test func appendingAColumnOfAnotherLengthStops() async {
        await #expect(processExitsWith: .failure) {
            var frame = sampleFrame()
            frame.append(column: Column(name: "short", contents: [1]))
        }
    }

    @Test func anUnknownColumnNameStops() async {
        await #expect(processExitsWith: .failure) {
            _ = sampleFrame()["grade"]
        }
    }

    @Test func framesCrossTasks() async {
        let frame = sampleFrame()
        let names = await withTaskGroup(of: String?.self) { group in
            for row in 0..<frame.shape.rows {
                group.addTask { frame.rows[row]["name", String.self] }
            }
            var names: [String] = []
            for await name in group { names.append(name ?? "-") }
            return names.sorted()
        }
        #expect(names == ["Alice", "Bob"])
        let column = await Task.detached { frame["score", Int.self] }.value
        #expect(column.missingCount == 1)
    }
}
