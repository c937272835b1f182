import Foundation
import FoundationModels

/// Dream customers: invents them, and lets them judge the drinks the player makes.
///
/// Every call uses a fresh session, so customers do not share memories.
public struct EncounterEngine: Sendable {
    /// What a customer says when the judgement cannot be made.
    public static let fallbackFeedback = "Hmm... it's ok!"

    private let model: any LanguageModel
    private let options: GenerationOptions

    /// Creates the engine.
    /// - Parameters:
    ///   - model: The model (default: the on-device model).
    ///   - options: Generation options (sampling, and a token budget for each response).
    public init(
        model: any LanguageModel = SystemLanguageModel.default,
        options: GenerationOptions = GenerationOptions(temperature: 0.9, maximumResponseTokens: 120)
    ) {
        self.model = model
        self.options = options
    }

    /// Invents a dream customer.
    ///
    /// A customer whose name is not a name (`QualityCheck.isName`), is already taken, whose
    /// order is not a coffee drink, or who has no picture (the token budget ran out) is turned away and invented again (twice at most, each time
    /// with the bad name added to the taken ones); the last try is kept.
    /// - Parameters:
    ///   - inspiration: A kind of creature to start from, for variety among customers
    ///     generated at once (extension of this project; nil leaves it to the model).
    ///   - takenNames: Names already in the shop or served this shift, never to reuse
    ///     (extension of this project).
    /// - Returns: The customer, with a portrait drawn from its picture description.
    /// - Throws: `LanguageModelError` when the model fails.
    public func generateNPC(inspiration: String? = nil, avoiding takenNames: [String] = []) async throws -> NPC {
        var taken = takenNames
        var customer = try await inventCustomer(inspiration: inspiration, avoiding: taken, attempt: 0)
        for attempt in 1..<3 {
            let clash = taken.containsName(customer.name)
            if QualityCheck.isName(customer.name), !clash, QualityCheck.isCoffeeOrder(customer.coffeeOrder),
                !customer.picture.imageDescription.isEmpty
            {
                break
            }
            if !clash { taken.append(customer.name) }
            customer = try await inventCustomer(inspiration: inspiration, avoiding: taken, attempt: attempt)
        }
        return customer
    }

    /// One try at a customer. A retry samples anew (seeded, so games stay repeatable): a small
    /// model told a name is taken often writes it again when it samples the same way.
    private func inventCustomer(inspiration: String?, avoiding taken: [String], attempt: Int) async throws -> NPC {
        var prompt = Self.customerPrompt
        if let inspiration { prompt += "\(Self.kindPrefix) \(inspiration)." }
        if !taken.isEmpty { prompt += " Names already taken: \(taken.joined(separator: ", "))." }
        var options = options
        if attempt > 0 {
            // Seeded by the attempt, the creature and the names taken, so that customers
            // generated at once retry differently.
            let salt = (inspiration ?? "").unicodeScalars.reduce(UInt64(taken.count)) { $0 &* 31 &+ UInt64($1.value) }
            options.samplingMode = .random(probabilityThreshold: 0.95, seed: (UInt64(attempt) &* 0x9E37_79B9) ^ salt)
            options.temperature = max(options.temperature ?? 0.9, 1.0)
        }
        return try await customerSession().respond(
            to: prompt, generating: NPC.self, includeSchemaInPrompt: false, options: options
        ).content
    }

    /// Prepares the model for `generateNPC` and `judgeDrink` while the player is still at the
    /// main menu: every customer's session starts with the same instructions and prompt, and
    /// every judge's with the same instructions, which the model then has decoded once for all
    /// of them (extension of this project).
    public func prewarm() {
        // Through the words every customer of a shift shares (the game names each one's kind),
        // so that in a later launch the first customer decodes only its own.
        customerSession().prewarm(promptPrefix: Prompt(Self.customerPrompt + Self.kindPrefix))
        judgeSession().prewarm()
    }

    /// A session for one customer. Customers share instructions that show the JSON they are
    /// made of, so the schema need not follow each prompt: what differs between two customers
    /// comes last, and the rest is decoded once for all.
    private func customerSession() -> LanguageModelSession {
        LanguageModelSession(
            model: model,
            instructions: """
                A fantasy role-playing game set in Dream Coffee, the café of the dream realm. \
                Use your imagination to generate fun game characters.
                Each customer is a JSON object: "name" is the customer's own fun fantasy name (one or two words), \
                "coffeeOrder" the coffee drink they order in a few words, and "picture" describes how the customer \
                looks. Examples, whose names are taken:
                {"name": "Thimblefoot", "coffeeOrder": "an iced lavender latte", \
                "picture": {"imageDescription": "a tiny hobbit-like dreamer with curly hair and a green scarf"}}
                {"name": "Spiderkid", "coffeeOrder": "a hot chocolate with eight marshmallows", \
                "picture": {"imageDescription": "a young purple spider wearing red sneakers"}}
                {"name": "Wise Fairy", "coffeeOrder": "a hot oat cappuccino with hazelnut", \
                "picture": {"imageDescription": "an old fairy with silver wings and a golden wand"}}
                """)
    }

    private static let customerPrompt = "Create a new dream customer for the coffee shop, with a new name."
    private static let kindPrefix = " This customer is a kind of"

    /// Lets a customer judge a drink against their order.
    ///
    /// Never throws: any error gives "Hmm... it's ok!" with a middling score. A judgement out of
    /// character is asked for once more.
    /// - Parameters:
    ///   - drink: What the player made.
    ///   - customer: Who ordered.
    /// - Returns: The customer's words and satisfaction.
    public func judgeDrink(drink: Drink, for customer: NPC) async -> DrinkVerdict {
        let prompt = """
            You are \(customer.name), who looks like \(customer.picture.imageDescription).
            Your order: \(customer.coffeeOrder)
            The drink you got: \(drink)
            \(OrderCheck.comparison(order: customer.coffeeOrder, drink: drink))
            """
        func judge(_ options: GenerationOptions) async throws -> DrinkVerdict {
            try await judgeSession().respond(
                to: prompt, generating: DrinkVerdict.self, includeSchemaInPrompt: false, options: options
            ).content
        }
        do {
            let verdict = try await judge(options)
            guard QualityCheck.hasMetaText(verdict.feedback) else { return verdict }
            // Out of character ("I'm sorry, but I can't help"): asked once more, sampling anew.
            var again = options
            again.samplingMode = .random(probabilityThreshold: 0.9, seed: 1)
            return try await judge(again)
        } catch {
            return DrinkVerdict(feedback: Self.fallbackFeedback, satisfaction: 3)
        }
    }

    /// A session for one judgement. Every judge shares these instructions, decoded once for
    /// all; who judges and what comes in the prompt.
    private func judgeSession() -> LanguageModelSession {
        LanguageModelSession(
            model: model,
            instructions: """
                You play a customer at Dream Coffee, the café of the dream realm, judging the drink the barista made. \
                Speak in the first person, briefly. Does the drink match your order, and do you like it? \
                Give the barista helpful feedback: a compliment if you like it, or politely say why not. \
                Your satisfaction goes from 1 (not at all) to 5 (delighted): exactly what you ordered gets 4 or 5, \
                a drink that is not what you ordered gets 1 or 2. Answer with JSON, for example:
                {"feedback": "Mmm, just what I dreamed of, thank you!", "satisfaction": 5}
                {"feedback": "Oh no, I asked for an iced latte, and this is a hot tea.", "satisfaction": 1}
                """)
    }

    /// Invents the customer named from the player's contacts: a session with the contacts tool
    /// and instructions to use it for the name. The name is asked for in a text turn (the model
    /// calls tools when it answers in text), then the customer is generated in the same session.
    /// - Parameter contacts: The contacts tool.
    /// - Returns: The customer.
    /// - Throws: `LanguageModelError` or `LanguageModelSession.ToolCallError` when the model fails.
    public func generateCustomer(contacts: ContactsTool) async throws -> GeneratedCustomer {
        let session = LanguageModelSession(
            model: model, tools: [contacts],
            instructions: """
                You create customers for Dream Coffee, a café in the dream realm. \
                Customers are named after the player's contacts: always call getContacts first to get the name.
                """)
        var nameOptions = options
        nameOptions.maximumResponseTokens = 24
        try await session.respond(
            to: "Get a contact born in month \(contacts.today.month) to name a new customer.",
            options: nameOptions)
        let prompt = "Create the customer who has just come in, named exactly with the contact's name you got."
        return try await session.respond(to: prompt, generating: GeneratedCustomer.self, options: options).content
    }
}
