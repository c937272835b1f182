import Foundation
import Testing

@testable import DreamCoffeeKit

@Suite struct ShiftTests {
    static func served(_ satisfaction: Int, _ name: String = "Naomi") -> ServedDrink {
        ServedDrink(
            customerName: name, order: "a latte", drink: Drink(kind: .latte), satisfaction: satisfaction, feedback: "ok"
        )
    }

    @Test func tracksServedCustomersAndSatisfaction() {
        var shift = Shift(number: 2)
        #expect(shift.averageSatisfaction == nil)
        #expect(shift.summary.last == "No drinks served this shift.")
        shift.record(Self.served(5))
        shift.record(Self.served(2, "Thimblefoot"))
        shift.record(Self.served(9))  // clamped to 5
        #expect(shift.customersServed == 3)
        #expect(shift.averageSatisfaction == 4)
        #expect(shift.inspiration == 12)
        #expect(shift.summary.first == "Shift 2 is over.")
        #expect(shift.summary.contains("**...  Thimblefoot: a hot latte"))
        #expect(shift.summary.last?.hasPrefix("Customers served: 3. Average satisfaction: 4.0 / 5.") == true)
        #expect(Self.served(-3).satisfaction == 1)
    }

    @Test func saveFileRoundTripsAndReportsDamage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dc-save-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("nested/save.json").path
        #expect(try SaveGame.load(from: path) == SaveGame())
        var save = SaveGame()
        var shift = Shift(number: save.nextShiftNumber)
        shift.record(Self.served(4))
        save.shifts.append(shift)
        save.lastDrink = Drink(kind: .macchiato, temperature: .iced, milk: .soy, flavors: [.hazelnut])
        try save.write(to: path)
        let loaded = try SaveGame.load(from: path)
        #expect(loaded == save)
        #expect(loaded.nextShiftNumber == 2)
        #expect(loaded.totalServed == 1)
        #expect(loaded.bestAverage == 4)

        try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: SaveGame.SaveError.self) { try SaveGame.load(from: path) }
        try
            #"{"version": 99, "shifts": [], "lastDrink": {"kind": "latte", "temperature": "hot", "milk": "none", "flavors": []}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: SaveGame.SaveError.self) { try SaveGame.load(from: path) }
    }
}
