import Testing

@testable import FoundationModels

/// Which instructions and examples each stage of the classifier reads.
@Suite struct ClassifierPromptTests {
    @Test func onlyTheQualityModelReadsTheNoteAndExamplesOfAppAndTestPrompts() {
        let prompt = ClassifierPrompt(for: .input)
        let example = ClassifierPrompt.quoted(ClassifierPrompt.decidingInputExamples[0].0)
        #expect(prompt.messages.contains { $0.content == example })
        #expect(!prompt.screenMessages.contains { $0.content == example })
        #expect(prompt.messages[0].content.hasSuffix(ClassifierPrompt.decidingInputNote))
        #expect(prompt.screenMessages[0].content == ClassifierPrompt.inputPolicy)
        #expect(prompt.messages.count == prompt.screenMessages.count + 2 * ClassifierPrompt.decidingInputExamples.count)
    }

    @Test func bothModelsReadTheSameInstructionsForAnswers() {
        let prompt = ClassifierPrompt(for: .output(request: "Invent a game character."))
        #expect(prompt.messages == prompt.screenMessages)
        #expect(
            prompt.message("Grim, a sleepy ghost.")
                == "Request: Invent a game character.\nAnswer: Grim, a sleepy ghost.")
    }
}
