import Testing

@testable import TabularData

@Suite("Column and AnyColumn")
struct ColumnTests {
    @Test func typedColumnHoldsOptionalElements() {
        var column = Column<Int>(name: "score", contents: [3, nil, 5])
        #expect(column.name == "score")
        #expect(column.count == 3)
        #expect(column.wrappedElementType is Int.Type)
        #expect(column[0] == 3)
        #expect(column[1] == nil)
        #expect(column.isNil(at: 1))
        #expect(!column.isNil(at: 2))
        #expect(column.missingCount == 1)

        column.name = "points"
        column.append(7)
        column.append(nil)
        column[1] = 4
        #expect(column.name == "points")
        #expect(Array(column) == [3, 4, 5, 7, nil])
        #expect(column.missingCount == 1)
        #expect(column.enumerated().map { "\($0.offset):\($0.element ?? -1)" } == ["0:3", "1:4", "2:5", "3:7", "4:-1"])
    }

    @Test func nonOptionalContentsAndCapacity() {
        let names = Column(name: "name", contents: ["a", "b"])
        #expect(names.wrappedElementType is String.Type)
        #expect(names.missingCount == 0)
        let empty = Column<Double>(name: "empty", capacity: 10)
        #expect(empty.isEmpty)
    }

    @Test func mapMakesAColumnAndArraysStillWork() {
        let column = Column<Int>(name: "n", contents: [1, nil, 3])
        let doubled = column.map { $0.map { $0 * 2 } }
        #expect(doubled.name == "n")
        #expect(Array(doubled) == [2, nil, 6])
        let strings: [String] = column.map { $0.map(String.init) ?? "-" }
        #expect(strings == ["1", "-", "3"])
        #expect(column == Column<Int>(name: "n", contents: [1, nil, 3]))
        #expect(column != Column<Int>(name: "n", contents: [1, 2, 3]))
    }

    @Test func erasedColumnKeepsTypeAndValues() {
        var erased = Column<Double>(name: "ratio", contents: [0.5, nil]).eraseToAnyColumn()
        #expect(erased.name == "ratio")
        #expect(erased.count == 2)
        #expect(erased.wrappedElementType is Double.Type)
        #expect(erased[0] as? Double == 0.5)
        #expect(erased[1] == nil)
        #expect(erased.isNil(at: 1))
        #expect(erased.missingCount == 1)

        erased.append(0.25)
        erased.append(nil)
        erased[1] = 1.0
        erased.name = "r"
        let typed = erased.assumingType(Double.self)
        #expect(typed.name == "r")
        #expect(Array(typed) == [0.5, 1.0, 0.25, nil])
        #expect(erased.map { $0 == nil } == [false, false, false, true])
    }

    @Test func optionalNoneInsideAnyIsAMissingValue() {
        var erased = Column<Int>(name: "n", contents: [1]).eraseToAnyColumn()
        let none: Int? = nil
        erased.append(none as Any)
        #expect(erased.isNil(at: 1))
    }

    @Test func assumingTheWrongTypeStops() async {
        await #expect(processExitsWith: .failure) {
            _ = Column<Int>(name: "n", contents: [1]).eraseToAnyColumn().assumingType(String.self)
        }
    }

    @Test func appendingAValueOfTheWrongTypeStops() async {
        await #expect(processExitsWith: .failure) {
            var erased = Column<Int>(name: "n", contents: [1]).eraseToAnyColumn()
            erased.append("two")
        }
    }
}
