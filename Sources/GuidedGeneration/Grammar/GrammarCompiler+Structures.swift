/// Compiling the structures that only schemas read from JSON Schema use: objects whose
/// properties come in any order, tuples, and any JSON value.
extension GrammarCompiler {
    /// An unordered object before the unproductive parts are known.
    struct UnorderedDraft {
        /// Keys (`"name":`), values and optionality, sorted by key bytes.
        var keys: [[UInt8]]
        var values: [Int32]
        var optional: [Bool]
        /// The node of a key that is not listed, and of its value.
        var additionalKey: Int32?
        var additionalValue: Int32?
        var minProperties: Int32
        var maxProperties: Int32

        /// Whether a finite object exists, given which nodes have finite values.
        func isProductive(_ productive: [Bool]) -> Bool {
            guard zip(values, optional).allSatisfy({ $0.1 || productive[Int($0.0)] }) else { return false }
            let additional = additionalValue.map { productive[Int($0)] } == true ? 1 : 0
            return values.filter { productive[Int($0)] }.count + additional >= Int(minProperties)
        }

        /// The layout, without the properties and additional keys that no finite value fills.
        func layout(productive: [Bool]) -> UnorderedLayout {
            var required: UInt64 = 0
            var keptKeys: [[UInt8]] = []
            var keptValues: [Int32] = []
            for index in keys.indices where productive[Int(values[index])] {
                if !optional[index] { required |= 1 << UInt64(keptKeys.count) }
                keptKeys.append(keys[index])
                keptValues.append(values[index])
            }
            let additional = additionalValue.map { productive[Int($0)] } == true
            return UnorderedLayout(
                keys: keptKeys, values: keptValues, required: required,
                additionalKey: additional ? additionalKey ?? -1 : -1,
                additionalValue: additional ? additionalValue! : -1,
                minProperties: minProperties, maxProperties: maxProperties)
        }
    }

    mutating func addUnordered(_ object: JSONSchemaNode.UnorderedObject) throws -> Int32 {
        let properties = object.properties
        guard properties.count <= JSONSchemaNode.UnorderedObject.propertyLimit else {
            throw GrammarError(
                .objectTooLarge,
                "An object whose properties may come in any order lists \(properties.count) properties; at most \(JSONSchemaNode.UnorderedObject.propertyLimit) can be tracked. Split the object, or give its properties a fixed order."
            )
        }
        var seen = Set<String>()
        for property in properties where !seen.insert(property.name).inserted {
            throw GrammarError(
                .duplicateProperty,
                "The object declares property \"\(property.name)\" twice; give each property a distinct name.")
        }
        let requiredCount = properties.filter { !$0.isOptional }.count
        let low = object.minProperties ?? 0
        let high = object.maxProperties ?? Int(Int32.max)
        guard low >= 0, low <= high, high >= requiredCount else {
            throw GrammarError(
                .invalidBounds,
                "The object's property counts (minProperties \(low), maxProperties \(object.maxProperties.map(String.init) ?? "none"), \(requiredCount) required) are inconsistent; use minProperties ≤ maxProperties and at least as many as are required."
            )
        }
        if object.additional != nil, low > properties.count + 1 {
            throw GrammarError(
                .unsupportedConstraint,
                "minProperties \(low) on an object with other keys than its \(properties.count) listed ones cannot be enforced: the matcher cannot tell whether other keys repeat, so it counts them once. Use minProperties ≤ \(properties.count + 1), or list the properties."
            )
        }
        let sorted = properties.map { (Self.jsonString($0.name) + colon, $0) }.sorted {
            $0.0.lexicographicallyPrecedes($1.0)
        }
        let values = try sorted.map { try add($0.1.node) }
        var additionalKey: Int32?
        var additionalValue: Int32?
        if let additional = object.additional {
            additionalValue = try add(additional)
            let names = properties.map(\.name) + object.forbiddenKeys
            let fingerprint =
                "keys-except:"
                + names.map { String(decoding: Self.jsonString($0), as: UTF8.self) }.joined(separator: ",")
            additionalKey = append(.string(ScalarDFA.complement(of: names, fingerprint: fingerprint)))
        }
        return append(
            .unordered(
                UnorderedDraft(
                    keys: sorted.map(\.0), values: values, optional: sorted.map(\.1.isOptional),
                    additionalKey: additionalKey, additionalValue: additionalValue,
                    minProperties: Int32(clamping: low), maxProperties: Int32(clamping: high))))
    }

    mutating func addTuple(_ prefix: [JSONSchemaNode], rest: JSONSchemaNode?, minItems: Int?, maxItems: Int?) throws
        -> Int32
    {
        let low = minItems ?? 0
        var high = maxItems
        if rest == nil { high = min(high ?? prefix.count, prefix.count) }
        guard low >= 0, (high ?? low) >= low, low <= Int(Int32.max), (high ?? 0) <= Int(Int32.max) else {
            throw GrammarError(
                .invalidBounds,
                "Array item counts minItems \(low), maxItems \(maxItems.map(String.init) ?? "none") are inconsistent with \(prefix.count) prefix items\(rest == nil ? " and no others allowed" : ""); use 0 ≤ minItems ≤ maxItems."
            )
        }
        let items = try prefix.map { try add($0) }
        let restIndex = try rest.map { try add($0) }
        return append(.tuple(items, rest: restIndex, min: Int32(low), max: high.map(Int32.init)))
    }

    /// Any JSON value: a choice of every kind, whose arrays and objects hold any values.
    mutating func addAny() throws -> Int32 {
        if let anyIndex { return anyIndex }
        let index = append(.choice([]))
        anyIndex = index
        let kinds = [
            append(.bytes(AutomatonCache.null)), append(.bytes(AutomatonCache.boolean)),
            try number(integer: false, nil, nil, description: "number"), append(.string(.free)),
            append(.array(index, min: 0, max: nil)),
            try addUnordered(JSONSchemaNode.UnorderedObject(properties: [], additional: .any)),
        ]
        drafts[Int(index)] = .choice(kinds)
        return index
    }
}
