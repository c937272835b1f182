extension SchemaNode {
    /// This node with guides applied. A guide that does not fit the node's kind (which the
    /// guides' types rule out for `Generable` values) is ignored; a guide on an optional value
    /// applies to the non-null choice.
    /// - Parameter guides: the guides' constraints.
    /// - Returns: the constrained node.
    func applying(_ guides: [GuideKind]) -> SchemaNode {
        var node = self
        for guide in guides {
            node.apply(guide)
        }
        return node
    }

    private mutating func apply(_ guide: GuideKind) {
        switch (guide, kind) {
        case (.constant(let value), .string(var constraints)):
            constraints.choices = Self.narrow(constraints.choices, to: [value])
            kind = .string(constraints)
        case (.anyOf(let values), .string(var constraints)):
            constraints.choices = Self.narrow(constraints.choices, to: values)
            kind = .string(constraints)
        case (.pattern(let pattern), .string(var constraints)):
            constraints.patterns.append(StringPattern(regex: pattern, isWholeMatch: true))
            kind = .string(constraints)
        case (.minimum(let value), .integer(var bounds)):
            bounds.raiseMinimum(to: value)
            kind = .integer(bounds)
        case (.minimum(let value), .number(var bounds)):
            bounds.raiseMinimum(to: value)
            kind = .number(bounds)
        case (.maximum(let value), .integer(var bounds)):
            bounds.lowerMaximum(to: value)
            kind = .integer(bounds)
        case (.maximum(let value), .number(var bounds)):
            bounds.lowerMaximum(to: value)
            kind = .number(bounds)
        case (.minimumCount(let count), .array(var shape)):
            shape.minimumCount = max(shape.minimumCount ?? 0, count)
            kind = .array(shape)
        case (.maximumCount(let count), .array(var shape)):
            shape.maximumCount = min(shape.maximumCount ?? count, count)
            kind = .array(shape)
        case (.element(let guides), .array(var shape)):
            shape.items = shape.items.applying(guides)
            kind = .array(shape)
        case (_, .anyOf(let choices)):
            kind = .anyOf(
                choices.map { choice in
                    if case .null = choice.kind { return choice }
                    return choice.applying([guide])
                })
        default:
            break
        }
    }

    /// Narrows an optional list of choices to those also in `values`, keeping the given order.
    private static func narrow(_ choices: [String]?, to values: [String]) -> [String] {
        guard let choices else { return values }
        return values.filter(choices.contains)
    }
}

extension SchemaNode.NumericBounds {
    /// Raises the minimum to `value` when that is stricter.
    mutating func raiseMinimum(to value: Double) {
        if let minimum, minimum > value || (minimum == value && isMinimumExclusive) { return }
        minimum = value
        isMinimumExclusive = false
    }

    /// Lowers the maximum to `value` when that is stricter.
    mutating func lowerMaximum(to value: Double) {
        if let maximum, maximum < value || (maximum == value && isMaximumExclusive) { return }
        maximum = value
        isMaximumExclusive = false
    }
}
