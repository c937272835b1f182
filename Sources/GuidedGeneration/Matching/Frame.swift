/// One entry of the matcher's stack: a compiled node and a small state within it.
///
/// The meaning of the fields depends on the node:
/// - document: `a` = phase (0 before the root value, 1 after it).
/// - object: `a` = phase (0 before `{`, 1 between properties, 2 in a key, 3 before a value, 4 in a value),
///   `b` = index of the last property written (-1 for none), `c` = candidate property,
///   `d` = bytes of the key matched so far.
/// - array: `a` = phase (0 before `[`, 1 after `[`, 2 in an element, 3 after an element,
///   4 after `,`), `b` = elements written (saturated).
/// - string: `a` = automaton state, `b` = escape/UTF-8 mode, `c` and `d` = partial values.
/// - bytes (numbers, literals): `a` = automaton state.
struct Frame: Hashable, Sendable {
    var node: Int32
    var a: Int32 = 0
    var b: Int32 = 0
    var c: Int32 = 0
    var d: Int32 = 0
}

/// A stack of frames: one way the bytes so far can be read under the grammar.
typealias Configuration = [Frame]
