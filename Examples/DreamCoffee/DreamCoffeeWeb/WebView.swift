import CommandLineSupport
import DreamCoffeeKit
import Foundation

/// What the page shows at one moment, as the `state` event's JSON: the screen, the shop with
/// who is where, the dialog box, the order sheet, the drink on the counter, the shift and the
/// status line. The page draws it and keeps nothing else of the game.
///
/// Extension of this project.
public struct WebView: Encodable, Sendable, Equatable {
    /// Someone on the map.
    public struct Person: Encodable, Sendable, Equatable {
        /// `barista`, `regular`, `contactsCustomer` or `cup`.
        public var kind: String
        /// The cup number, 1...4, for a dream customer.
        public var cup: Int?
        /// The name shown.
        public var name: String
        /// The cell.
        public var x: Int
        /// The cell.
        public var y: Int
        /// Whether the player can reach them now.
        public var near: Bool
    }

    /// The open conversation.
    public struct Dialog: Encodable, Sendable, Equatable {
        /// Who speaks.
        public var name: String
        /// Their latest line, or the reply so far (the page types it out).
        public var text: String
        /// Whether the model works on a reply and nothing of it has come yet.
        public var waiting: Bool
        /// Whether the reply is still coming in.
        public var arriving: Bool
        /// The player's last line.
        public var said: String?
    }

    /// The judgement of a drink.
    public struct Verdict: Encodable, Sendable, Equatable {
        /// The customer's name.
        public var name: String
        /// 1...5.
        public var satisfaction: Int
        /// Five stars, e.g. "★★★★☆".
        public var stars: String
        /// The customer's words.
        public var feedback: String
        /// The drink served, in words.
        public var drink: String
    }

    /// The open order sheet.
    public struct Order: Encodable, Sendable, Equatable {
        /// The cup number, 1...4.
        public var cup: Int
        /// The customer's name.
        public var name: String
        /// The order, in the customer's words.
        public var order: String
        /// The portrait's image description.
        public var picture: String
        /// Where the portrait's PNG is.
        public var portrait: String
        /// Whether the drink is being judged.
        public var brewing: Bool
        /// The judgement, once made.
        public var verdict: Verdict?
    }

    /// The drink on the counter.
    public struct DrinkChoice: Encodable, Sendable, Equatable {
        /// The drink.
        public var kind: String
        /// Hot or iced.
        public var temperature: String
        /// The milk.
        public var milk: String
        /// The flavours.
        public var flavors: [String]
        /// The drink in words.
        public var text: String
    }

    /// A dream customer of the side panel.
    public struct Customer: Encodable, Sendable, Equatable {
        /// The cup number, 1...4.
        public var cup: Int
        /// The name, or nil while the customer is being generated.
        public var name: String?
    }

    /// `menu`, `shop`, `dialog`, `encounter` or `summary`.
    public var screen: String
    /// Why the model cannot be used (nil when it can).
    public var modelProblem: [String]?
    /// The shift's number.
    public var shift: Int
    /// Drinks served this shift.
    public var served: Int
    /// Drinks served over all shifts saved.
    public var servedEver: Int
    /// The shift's mean satisfaction, rounded to a tenth.
    public var average: Double?
    /// The customers' progress while they are generated (`▮░░░ 1/4 ~6 s`).
    public var progress: String?
    /// The dream customers, by cup.
    public var customers: [Customer]
    /// Where the player stands.
    public var player: Position
    /// Everyone on the map.
    public var people: [Person]
    /// Who is within reach.
    public var near: String?
    /// The open conversation.
    public var dialog: Dialog?
    /// The open order sheet.
    public var order: Order?
    /// The drink on the counter.
    public var drink: DrinkChoice
    /// The end-of-shift summary's lines.
    public var summary: [String]?
    /// The status line.
    public var status: String

    /// The view of a game.
    /// - Parameters:
    ///   - ui: What is on screen.
    ///   - world: The game's world.
    ///   - modelStatus: Whether the model can be used.
    ///   - now: The time, for the progress estimate.
    public init(ui: GameUI, world: GameState, modelStatus: ModelStatus, now: ContinuousClock.Instant = .now) {
        screen =
            switch ui.screen {
            case .menu: "menu"
            case .shop, .help: "shop"
            case .dialog: "dialog"
            case .encounter: "encounter"
            case .summary: "summary"
            }
        modelProblem = modelStatus.message
        shift = world.shift.number
        served = world.shift.customersServed
        servedEver = world.save.totalServed
        average = world.shift.averageSatisfaction.map { ($0 * 10).rounded() / 10 }
        progress = world.progress.flatMap { $0.isComplete ? nil : $0.line(now: now) }
        customers = (0..<min(world.shop.cups.count, world.dreamCustomerSlots)).map {
            Customer(cup: $0 + 1, name: world.dreamCustomers[$0]?.name)
        }
        player = world.shop.player
        let nearest = world.shop.nearestCharacter
        people = world.shop.presentCharacters.map { character, position in
            var kind = ""
            var cup: Int?
            switch character {
            case .barista: kind = "barista"
            case .regular: kind = "regular"
            case .contactsCustomer: kind = "contactsCustomer"
            case .dreamCustomer(let slot):
                kind = "cup"
                cup = slot + 1
            }
            return Person(
                kind: kind, cup: cup, name: world.displayName(of: character), x: position.x, y: position.y,
                near: character == nearest)
        }
        near = nearest.map(world.displayName(of:))
        dialog = ui.dialog.map {
            Dialog(name: $0.name, text: $0.text, waiting: $0.isWaiting, arriving: $0.isArriving, said: $0.lastInput)
        }
        order = ui.encounter.map { encounter in
            Order(
                cup: encounter.slot + 1, name: encounter.npc.name, order: encounter.npc.coffeeOrder,
                picture: encounter.npc.picture.imageDescription,
                portrait: Self.portraitPath(for: encounter), brewing: encounter.isBrewing,
                verdict: encounter.result.map {
                    Verdict(
                        name: $0.customerName, satisfaction: $0.satisfaction,
                        stars: EncounterSheet.stars($0.satisfaction, plain: false), feedback: $0.feedback,
                        drink: $0.drink.description)
                })
        }
        drink = DrinkChoice(
            kind: world.drink.kind.rawValue, temperature: world.drink.temperature.rawValue,
            milk: world.drink.milk.rawValue, flavors: world.drink.flavors.map(\.rawValue),
            text: world.drink.description)
        if case .summary(let lines) = ui.screen { summary = lines }
        status = ui.statusLine(lastLog: world.log.last)
    }

    /// The portrait's address: the open order's picture (the query only tells the browser's
    /// cache one picture from the next).
    static func portraitPath(for encounter: EncounterView) -> String {
        let name = encounter.npc.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return "/portrait.png?cup=\(encounter.slot + 1)&name=\(name)"
    }
}
