import FoundationModels
import Testing

/// A tool as an app declares it: main-actor isolated by default, with `@Generable` arguments.
struct FindCafeTool: Tool {
    let name = "findCafe"
    let description = "Finds a cafe near a place."

    @Generable
    struct Arguments {
        @Guide(description: "The neighbourhood or street")
        var place: String
        @Guide(.range(1...5))
        var count: Int
    }

    func call(arguments: Arguments) async throws -> String {
        "\(arguments.count) cafes near \(arguments.place)"
    }
}

@Suite("A Tool with @Generable arguments in a main-actor app module")
struct ToolTests {
    @Test func schemaComesFromTheArguments() throws {
        let tool = FindCafeTool()
        #expect(tool.parameters.name == "Arguments")
        let definition = Transcript.ToolDefinition(tool: tool)
        #expect(definition.name == "findCafe")
        #expect(definition.description == "Finds a cafe near a place.")
    }

    @Test func callsWithGeneratedArguments() async throws {
        let tool = FindCafeTool()
        let arguments = try FindCafeTool.Arguments(GeneratedContent(json: #"{"place":"Alfama","count":2}"#))
        #expect(try await tool.call(arguments: arguments) == "2 cafes near Alfama")
    }

    @Test func worksAsAnExistential() async throws {
        let tools: [any Tool] = [FindCafeTool()]
        #expect(tools.map(\.name) == ["findCafe"])
    }
}
