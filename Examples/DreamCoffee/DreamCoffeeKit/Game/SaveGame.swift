import Foundation

/// What the game remembers between runs.
///
/// Extension of this project (the original keeps nothing).
public struct SaveGame: Sendable, Hashable, Codable {
    /// The file format version this build writes.
    public static let currentVersion = 1

    /// The format version of the file.
    public var version = SaveGame.currentVersion
    /// Finished shifts, oldest first.
    public var shifts: [Shift] = []
    /// The drink builder's last choice, so the next shift starts from it.
    public var lastDrink = Drink.default

    /// An empty save, before the first shift.
    public init() {}

    /// The number the next shift gets.
    public var nextShiftNumber: Int { (shifts.last?.number ?? 0) + 1 }

    /// All customers served over all shifts.
    public var totalServed: Int { shifts.map(\.customersServed).reduce(0, +) }

    /// The best average satisfaction of a shift, if any drink was ever served.
    public var bestAverage: Double? { shifts.compactMap(\.averageSatisfaction).max() }

    /// Reads a save file; a missing file is a new game.
    /// - Parameter path: The file.
    /// - Returns: The save.
    /// - Throws: `SaveError` when the file exists but cannot be read or is not a save.
    public static func load(from path: String) throws -> SaveGame {
        guard FileManager.default.fileExists(atPath: path) else { return SaveGame() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SaveError(path: path, message: "cannot read the save file; check its permissions")
        }
        let save: SaveGame
        do {
            save = try JSONDecoder().decode(SaveGame.self, from: data)
        } catch {
            throw SaveError(
                path: path, message: "the save file is damaged (\(error)); move it away to start over")
        }
        guard save.version <= currentVersion else {
            throw SaveError(
                path: path, message: "the save file is from a newer version (\(save.version)); update the game")
        }
        return save
    }

    /// Writes the save file atomically, creating its folder.
    /// - Parameter path: The file.
    /// - Throws: `SaveError` when it cannot be written.
    public func write(to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(self).write(to: url, options: .atomic)
        } catch {
            throw SaveError(path: path, message: "cannot write the save file (\(error.localizedDescription))")
        }
    }

    /// A problem with the save file.
    public struct SaveError: Error, Sendable, CustomStringConvertible {
        /// The file.
        public var path: String
        /// What went wrong and what to do.
        public var message: String
        /// `path: message`.
        public var description: String { "\(path): \(message)" }
    }
}
