import Foundation
import FoundationModels
import Synchronization

/// One game of Dream Coffee, shared by the terminal UI and the scripted mode: the world, the
/// dialog and encounter engines, and the background generation of customers.
///
/// Extension of this project. All state sits behind a `Mutex`; model work runs in tasks.
public final class DreamCoffeeGame: Sendable {
    /// The setup the game was started with.
    public let setup: GameSetup
    /// Conversations with Chike, Lisa and the contacts customer.
    public let dialog: DialogEngine
    /// Dream customers and their judgements.
    public let encounters: EncounterEngine
    /// The contacts tool the contacts customer is named with.
    public let contactsTool: ContactsTool
    private let state: Mutex<GameState>
    private let arrivals = Mutex<[Int: Task<NPC?, Never>]>([:])
    private let contactsArrival = Mutex<Task<GeneratedCustomer?, Never>?>(nil)

    /// Creates a game; nothing is generated until `startShift()`.
    /// - Parameter setup: The model, data and save file.
    /// - Throws: `SaveGame.SaveError` when the save file exists but cannot be read.
    public init(setup: GameSetup) throws {
        self.setup = setup
        let save = try setup.saveFile.map(SaveGame.load(from:)) ?? SaveGame()
        var generator = SeededGenerator(seed: setup.seed)
        let shop = ShopState(using: &generator)
        state = Mutex(
            GameState(
                shop: shop, shift: Shift(number: save.nextShiftNumber), save: save,
                dreamCustomerSlots: setup.dreamCustomers, drink: save.lastDrink, generator: generator))
        let contactsSource = setup.contacts
        contactsTool = ContactsTool(today: setup.today, seed: setup.seed) {
            try DataLoader.contacts(from: contactsSource)
        }
        let calendarSource = setup.calendar
        let today = setup.today
        let timeZone = setup.timeZone
        let chat = GenerationOptions(samplingMode: setup.sampling, temperature: 0.7, maximumResponseTokens: 60)
        dialog = DialogEngine(model: setup.model, options: chat) { character in
            guard let customer = character as? GeneratedCustomer else { return [] }
            let name = customer.displayName
            return [
                CalendarTool(contactName: name, today: today, timeZone: timeZone) {
                    try DataLoader.calendar(from: calendarSource, seedingSampleWith: name, on: today)
                }
            ]
        }
        encounters = EncounterEngine(
            model: setup.model,
            options: GenerationOptions(samplingMode: setup.sampling, temperature: 0.9, maximumResponseTokens: 120))
    }

    /// The world now.
    public var snapshot: GameState { state.withLock { $0 } }

    /// Changes the world.
    /// - Parameter change: The change, under the lock.
    /// - Returns: What the change returns.
    @discardableResult
    public func update<T: Sendable>(_ change: (inout GameState) -> T) -> T {
        state.withLock { change(&$0) }
    }

    /// Prepares the model for the shift's customers and the first words with the barista and
    /// Lisa in the background, while the player is at the main menu.
    public func prewarm() {
        let engine = encounters
        let dialog = dialog
        Task(priority: .utility) {
            engine.prewarm()
            dialog.prewarm([Barista(), Lisa()])
        }
    }

    /// Starts generating the dream customers and the contacts customer in the background;
    /// each cup appears when its customer is ready. The first customer, the next thing the
    /// player sees, goes before the others (and after anything the player waits for).
    public func startShift() {
        update { $0.progress = ShiftProgress(started: .now, expected: setup.dreamCustomers) }
        let tally = setup.timingsFile.map { _ in TokenTally() }
        TokenTally.$current.withValue(tally) { summonDreamCustomer(0, priority: .medium) }
        for slot in 1..<setup.dreamCustomers { summonDreamCustomer(slot) }
        if let tally, let file = setup.timingsFile { recordFirstArrival(tally, in: file) }
        let engine = encounters
        let tool = contactsTool
        let task = Task(priority: .utility) { [weak self] () -> GeneratedCustomer? in
            do {
                let customer = try await engine.generateCustomer(contacts: tool)
                self?.update { $0.contactsCustomer = customer }
                return customer
            } catch is CancellationError {
                return nil
            } catch {
                self?.update {
                    $0.log.append("The contacts customer could not be generated: \(error.localizedDescription)")
                }
                return nil
            }
        }
        contactsArrival.withLock { $0 = task }
    }

    /// Appends the first customer's wait and tokens to the `--timings` file once it arrives.
    private func recordFirstArrival(_ tally: TokenTally, in file: String) {
        Task { [weak self] in
            guard let self, await dreamCustomer(0) != nil, let started = snapshot.progress?.started else { return }
            let seconds = (ContinuousClock.now - started) / .seconds(1)
            let line = String(
                format: "first customer: %.2f s after the shift began; prompt %d tokens (%d decoded) + %d generated\n",
                seconds, tally.allPromptTokens, tally.promptTokens, tally.responseTokens)
            guard let handle = FileHandle(forWritingAtPath: file) ?? Self.create(file) else {
                update { $0.log.append("The timings could not be written to \(file); check the path.") }
                return
            }
            defer { try? handle.close() }
            _ = try? handle.seekToEnd()
            try? handle.write(contentsOf: Data(line.utf8))
        }
    }

    private static func create(_ file: String) -> FileHandle? {
        FileManager.default.createFile(atPath: file, contents: nil) ? FileHandle(forWritingAtPath: file) : nil
    }

    /// Generates a dream customer for a cup slot in the background.
    /// - Parameters:
    ///   - slot: The cup slot.
    ///   - priority: The priority of its generation.
    public func summonDreamCustomer(_ slot: Int, priority: TaskPriority = .utility) {
        let engine = encounters
        let inspiration = update { state -> String in
            Creature.allCases.randomElement(using: &state.generator)?.rawValue ?? "cat"
        }
        let task = Task(priority: priority) { [weak self] () -> NPC? in
            do {
                // Customers generated at once do not see each other's names: one that arrives
                // with a name taken meanwhile is invented again, knowing it. The check and the
                // arrival happen under one lock, so a shift never repeats a name. Only a name
                // the model was told is taken counts as a failed try (three at most): four
                // customers asked for at once can each lose a race to the others' arrivals.
                var taken = self?.snapshot.namesInUse ?? []
                var failed = 0
                for _ in 0..<8 where failed < 3 {
                    let npc = try await engine.generateNPC(inspiration: inspiration, avoiding: taken)
                    guard let game = self else { return nil }
                    let arrived = game.update { state -> Bool in
                        guard !state.namesInUse.containsName(npc.name) else { return false }
                        state.dreamCustomers[slot] = npc
                        state.shop.setCup(slot, visible: true)
                        state.progress?.arrive(at: .now)
                        return true
                    }
                    if arrived { return npc }
                    if taken.containsName(npc.name) { failed += 1 }
                    taken = game.snapshot.namesInUse
                }
                self?.update {
                    $0.log.append("Dream customer \(slot + 1) did not come: every name it chose was taken.")
                }
                return nil
            } catch is CancellationError {
                return nil
            } catch {
                self?.update { $0.log.append("Dream customer \(slot + 1) did not come: \(error.localizedDescription)") }
                return nil
            }
        }
        arrivals.withLock { $0[slot] = task }
    }

    /// Waits until a cup slot's customer is generated (or failed).
    /// - Parameter slot: The cup slot.
    /// - Returns: The customer, or nil when generation failed.
    public func dreamCustomer(_ slot: Int) async -> NPC? {
        if let ready = snapshot.dreamCustomers[slot] { return ready }
        guard let task = arrivals.withLock({ $0[slot] }) else { return nil }
        return await task.value
    }

    /// Waits until the contacts customer is generated (or failed).
    /// - Returns: The customer, or nil when generation failed.
    public func contactsCustomer() async -> GeneratedCustomer? {
        if let ready = snapshot.contactsCustomer { return ready }
        guard let task = contactsArrival.withLock({ $0 }) else { return nil }
        return await task.value
    }

    /// The character a map character talks as (dream customers are served, not talked to).
    /// - Parameter who: The map character.
    /// - Returns: The character, or nil when there is nobody to talk to.
    public func character(for who: MapCharacter) -> (any Character)? {
        switch who {
        case .barista: Barista()
        case .regular: Lisa()
        case .contactsCustomer: snapshot.contactsCustomer
        case .dreamCustomer: nil
        }
    }

    /// Serves the drink on the counter to a dream customer: the customer judges it, the shift
    /// records it, the customer leaves and a new one is summoned to another place.
    /// - Parameter slot: The customer's cup slot.
    /// - Returns: The record, or nil when no customer is there.
    public func serve(slot: Int) async -> ServedDrink? {
        let (customer, drink) = state.withLock { ($0.dreamCustomers[slot], $0.drink) }
        guard let customer else { return nil }
        let verdict = await encounters.judgeDrink(drink: drink, for: customer)
        let satisfaction = min(verdict.satisfaction, Self.satisfactionCap(order: customer.coffeeOrder, drink: drink))
        let served = ServedDrink(
            customerName: customer.name, order: customer.coffeeOrder, drink: drink,
            satisfaction: satisfaction, feedback: verdict.feedback)
        update { state in
            state.shift.record(served)
            state.dreamCustomers[slot] = nil
            state.shop.setCup(slot, visible: false)
            state.shop.relocateCup(slot, using: &state.generator)
            state.save.lastDrink = drink
            state.log.append("\(customer.name) left. A new dream customer is on the way.")
        }
        summonDreamCustomer(slot)
        return served
    }

    /// The highest satisfaction a drink can get: 5, less 2 for every obvious difference from
    /// the order (another drink, temperature, a missing flavour), at least 1. A small model's
    /// judgement is kind; the score stays fair.
    /// - Parameters:
    ///   - order: The order text.
    ///   - drink: The drink made.
    /// - Returns: The cap, 1...5.
    public static func satisfactionCap(order: String, drink: Drink) -> Int {
        max(1, 5 - 2 * OrderCheck.differences(order: order, drink: drink).count)
    }

    /// Ends the shift: records it in the save file and starts the next one.
    /// - Returns: The summary lines.
    /// - Throws: `SaveGame.SaveError` when the save file cannot be written.
    @discardableResult
    public func endShift() throws -> [String] {
        let (summary, save) = update { state -> ([String], SaveGame) in
            let summary = state.shift.summary
            state.save.shifts.append(state.shift)
            state.save.lastDrink = state.drink
            state.shift = Shift(number: state.save.nextShiftNumber)
            return (summary, state.save)
        }
        if let file = setup.saveFile { try save.write(to: file) }
        return summary
    }

    /// Saves before quitting: a shift with drinks served is finished and kept, and the drink
    /// builder's choice is remembered.
    /// - Throws: `SaveGame.SaveError` when the save file cannot be written.
    public func saveProgress() throws {
        let save = update { state -> SaveGame in
            if state.shift.customersServed > 0 {
                state.save.shifts.append(state.shift)
                state.shift = Shift(number: state.save.nextShiftNumber)
            }
            state.save.lastDrink = state.drink
            return state.save
        }
        if let file = setup.saveFile { try save.write(to: file) }
    }

    /// Cancels background generation.
    public func stop() {
        arrivals.withLock { for arrival in $0.values { arrival.cancel() } }
        contactsArrival.withLock { $0?.cancel() }
    }

    /// Cancels background generation and waits until it has ended, so that nothing is decoding
    /// when the program exits.
    public func stopAndWait() async {
        stop()
        for arrival in arrivals.withLock({ Array($0.values) }) { _ = await arrival.value }
        _ = await contactsArrival.withLock({ $0 })?.value
    }
}
