import Foundation
import FoundationModels
import FoundationModelsTestSupport

@testable import DreamCoffeeKit

/// Games on a scripted model, with a save file in a fresh temporary folder.
enum GameFixtures {
    static let today = CalendarDay(year: 2026, month: 11, day: 22)

    static func saveFile() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("dream-coffee-tests-\(UUID().uuidString)/save.json").path
    }

    static func game(
        model: any LanguageModel = ScriptedModel(Canned.gameRule()), customers: Int = 4,
        saveFile: String? = nil
    ) throws -> DreamCoffeeGame {
        try DreamCoffeeGame(
            setup: GameSetup(
                model: model, saveFile: saveFile, seed: 7, today: today,
                timeZone: .gmt, dreamCustomers: customers))
    }
}
