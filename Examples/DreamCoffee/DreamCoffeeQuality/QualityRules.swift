import DreamCoffeeKit
import Evaluations
import Foundation

/// The quality benchmark's rules (`QualityCheck`) as evaluators: each a pass/fail metric of the
/// samples it applies to (ignored for the others), whose failing result quotes the text that
/// failed.
///
/// Extension of this project.
public enum QualityRules {
    /// Every customer's name is a name.
    public static let customerName = Metric("customer name is a name")
    /// Every customer's order is a coffee drink.
    public static let coffeeOrder = Metric("order is a coffee drink")
    /// Every customer's name, order and picture end cleanly.
    public static let customerFields = Metric("customer fields end cleanly")
    /// No two customers of the shift share a name.
    public static let distinctNames = Metric("distinct names in a shift")
    /// The reply stays in character and ends cleanly.
    public static let inCharacter = Metric("dialog in character, ends cleanly")
    /// The reply to an off-topic line mentions coffee.
    public static let offTopicSteered = Metric("off-topic steered back to coffee")
    /// The drink that was ordered scores higher than the other.
    public static let judgingOrder = Metric("judging: matching drink scores higher")
    /// Both verdicts' feedback stays in character.
    public static let judgeFeedback = Metric("judge's feedback in character")
    /// The menu's dishes have distinct names.
    public static let menuDistinct = Metric("menu items distinct")
    /// The menu's prices vary with the dish.
    public static let menuCosts = Metric("menu costs vary with the dish")
    /// Every dish's name, description and ingredients end cleanly.
    public static let menuFields = Metric("menu item fields end cleanly")

    /// The evaluators, one per metric.
    public static var evaluators: [any EvaluatorProtocol<QualitySample, ModelSubject<QualityOutput>>] {
        [
            customers(customerName) { every($0.map(\.name), QualityCheck.isName) },
            customers(coffeeOrder) { every($0.map(\.order), QualityCheck.isCoffeeOrder) },
            customers(customerFields) { people in
                every(people.map { [$0.name, $0.order, $0.picture] }) { $0.allSatisfy(QualityCheck.endsCleanly) }
            },
            customers(distinctNames) { people in
                Set(people.map { $0.name.lowercased() }).count == people.count
                    ? nil : people.map(\.name).joined(separator: ", ")
            },
            Evaluator<QualitySample> { _, subject in
                guard let reply = subject.value.reply else { return inCharacter.ignore() }
                return QualityCheck.isInCharacter(reply) ? inCharacter.passing() : inCharacter.failing(rationale: reply)
            },
            Evaluator<QualitySample> { sample, subject in
                guard let reply = subject.value.reply, sample.isOffTopicLine else { return offTopicSteered.ignore() }
                return QualityCheck.mentionsCoffee(reply)
                    ? offTopicSteered.passing() : offTopicSteered.failing(rationale: reply)
            },
            Evaluator<QualitySample> { sample, subject in
                guard case .verdicts(let ordered, let other) = subject.value, case .judging(let index) = sample.task
                else { return judgingOrder.ignore() }
                let item = JudgingCase.all[index]
                let rationale =
                    "\(item.order): \(ordered.satisfaction) for \(item.match), \(other.satisfaction) for \(item.mismatch)"
                return ordered.satisfaction > other.satisfaction
                    ? judgingOrder.passing(rationale: rationale) : judgingOrder.failing(rationale: rationale)
            },
            Evaluator<QualitySample> { _, subject in
                guard case .verdicts(let ordered, let other) = subject.value else { return judgeFeedback.ignore() }
                return result(judgeFeedback, every([ordered.feedback, other.feedback], QualityCheck.isInCharacter))
            },
            menu(menuDistinct) { dishes in
                Set(dishes.map { $0.name.lowercased() }).count == dishes.count
                    ? nil : dishes.map(\.name).joined(separator: ", ")
            },
            menu(menuCosts) { dishes in
                let costs = Set(dishes.map(\.cost))
                return costs.count * 2 >= dishes.count && costs.count > 1
                    ? nil : dishes.map { "\($0.cost)" }.joined(separator: ", ")
            },
            menu(menuFields) { dishes in
                let failing = dishes.filter { dish in
                    !(QualityCheck.endsCleanly(dish.name) && QualityCheck.endsCleanly(dish.description)
                        && dish.ingredients.allSatisfy(QualityCheck.endsCleanly))
                }
                return failing.isEmpty
                    ? nil
                    : failing.map { "\($0.name): \($0.description) [\($0.ingredients.joined(separator: ", "))]" }
                        .joined(separator: " · ")
            },
        ]
    }

    /// An evaluator of a shift's customers: `failure` gives the failing text, nil when it passes.
    private static func customers(
        _ metric: Metric, failure: @escaping @Sendable ([QualityOutput.Customer]) -> String?
    ) -> Evaluator<QualitySample> {
        Evaluator { _, subject in
            guard case .customers(let people) = subject.value else { return metric.ignore() }
            return result(metric, failure(people))
        }
    }

    /// An evaluator of a menu's dishes: `failure` gives the failing text, nil when it passes.
    private static func menu(
        _ metric: Metric, failure: @escaping @Sendable ([QualityOutput.Dish]) -> String?
    ) -> Evaluator<QualitySample> {
        Evaluator { _, subject in
            guard case .menu(let dishes) = subject.value else { return metric.ignore() }
            return result(metric, failure(dishes))
        }
    }

    /// The texts that fail a rule, joined with " | "; nil when every one passes.
    private static func every(_ texts: [String], _ rule: (String) -> Bool) -> String? {
        let failing = texts.filter { !rule($0) }
        return failing.isEmpty ? nil : failing.joined(separator: " | ")
    }

    /// The groups of texts that fail a rule, each joined with " | ", the groups with " · ".
    private static func every(_ groups: [[String]], _ rule: ([String]) -> Bool) -> String? {
        let failing = groups.filter { !rule($0) }
        return failing.isEmpty ? nil : failing.map { $0.joined(separator: " | ") }.joined(separator: " · ")
    }

    /// Passing without a failing text, else failing with it as the rationale.
    private static func result(_ metric: Metric, _ failure: String?) -> Metric {
        failure.map { metric.failing(rationale: $0) } ?? metric.passing()
    }
}
