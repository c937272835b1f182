import Testing

@testable import TabularData

@Suite("DataFrame.Rows and DataFrame.Row")
struct RowsTests {
    @Test func rowsAreACollectionOfRows() {
        let frame = sampleFrame()
        #expect(frame.rows.count == 2)
        #expect(frame.rows.map(\.index) == [0, 1])
        #expect(frame.rows.last?["name"] as? String == "Bob")
        #expect(frame[row: 1].index == 1)
        #expect(DataFrame().rows.isEmpty)
    }

    @Test func rowSubscripts() {
        let row = sampleFrame().rows[1]
        #expect(row.count == 3)
        #expect(row[0] as? String == "Bob")
        #expect(row[1] == nil)
        #expect(row["passed"] as? Bool == false)
        #expect(row["name", String.self] == "Bob")
        #expect(row["score", Int.self] == nil)
        #expect(row.base.shape.rows == 2)
        #expect(row.map { $0 == nil } == [false, true, false])
    }
}
