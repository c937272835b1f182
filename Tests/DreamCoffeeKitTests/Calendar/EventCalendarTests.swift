import Foundation
import Testing

@testable import DreamCoffeeKit

@Suite struct EventCalendarTests {
    static let paris = TimeZone(identifier: "Europe/Paris")!
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    static func wrap(_ body: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n\(body)END:VCALENDAR\r\n"
    }

    @Test func readsEventsInAllStartForms() throws {
        let calendar = try EventCalendar(
            parsing: Self.wrap(
                """
                BEGIN:VEVENT\r
                DTSTART:20260415T233000Z\r
                SUMMARY:Late call\r
                END:VEVENT\r
                BEGIN:VEVENT\r
                DTSTART:20260415T090000\r
                SUMMARY:Floating breakfast\r
                END:VEVENT\r
                BEGIN:VEVENT\r
                DTSTART;TZID=Asia/Tokyo:20260416T060000\r
                SUMMARY:Tokyo standup\r
                END:VEVENT\r
                BEGIN:VEVENT\r
                DTSTART;VALUE=DATE:20260415\r
                SUMMARY:Holiday\r
                END:VEVENT\r

                """))
        #expect(calendar.events.count == 4)
        let day = CalendarDay(year: 2026, month: 4, day: 15)
        // 23:30 UTC is already the 16th in Paris; 06:00 Tokyo on the 16th is the 15th in Paris.
        #expect(
            calendar.events(on: day, in: Self.paris).map(\.summary)
                == ["Floating breakfast", "Tokyo standup", "Holiday"])
        #expect(
            calendar.events(on: day, in: Self.losAngeles).map(\.summary)
                == ["Late call", "Floating breakfast", "Tokyo standup", "Holiday"])
        #expect(calendar.events[2].start.timeText(in: Self.tokyo) == "06:00")
        #expect(calendar.events[1].start.timeText(in: Self.tokyo) == "09:00")
        #expect(calendar.events[3].start.timeText(in: Self.tokyo) == nil)
    }

    @Test func matchesAttendeesByCommonNameOrMailbox() throws {
        let calendar = try EventCalendar(
            parsing: Self.wrap(
                """
                BEGIN:VEVENT
                DTSTART;VALUE=DATE:20260102
                SUMMARY:Brunch\\, then a walk\\nBring shoes
                ATTENDEE;CN="Ross, Naomi";ROLE=REQ-PARTICIPANT:mailto:nr@example.com
                ATTENDEE;CN=Mateo Álvarez:mailto:mateo@example.com
                ATTENDEE:mailto:priya.raman@example.com
                END:VEVENT

                """))
        let day = CalendarDay(year: 2026, month: 1, day: 2)
        #expect(calendar.events[0].summary == "Brunch, then a walk\nBring shoes")
        for name in ["naomi", "NAOMI", "Mateo", "mateo alvarez", "Priya", "priya raman"] {
            #expect(calendar.events(on: day, with: name, in: Self.paris).count == 1, "\(name)")
        }
        for name in ["Nao", "Alex", "", "example"] {
            #expect(calendar.events(on: day, with: name, in: Self.paris).isEmpty, "\(name)")
        }
        #expect(calendar.events(on: CalendarDay(year: 2026, month: 1, day: 3), with: "Naomi", in: Self.paris).isEmpty)
    }

    @Test func skipsOtherComponentsAndNestedAlarms() throws {
        let calendar = try EventCalendar(
            parsing: Self.wrap(
                """
                BEGIN:VTIMEZONE
                TZID:Europe/Paris
                END:VTIMEZONE
                BEGIN:VEVENT
                DTSTART:20260102T100000Z
                SUMMARY:Real
                BEGIN:VALARM
                SUMMARY:Alarm text
                END:VALARM
                END:VEVENT
                BEGIN:VTODO
                SUMMARY:Todo
                END:VTODO

                """))
        #expect(calendar.events.map(\.summary) == ["Real"])
    }

    @Test(arguments: [
        ("BEGIN:VEVENT\nDTSTART:2026\nEND:VEVENT\n", 4),
        ("BEGIN:VEVENT\nDTSTART:20261345T100000Z\nEND:VEVENT\n", 4),
        ("BEGIN:VEVENT\nDTSTART:20260230\nEND:VEVENT\n", 4),
        ("BEGIN:VEVENT\nDTSTART;TZID=Mars/Olympus:20260101T100000\nEND:VEVENT\n", 4),
        ("BEGIN:VEVENT\nSUMMARY:No start\nEND:VEVENT\n", 3),
        ("BEGIN:VEVENT\nDTSTART:20260101\nEND:VTODO\n", 5),
        ("BEGIN:VEVENT\nDTSTART:20260101\n", 3),
        ("BEGIN:VEVENT\nSUMMARY;CN=\"open:x\n", 4),
    ])
    func malformedInputThrowsWithLineNumber(body: String, line: Int) {
        let text = "BEGIN:VCALENDAR\nVERSION:2.0\n" + body + (body.hasSuffix("END:VEVENT\n") ? "END:VCALENDAR\n" : "")
        do {
            _ = try EventCalendar(parsing: text)
            Issue.record("expected an error")
        } catch let error as DataFormatError {
            #expect(error.line == line, "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func rejectsTextThatIsNotACalendar() {
        #expect(throws: DataFormatError.self) { try EventCalendar(parsing: "BEGIN:VCARD\nEND:VCARD\n") }
        #expect(throws: DataFormatError.self) { try EventCalendar(parsing: "hello world") }
    }

    @Test func seedingAddsAnEventWithTheContactOnThatDay() throws {
        let day = CalendarDay(year: 2031, month: 7, day: 9)
        let seeded = EventCalendar().seeded(on: day, with: "Naomi Ross")
        let found = seeded.events(on: day, with: "naomi", in: Self.tokyo)
        #expect(found.count == 1)
        #expect(found[0].summary.contains("Naomi Ross"))
    }
}

@Suite struct CalendarDayTests {
    @Test(arguments: [
        (CalendarDay(year: 2026, month: 11, day: 29), "Sunday, November 29, 2026"),
        (CalendarDay(year: 2024, month: 2, day: 29), "Thursday, February 29, 2024"),
        (CalendarDay(year: 2000, month: 1, day: 1), "Saturday, January 1, 2000"),
        (CalendarDay(year: 2023, month: 2, day: 30), "February 30, 2023"),
    ])
    func spellsOutDays(day: CalendarDay, text: String) {
        #expect(day.spelledOut == text)
    }

    @Test func todayDependsOnTheTimeZone() {
        let instant = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 09:46:40 UTC
        #expect(
            CalendarDay.today(in: TimeZone(identifier: "UTC")!, now: instant)
                == CalendarDay(year: 2026, month: 11, day: 18))
        #expect(
            CalendarDay.today(
                in: TimeZone(identifier: "Pacific/Kiritimati")!, now: instant.addingTimeInterval(12 * 3600))
                == CalendarDay(year: 2026, month: 11, day: 19))
        #expect(CalendarDay(year: 2026, month: 4, day: 5).description == "2026-04-05")
    }

    @Test func onlyTheSampleIsSeeded() throws {
        let day = CalendarDay(year: 2030, month: 3, day: 3)
        let utc = TimeZone(identifier: "UTC")!
        let seeded = try DataLoader.calendar(from: .sample, seedingSampleWith: "Zed", on: day)
        #expect(
            CalendarLookup.answer(seeded, on: day, with: "Zed", in: utc).hasPrefix(
                "Your events with Zed on 2030-03-03:"))
    }
}
