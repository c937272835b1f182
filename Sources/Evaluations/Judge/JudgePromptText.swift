/// The text of a judge's prompt, from its parts: the task, the response (or, pairwise, the
/// response and the baseline), the reference sections, each dimension with its scale, and the
/// answer's form. Internal; pure, so tests read it without a model.
struct JudgePromptText {
    /// A titled section.
    struct Section {
        let title: String
        let body: String
    }

    /// The sample's prompt.
    var task: String
    /// The instructions the model under test was given, if any.
    var taskInstructions: String?
    /// The response, titled "Response"; pairwise, "Response A" and "Response B".
    var responses: [Section]
    /// Labelled reference data, in order.
    var references: [Section] = []
    /// What to score, and how to answer.
    var answer: JudgeAnswer
    /// Whether the responses are a response and a baseline to compare.
    var isPairwise = false

    /// The prompt.
    var text: String {
        var sections: [Section] = [Section(title: "Prompt", body: task)]
        if let taskInstructions, !taskInstructions.isEmpty {
            sections.append(Section(title: "Instructions the model was given", body: taskInstructions))
        }
        sections += responses + references
        sections.append(Section(title: "Criteria", body: answer.dimensions.map(criterion).joined(separator: "\n\n")))
        sections.append(
            Section(
                title: "Answer",
                body: "For each criterion, first write the rationale, then the score. "
                    + "Answer with a JSON object in this form:\n" + answer.format))
        let lead =
            isPairwise
            ? "Compare Response A, the response under evaluation, with Response B, the baseline: two responses "
                + "to the prompt below. Where a scale says \"response\" it means Response A, and \"baseline\" "
                + "means Response B; higher scores mean Response A is better."
            : "Evaluate the response to the prompt below against each criterion."
        return ([lead] + sections.map { "## \($0.title)\n\($0.body)" }).joined(separator: "\n\n")
    }

    /// A dimension: its name, description, scale (highest first), and how to score.
    private func criterion(_ dimension: ScoreDimension) -> String {
        var lines = ["### \(dimension.name)"]
        if let description = dimension.description { lines.append(description) }
        lines.append("Scale, highest first:")
        for option in dimension.scale.options {
            let number = ScoringScale.numberLabel(option.value)
            let level = option.label == number ? option.label : "\(option.label) (\(number))"
            lines.append("- \(level): \(option.guideDescription)")
        }
        if let range = dimension.scale.range {
            switch answer.mode {
            case .discrete:
                lines.append(
                    "Score with exactly one of: " + JudgeAnswer.list(dimension.scale.options.map(\.label)) + ".")
            case .continuous:
                lines.append(
                    "Score with any number from \(ScoringScale.numberLabel(range.lowerBound)) to "
                        + "\(ScoringScale.numberLabel(range.upperBound)); the levels are a guide.")
            }
        }
        return lines.joined(separator: "\n")
    }
}
