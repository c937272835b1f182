// Apple's article "Generating synthetic datasets" (5a-5g), verbatim between the glue. It only
// has to compile: running it needs the on-device model (or Private Cloud Compute).

// Glue (not in Apple's sample): the imports.
import Evaluations
import FoundationModels

// End of glue.

// The categories the model can assign to extracted tasks.
// The @Generable macro lets the model produce instances of this type.
@Generable
enum TaskCategory: String, Codable, Sendable {
    case work
    case personal
    case health
    case errands
    case home
}

// The structured output the model produces for each input.
@Generable
struct TaskItem: Codable, Sendable {
    var title: String
    var dueOn: String?
    var category: TaskCategory
    var isUrgent: Bool
}

let dataset: [ModelSample<TaskItem>] = [
    // Here's a health task that is non-urgent and has a due date.
    ModelSample(
        prompt: "Schedule dentist appointment for next Tuesday",
        expected: TaskItem(
            title: "Schedule dentist appointment",
            dueOn: "04/07/2026", category: .health, isUrgent: false)
    ),
    // This is an errands task that is urgent and due today.
    ModelSample(
        prompt: "Buy groceries for dinner party tonight",
        expected: TaskItem(
            title: "Buy groceries for dinner party",
            dueOn: "03/30/2026", category: .errands, isUrgent: true)
    ),
    // Here's a work task that's urgent and has a due date.
    ModelSample(
        prompt: "Finish quarterly report by end of week",
        expected: TaskItem(
            title: "Finish quarterly report",
            dueOn: "04/03/2026", category: .work, isUrgent: true)
    ),
    // This is a home task that's non-urgent and has a due date.
    ModelSample(
        prompt: "Fix the leaky kitchen faucet this weekend",
        expected: TaskItem(
            title: "Fix leaky kitchen faucet",
            dueOn: "04/05/2026", category: .home, isUrgent: false)
    ),
    // Here's a personal task that's non-urgent with no due date.
    ModelSample(
        prompt: "Learn to cook Thai food",
        expected: TaskItem(
            title: "Learn to cook Thai food",
            dueOn: nil, category: .personal, isUrgent: false)
    ),
]

let syntheticGenerationPrompt = Prompt(
    """
    Generate realistic to-do list items that a busy professional might have. \
    Each input is a natural-language request, and the expected output is the structured \
    task extracted from it. Cover a mix of work tasks (meetings, deadlines, \
    reviews), personal errands (shopping, appointments), health activities \
    (exercise, checkups), and home maintenance. Vary urgency and whether a \
    due date is specified.
    """)

// Glue (not in Apple's sample): a type whose functions hold the article's statements.
struct SyntheticDataArticle {
    // Glue: a function to hold the statements.
    func makeSamples5c() async throws {
        var expanded: [ModelSample<TaskItem>] = []

        for try await sample in dataset.makeSamples(
            syntheticGenerationPrompt,
            targetCount: 20
        ) {
            expanded.append(sample)
        }
        _ = expanded  // Glue: reads the value.
    }

    // Glue: a function to hold the statements.
    func makeSamplesWithValidator5d() async throws {
        var expanded: [ModelSample<TaskItem>] = []

        for try await sample in dataset.makeSamples(
            Prompt("Generate realistic to-do list items for a busy professional."),
            targetCount: 20,
            validator: { sample in
                // Reject samples that are missing an expected value or have an empty title.
                guard let task = sample.expected else { return false }
                return !task.title.isEmpty
            }
        ) {
            expanded.append(sample)
        }
        _ = expanded  // Glue: reads the value.
    }

    // Glue: 5e reviews the `expanded` array of 5c/5d.
    func review5e(expanded: [ModelSample<TaskItem>]) {
        // Print each sample's prompt alongside its extracted task for review.
        for sample in expanded {
            if let task = sample.expected {
                let due = task.dueOn ?? "no date"
                let urgent = task.isUrgent ? " [URGENT]" : ""
                // Use promptDescription for printable text.
                print("\"\(sample.promptDescription)\"")
                print("  → \(task.title) (\(task.category.rawValue), \(due))\(urgent)")
            }
        }
    }

    // Glue: a function to hold the statements.
    func sessionProvider5f() async throws {
        var expanded: [ModelSample<TaskItem>] = []

        for try await sample in dataset.makeSamples(
            syntheticGenerationPrompt,
            targetCount: 20,
            sessionProvider: {
                LanguageModelSession(
                    // Use the Private Compute Cloud model to generate samples.
                    model: PrivateCloudComputeLanguageModel(),
                    instructions: """
                        You create new structured task data. Generate realistic \
                        to-do list items based on the examples provided. Each item \
                        needs a natural prompt, an appropriate title, correct \
                        category classification, and an honest urgency rating.
                        """
                )
            }
        ) {
            expanded.append(sample)
        }
        _ = expanded  // Glue: reads the value.
    }

    // Glue: a function to hold the statements.
    func sampleGenerator5g() async throws {
        let generator = SampleGenerator(
            Prompt("Generate realistic to-do list items for a busy professional."),
            samples: dataset,
            targetCount: 20,
            // Use sliding window sampling.
            samplingStrategy: .slidingWindow,
            // Reject any samples that don't have an expected value or have an empty title.
            validator: { sample in
                guard let task = sample.expected else { return false }
                return !task.title.isEmpty
            }
        )

        // Create the expanded dataset with the generated samples.
        var expanded: [ModelSample<TaskItem>] = []
        for try await sample in generator.run() {
            expanded.append(sample)
        }

        // Inspect the rejected samples to troubleshoot issues.
        let rejected = await generator.invalidSamples
        _ = rejected  // Glue: reads the value.
    }

}
// End of glue.
