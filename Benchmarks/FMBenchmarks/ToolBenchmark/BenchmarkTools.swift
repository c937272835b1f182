import Foundation
import FoundationModels

/// The tools of `fm bench tools`: small, deterministic stand-ins for the kinds of tools apps
/// give a model (weather, money, calendar, arithmetic, stocks).
enum BenchmarkTools {
    /// Every tool, in the order they are listed to the model.
    static var all: [any Tool] { [Weather(), ExchangeRate(), Calendar(), Calculator(), StockPrice()] }

    /// The tool of a name.
    /// - Parameter name: The name a call gives.
    /// - Returns: The tool, or nil when no tool has that name.
    static func tool(named name: String) -> (any Tool)? { all.first { $0.name == name } }

    /// Whether a call's arguments decode into its tool's `Arguments`.
    /// - Parameter call: The call.
    /// - Returns: `false` for a call to no tool of these.
    static func decodes(_ call: Transcript.ToolCall) -> Bool {
        guard let tool = tool(named: call.toolName) else { return false }
        return decodes(call.arguments, for: tool)
    }

    private static func decodes<T: Tool>(_ arguments: GeneratedContent, for tool: T) -> Bool {
        (try? T.Arguments(arguments)) != nil
    }

    struct Weather: Tool {
        let name = "getWeather"
        let description = "Get the current weather in a city."

        @Generable
        struct Arguments {
            @Guide(description: "The city, e.g. Paris")
            var city: String
        }

        func call(arguments: Arguments) async throws -> String {
            "It is 18°C and cloudy in \(arguments.city)."
        }
    }

    struct ExchangeRate: Tool {
        let name = "getExchangeRate"
        let description = "Get the exchange rate between two currencies."

        @Generable
        struct Arguments {
            @Guide(description: "ISO code of the currency to convert from", .pattern(/[A-Z]{3}/))
            var from: String
            @Guide(description: "ISO code of the currency to convert to", .pattern(/[A-Z]{3}/))
            var to: String
        }

        func call(arguments: Arguments) async throws -> String {
            "1 \(arguments.from) = 1.08 \(arguments.to)"
        }
    }

    struct Calendar: Tool {
        let name = "getCalendarEvents"
        let description = "List the user's calendar events on a date. Today is 2026-11-29."

        @Generable
        struct Arguments {
            @Guide(description: "The date, as YYYY-MM-DD", .pattern(/20[0-9]{2}-[01][0-9]-[0-3][0-9]/))
            var date: String
        }

        func call(arguments: Arguments) async throws -> String {
            "On \(arguments.date): 10:00 dentist; 15:30 coffee with Sam."
        }
    }

    struct Calculator: Tool {
        let name = "calculate"
        let description = "Compute an arithmetic operation on two numbers."

        @Generable
        struct Arguments {
            @Guide(description: "The first number")
            var a: Double
            @Guide(description: "The operation", .anyOf(["+", "-", "*", "/"]))
            var operation: String
            @Guide(description: "The second number")
            var b: Double
        }

        func call(arguments: Arguments) async throws -> String {
            let result =
                switch arguments.operation {
                case "+": arguments.a + arguments.b
                case "-": arguments.a - arguments.b
                case "*": arguments.a * arguments.b
                default: arguments.b == 0 ? .nan : arguments.a / arguments.b
                }
            return "\(result)"
        }
    }

    struct StockPrice: Tool {
        let name = "getStockPrice"
        let description = "Get the latest price of a stock by its ticker symbol."

        @Generable
        struct Arguments {
            @Guide(description: "The ticker symbol, e.g. AAPL", .pattern(/[A-Z]{1,5}/))
            var ticker: String
        }

        func call(arguments: Arguments) async throws -> String {
            "\(arguments.ticker): 187.42 USD"
        }
    }
}
