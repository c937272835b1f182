import FoundationModels

/// The game's world at one moment: the shop, who is in it, the drink on the counter and the
/// shift so far.
///
/// Extension of this project.
public struct GameState: Sendable {
    /// The map and the player.
    public var shop: ShopState
    /// The dream customers who are ready, by cup slot.
    public var dreamCustomers: [Int: NPC] = [:]
    /// The customer named from the contacts, once generated.
    public var contactsCustomer: GeneratedCustomer?
    /// The current shift.
    public var shift: Shift
    /// What is saved between runs.
    public var save: SaveGame
    /// How many dream customer slots are in use (1...4).
    public var dreamCustomerSlots = 4
    /// How far the shift's dream customers are, from its start.
    public var progress: ShiftProgress?
    /// The drink builder's current drink.
    public var drink: Drink
    /// Things the player should know that happened in the background (customers arriving,
    /// generation failures), oldest first.
    public var log: [String] = []
    var generator: SeededGenerator

    /// The names a new dream customer must not take: everyone in the shop, and whoever was
    /// served this shift.
    public var namesInUse: [String] {
        var names = ["Chike", "Lisa"] + dreamCustomers.values.map(\.name) + shift.served.map(\.customerName)
        if let customer = contactsCustomer { names.append(customer.displayName) }
        return names
    }

    /// The names shown on the map.
    public var names: [MapCharacter: String] {
        var names: [MapCharacter: String] = [.barista: "Chike", .regular: "Lisa"]
        if let customer = contactsCustomer { names[.contactsCustomer] = customer.displayName }
        return names
    }

    /// What the player calls someone on the map ("a customer" and "a cup" before they are
    /// generated).
    /// - Parameter who: The character.
    /// - Returns: The name.
    public func displayName(of who: MapCharacter) -> String {
        switch who {
        case .barista: "Chike"
        case .regular: "Lisa"
        case .contactsCustomer: contactsCustomer?.displayName ?? "a customer"
        case .dreamCustomer(let slot): dreamCustomers[slot]?.name ?? "a cup"
        }
    }
}

extension [String] {
    /// Whether a name is among these, ignoring case: "moonmoth" takes "Moonmoth".
    func containsName(_ name: String) -> Bool {
        contains { $0.lowercased() == name.lowercased() }
    }
}
