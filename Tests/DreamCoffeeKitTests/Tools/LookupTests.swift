import Foundation
import FoundationModels
import Testing

@testable import DreamCoffeeKit

@Suite struct LookupTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let day = CalendarDay(year: 2026, month: 11, day: 22)

    @Test func calendarListsEventsWithTheName() throws {
        let calendar = try DataLoader.calendar(from: .sample)
        let text = CalendarLookup.answer(calendar, on: Self.day, with: "Elena", in: Self.utc)
        #expect(text.contains("19:00: Ravi's birthday dinner"))
        #expect(text.hasPrefix("Your events with Elena"))
    }

    @Test func calendarCountsOtherEvents() throws {
        let calendar = try DataLoader.calendar(from: .sample)
        #expect(
            CalendarLookup.answer(calendar, on: Self.day, with: "Naomi", in: Self.utc)
                == "You have 2 events on that day but none with Naomi")
        #expect(
            CalendarLookup.answer(calendar, on: CalendarDay(year: 2026, month: 1, day: 14), with: "Leo", in: Self.utc)
                == "You have 1 event on that day but none with Leo")
    }

    @Test func calendarErrorSaysItCannotSee() {
        struct Broken: Error {}
        let text = CalendarLookup.answer(loading: { throw Broken() }, on: Self.day, with: "Naomi", in: Self.utc)
        #expect(text == "Sorry, I can't see your calendar")
    }

    @Test func contactsPickIsSeededAndFromTheMonth() {
        let book = ContactBook(contacts: [
            Contact(formattedName: "A", givenName: "Ann", birthday: Birthday(year: nil, month: 3, day: 1)),
            Contact(formattedName: "B", givenName: "Bo", birthday: Birthday(year: nil, month: 3, day: 2)),
            Contact(formattedName: "C", givenName: "Cy", birthday: Birthday(year: nil, month: 4, day: 2)),
        ])
        var first = SeededGenerator(seed: 7)
        var second = SeededGenerator(seed: 7)
        let picks = (0..<20).map { _ in ContactsLookup.answer(book, month: 3, using: &first) }
        #expect(picks == (0..<20).map { _ in ContactsLookup.answer(book, month: 3, using: &second) })
        #expect(Set(picks) == ["Ann", "Bo"])
        #expect(ContactsLookup.answer(book, month: 5, using: &first) == "Naomi")
        #expect(ContactsLookup.answer(book, month: 5, using: &first, fallback: "Alex") == "Alex")
        struct Broken: Error {}
        #expect(ContactsLookup.answer(loading: { throw Broken() }, month: 3, using: &first) == "Naomi")
    }
}
