import Foundation
import Testing

@testable import DreamCoffeeKit

@Suite struct DataLocationsTests {
    @Test func flagWinsOverEnvironmentAndFolders() {
        let locations = DataLocations(
            environment: ["HOME": "/home/p", "DREAM_COFFEE_CALENDAR": "/env.ics"], exists: { _ in true })
        #expect(locations.source(for: .calendar, flag: "~/my.ics") == .path("/home/p/my.ics", origin: .flag))
        #expect(locations.source(for: .calendar) == .path("/env.ics", origin: .environment))
    }

    @Test func xdgFolderThenSample() {
        let existing = "/data/dream-coffee/contacts"
        let locations = DataLocations(
            environment: ["HOME": "/home/p", "XDG_DATA_HOME": "/data"], exists: { $0 == existing })
        #expect(locations.source(for: .contacts) == .path(existing, origin: .xdgDataFolder))
        #expect(locations.source(for: .calendar) == .sample)
    }

    @Test func defaultFoldersFollowXDG() {
        let plain = DataLocations(environment: ["HOME": "/home/p"], exists: { _ in false })
        #expect(plain.dataFolder == "/home/p/.local/share/dream-coffee")
        #expect(plain.saveFile == "/home/p/.local/state/dream-coffee/save.json")
        let custom = DataLocations(
            environment: ["HOME": "/home/p", "XDG_STATE_HOME": "/state", "XDG_DATA_HOME": "relative"],
            exists: { _ in false })
        #expect(custom.saveFile == "/state/dream-coffee/save.json")
        #expect(custom.dataFolder == "/home/p/.local/share/dream-coffee")
    }

    @Test func samplesLoadAndCoverEveryMonth() throws {
        let book = try DataLoader.contacts(from: .sample)
        for month in 1...12 {
            #expect(!book.givenNames(bornIn: month).isEmpty, "month \(month)")
        }
        let calendar = try DataLoader.calendar(from: .sample)
        #expect(calendar.events.count >= 5)
        let utc = TimeZone(identifier: "UTC")!
        #expect(calendar.events(on: CalendarDay(year: 2026, month: 11, day: 22), with: "Ravi", in: utc).count == 1)
    }

    @Test func loadsAFolderAndReportsBadFiles() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dream-coffee-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let card = "BEGIN:VCARD\nFN:Leo Fischer\nBDAY:--0709\nEND:VCARD\n"
        try card.write(toFile: folder + "/a.vcf", atomically: true, encoding: .utf8)
        try card.replacingOccurrences(of: "Leo", with: "Lea")
            .write(toFile: folder + "/b.VCF", atomically: true, encoding: .utf8)
        try "ignored".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let book = try DataLoader.contacts(from: .path(folder, origin: .flag))
        #expect(book.givenNames(bornIn: 7) == ["Leo", "Lea"])

        try "BEGIN:VCARD\nFN:x\nBDAY:x\nEND:VCARD\n".write(toFile: folder + "/c.vcf", atomically: true, encoding: .utf8)
        #expect(throws: DataLoader.LoadError.self) { try DataLoader.contacts(from: .path(folder, origin: .flag)) }
        #expect(throws: DataLoader.LoadError.self) {
            try DataLoader.calendar(from: .path(folder + "/missing.ics", origin: .environment))
        }
    }
}
