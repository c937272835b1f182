import Foundation
import FoundationModels
import Testing

@testable import DreamCoffeeKit

@Suite("Calendar and contacts tools")
struct ToolTests {
    static let day = CalendarDay(year: 2026, month: 11, day: 22)

    @Test("The calendar tool has the original's name, and the contact and date in its description")
    func calendarDescription() {
        let tool = CalendarTool(contactName: "Ravi", today: Self.day) { EventCalendar() }
        #expect(tool.name == "getCalendarEvents")
        #expect(tool.description.contains("Ravi"))
        #expect(tool.description.contains("November 22, 2026"))
        let json = tool.parameters.debugDescription
        #expect(json.contains("\"day\"") && json.contains("\"month\"") && json.contains("\"year\""))
        #expect(json.contains("today: 22") && json.contains("today: 11") && json.contains("today: 2026"))
    }

    @Test("The calendar tool finds the sample event with a person")
    func calendarFinds() async throws {
        let tool = CalendarTool(contactName: "Ravi", today: Self.day, timeZone: .gmt) {
            try DataLoader.calendar(from: .sample)
        }
        let output = try await tool.call(arguments: CalendarTool.Arguments(day: 22, month: 11, year: 2026))
        #expect(output.contains("Ravi's birthday dinner"))
    }

    @Test("The calendar tool says when it cannot read the calendar")
    func calendarUnreadable() async throws {
        struct Broken: Error {}
        let tool = CalendarTool(contactName: "Ravi", today: Self.day) { throw Broken() }
        let output = try await tool.call(arguments: CalendarTool.Arguments(day: 22, month: 11, year: 2026))
        #expect(output == "Sorry, I can't see your calendar")
    }

    @Test("The contacts tool returns a name born in the month, from the sample vCard", arguments: 1...12)
    func contacts(month: Int) async throws {
        let book = try DataLoader.contacts(from: .sample)
        let tool = ContactsTool(today: Self.day) { book }
        #expect(tool.name == "getContacts")
        #expect(tool.description.contains("November 22, 2026"))
        let name = try await tool.call(arguments: ContactsTool.Arguments(month: month))
        #expect(book.givenNames(bornIn: month).contains(name))
        #expect(tool.returnedNames == [name])
    }
}
