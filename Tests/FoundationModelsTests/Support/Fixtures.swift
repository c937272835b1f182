import Foundation

@testable import FoundationModelsCore

/// Hand-written `Generable` types (the macro is written in parallel), covering every shape.

struct Person: Generable, Equatable {
    var name: String
    var age: Int
    var nickname: String?
    var scores: [Double]
    var balance: Decimal
    var isActive: Bool
    var mood: Mood

    static var generationSchema: GenerationSchema {
        GenerationSchema(
            type: Person.self, description: "A person",
            properties: [
                .init(name: "name", description: "The full name", type: String.self),
                .init(name: "age", type: Int.self, guides: [.range(0...150)]),
                .init(name: "nickname", type: String?.self),
                .init(name: "scores", type: [Double].self, guides: [.maximumCount(5), .element(.minimum(0))]),
                .init(name: "balance", type: Decimal.self),
                .init(name: "isActive", type: Bool.self),
                .init(name: "mood", description: "How they feel", type: Mood.self),
            ])
    }

    init(name: String, age: Int, nickname: String?, scores: [Double], balance: Decimal, isActive: Bool, mood: Mood) {
        self.name = name
        self.age = age
        self.nickname = nickname
        self.scores = scores
        self.balance = balance
        self.isActive = isActive
        self.mood = mood
    }

    init(_ content: GeneratedContent) throws {
        name = try content.value(forProperty: "name")
        age = try content.value(forProperty: "age")
        nickname = try content.value(String?.self, forProperty: "nickname")
        scores = try content.value(forProperty: "scores")
        balance = try content.value(forProperty: "balance")
        isActive = try content.value(forProperty: "isActive")
        mood = try content.value(forProperty: "mood")
    }

    var generatedContent: GeneratedContent {
        var pairs: [(String, any ConvertibleToGeneratedContent)] = [("name", name), ("age", age)]
        if let nickname { pairs.append(("nickname", nickname)) }
        pairs += [("scores", scores), ("balance", balance), ("isActive", isActive), ("mood", mood)]
        return GeneratedContent(
            kind: .structure(
                properties: Dictionary(uniqueKeysWithValues: pairs.map { ($0.0, $0.1.generatedContent) }),
                orderedKeys: pairs.map(\.0)))
    }
}

enum Mood: String, Generable, Equatable, CaseIterable {
    case happy, calm, grumpy

    static var generationSchema: GenerationSchema {
        GenerationSchema(type: Mood.self, anyOf: allCases.map(\.rawValue))
    }

    init(_ content: GeneratedContent) throws {
        let text = try content.value(String.self)
        guard let mood = Mood(rawValue: text) else {
            throw GeneratedContent.ParsingError(
                rawContent: content.jsonString, debugDescription: "Unknown mood \(text)")
        }
        self = mood
    }

    var generatedContent: GeneratedContent { GeneratedContent(kind: .string(rawValue)) }
}

/// A recursive type: a tree of integers.
struct TreeNode: Generable, Equatable {
    var value: Int
    var children: [TreeNode]
    var parentHint: Box?

    static var generationSchema: GenerationSchema {
        GenerationSchema(
            type: TreeNode.self,
            properties: [
                .init(name: "value", type: Int.self),
                .init(name: "children", type: [TreeNode].self),
                .init(name: "parentHint", type: Box?.self),
            ])
    }

    init(value: Int, children: [TreeNode], parentHint: Box? = nil) {
        self.value = value
        self.children = children
        self.parentHint = parentHint
    }

    init(_ content: GeneratedContent) throws {
        value = try content.value(forProperty: "value")
        children = try content.value(forProperty: "children")
        parentHint = try content.value(Box?.self, forProperty: "parentHint")
    }

    var generatedContent: GeneratedContent {
        if let parentHint {
            return GeneratedContent(properties: ["value": value, "children": children, "parentHint": parentHint])
        }
        return GeneratedContent(properties: ["value": value, "children": children])
    }
}

/// A type that refers back to ``TreeNode`` through an optional (mutual recursion).
struct Box: Generable, Equatable {
    var label: String
    /// Stored in an array, so that `Box` and `TreeNode` do not contain each other inline.
    private var trees: [TreeNode]
    var tree: TreeNode? {
        get { trees.first }
        set { trees = newValue.map { [$0] } ?? [] }
    }

    static var generationSchema: GenerationSchema {
        GenerationSchema(
            type: Box.self,
            properties: [
                .init(name: "label", type: String.self, guides: [/[a-z]+/]),
                .init(name: "tree", type: TreeNode?.self),
            ])
    }

    init(label: String, tree: TreeNode?) {
        self.label = label
        self.trees = tree.map { [$0] } ?? []
    }

    init(_ content: GeneratedContent) throws {
        label = try content.value(forProperty: "label")
        trees = try content.value(TreeNode?.self, forProperty: "tree").map { [$0] } ?? []
    }

    var generatedContent: GeneratedContent {
        GeneratedContent(properties: ["label": label, "tree": tree])
    }
}

/// An enumeration with associated values, in the macro's shape.
enum Shape: Generable, Equatable {
    case circle(radius: Double)
    case point

    static var generationSchema: GenerationSchema {
        GenerationSchema(
            type: Shape.self,
            cases: [
                .init(name: "circle", properties: [.init(name: "radius", type: Double.self, guides: [.minimum(0)])]),
                .init(name: "point", properties: []),
            ])
    }

    init(_ content: GeneratedContent) throws {
        if let circle = try content.value(GeneratedContent?.self, forProperty: "circle") {
            self = .circle(radius: try circle.value(forProperty: "radius"))
        } else if try content.value(GeneratedContent?.self, forProperty: "point") != nil {
            self = .point
        } else {
            throw GeneratedContent.ParsingError(rawContent: content.jsonString, debugDescription: "Unknown shape")
        }
    }

    var generatedContent: GeneratedContent {
        switch self {
        case .circle(let radius):
            GeneratedContent(properties: ["circle": GeneratedContent(properties: ["radius": radius])])
        case .point: GeneratedContent(properties: ["point": GeneratedContent(properties: [:])])
        }
    }
}

/// Round-trips a value through content and JSON text.
func roundTrip<Value: Generable>(_ value: Value) throws -> Value {
    let json = value.generatedContent.jsonString
    return try Value(GeneratedContent(json: json))
}
