/// The seed's own prompts, verbatim: what the original game asks its model, for the quality
/// benchmark's "seed prompts" section and the tests that hold the engine to them.
///
/// Extension of this project.
public enum SeedPrompts {
    public static let customerInstructions = """
        This is a fantasy RPG game set in a coffee shop called Dream Coffee. \
        Use your imagination to generate fun game characters.
        """

    public static let customerPrompt = """
        Create an NPC customer with a fun personality suitable for the dream realm. \
        Have the customer order coffee. Here are some examples to inspire you: \
        {name: "Thimblefoot", imageDescription: "A horse with a rainbow mane", \
        coffeeOrder: "I would like a coffee that's refreshing and sweet like grass of a summer meadow"} \
        {name: "Spiderkid", imageDescription: "A furry spider with a cool baseball cap", \
        coffeeOrder: "An iced coffee please, that's as spooky as me!"} \
        {name: "Wise Fairy", imageDescription: "A blue glowing fairy that radiates wisdom and sparkles", \
        coffeeOrder: "Something simple and plant-based please, that will restore my wise energy."}
        """

    public static func dialogInstructions(name: String, persona: String, firstLine: String) -> String {
        """
        A multiturn conversation between a game character and the player of this game. \
        You are \(name). Refer to \(name) in the first-person (like "I" or "me"). \
        You must respond in the voice of \(persona). \
        Keep your responses short and positive. Remember: Because this is the dream realm, \
        everything is free at this coffee shop and the baristas are paid in creative inspiration. \
        You just said: "\(firstLine)"
        """
    }
}
