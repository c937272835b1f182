import CommandLineSupport
import Foundation
import FoundationModels

/// The `menu-maker` program: pick a meal and a cuisine, pick ingredients, watch the menu being
/// written, then get today's special.
public enum MenuMakerCommand {
    static let parser = ArgumentParser(
        command: "menu-maker", usage: ["menu-maker [options]"],
        overview: """
            Generates a restaurant menu: the cuisine's ingredients, a menu from the ones you pick
            (streamed as it is written), then today's special made only of those ingredients.
            Without --meal, --cuisine or --ingredients it asks on the terminal.
            """,
        options: [
            .value("meal", "MEAL", help: "breakfast, lunch, dinner or dessert"),
            .value("cuisine", "NAME", help: "e.g. Italian, Japanese, Mexican"),
            .value(
                "ingredients", "LIST",
                help: """
                    all, a number N (the first N), or names separated by commas
                    (default when not asked: the first \(IngredientChoice.defaultCount))
                    """),
            .flag("no-special", help: "skip today's special"),
            .flag("json", help: "print only the final result as JSON"),
            .flag("snapshots", help: "print each streamed snapshot of the menu as a line of JSON"),
            .value("model", "PATH", help: "a GGUF model file (default: FM_MODEL, else the installed default)"),
            .flag("fast", help: "the fast model tier (Qwen2.5-Coder-0.5B; also FM_MODEL_TIER=fast)"),
            .value("seed", "N", help: "a seed that makes sampling reproducible"),
            .flag("greedy", help: "always take the most likely token"),
            .value("context", "N", help: "the context window in tokens (default 4096)"),
            .help,
        ],
        footer: "Exit codes: 0 success, 1 failure, 2 usage error.")

    /// Runs the program with its arguments (without the program name).
    /// - Parameter arguments: the command-line arguments.
    /// - Returns: the exit code: 0 success, 1 failure, 2 usage error.
    public static func main(_ arguments: [String]) async -> Int32 {
        do {
            try await run(arguments)
            return 0
        } catch let error as UsageError {
            report(error.message(program: "menu-maker"))
            return UsageError.exitCode
        } catch let error as MenuMakerError {
            report("menu-maker: \(error.description)")
            return 1
        } catch {
            report("menu-maker: \(error.localizedDescription)")
            return 1
        }
    }

    static func run(_ arguments: [String]) async throws {
        guard let parsed = try parser.parseOrHelp(arguments) else { return }
        guard parsed.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positionals[0])'")
        }
        let interactive = Picker.isInteractive
        let choice = try parsed.string("ingredients").map(IngredientChoice.init)
        let givenMeal = try parsed.string("meal").map(meal(named:))
        let givenCuisine = try parsed.string("cuisine").map(cuisine(named:))
        if !interactive, givenMeal == nil {
            throw UsageError("give --meal (\(mealNames)) when standard input is not a terminal")
        }
        if !interactive, givenCuisine == nil {
            throw UsageError("give --cuisine (e.g. Italian) when standard input is not a terminal")
        }
        let maker = try makeMaker(parsed)
        let meal =
            try givenMeal
            ?? MealType.allCases[Picker.pickOne("Meal", choices: MealType.allCases.map(\.rawValue), defaultIndex: 2)]
        let cuisine = try givenCuisine ?? Picker.ask("Cuisine", defaultAnswer: "Italian")

        status("Listing \(cuisine) ingredients for \(meal.rawValue)…")
        let available = try await maker.ingredients(cuisine: cuisine, meal: meal)
        let chosen: [String]
        if let choice {
            chosen = choice.apply(to: available)
        } else if interactive {
            chosen = try Picker.pickSeveral("Pick ingredients", choices: available)
        } else {
            chosen = IngredientChoice.first(IngredientChoice.defaultCount).apply(to: available)
        }
        status("Ingredients: \(MenuText.ingredients(chosen))")

        let json = parsed.has("json")
        let mode: MenuStreamDisplay.Mode =
            parsed.has("snapshots")
            ? .snapshots
            : json
                ? .silent
                : Terminal.isOutputTerminal ? .live(width: TerminalSize.current().columns) : .plain
        var display = MenuStreamDisplay(mode: mode, meal: meal, cuisine: cuisine)
        status("Writing the menu…")
        let stream = maker.menu(meal: meal, cuisine: cuisine, ingredients: chosen)
        for try await snapshot in stream {
            display.show(snapshot.content, raw: snapshot.rawContent)
        }
        let menu = try await stream.collect().content.served(as: meal)
        display.finish(menu)

        var special: TodaysSpecial?
        if !parsed.has("no-special"), !chosen.isEmpty {
            status("Cooking up today's special…")
            special = try await maker.special(meal: meal, cuisine: cuisine, ingredients: chosen)
        }
        if json || mode == .snapshots {
            let result = MenuResult(cuisine: cuisine, ingredients: chosen, menu: menu, special: special)
            Terminal.write(result.generatedContent.jsonString + "\n")
        } else if let special {
            let lines = MenuText.lines(for: special)
            Terminal.write(lines.map { $0 + "\n" }.joined())
        }
    }

    private static let mealNames = MealType.allCases.map(\.rawValue).joined(separator: ", ")

    private static func meal(named text: String) throws -> MealType {
        guard let meal = MealType(rawValue: text.lowercased()) else {
            throw UsageError("--meal needs one of \(mealNames), not '\(text)'")
        }
        return meal
    }

    private static func cuisine(named text: String) throws -> String {
        let cuisine = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !cuisine.isEmpty else { throw UsageError("--cuisine needs a name, e.g. Italian") }
        return cuisine
    }

    private static func makeMaker(_ parsed: ParsedArguments) throws -> MenuMaker {
        let context = try parsed.int("context", atLeast: 512) ?? 4096
        let url =
            parsed.string("model").map { URL(fileURLWithPath: $0) }
            ?? (parsed.has("fast") ? SystemLanguageModel.fastModelURL : SystemLanguageModel.defaultModelURL)
        let model = LlamaLanguageModel(contentsOf: url, contextSize: context)
        if case .unavailable = model.availability {
            throw MenuMakerError(
                "no model at \(url.path): run `scripts/setup` to install the default model, or pass --model PATH")
        }
        let seed = try parsed.int("seed", atLeast: 0).map { UInt64($0) }
        let sampling: GenerationOptions.SamplingMode? =
            parsed.has("greedy")
            ? .greedy
            : seed.map { .random(probabilityThreshold: 0.9, seed: $0) }
        return MenuMaker(model: model, options: GenerationOptions(samplingMode: sampling))
    }

    private static func status(_ text: String) {
        report(Terminal.styled(text, "2", on: STDERR_FILENO))
    }

    private static func report(_ text: String) {
        Terminal.error(text)
    }
}
