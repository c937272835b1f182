/// A value handed from one request of a session to a later one through shared state.
///
/// `@unchecked Sendable`: the session runs one request at a time, so a value stored by one
/// request is read by the next after the first has ended — never by two threads at once. Only
/// session state that follows this rule (profile hooks, session property values) uses it.
struct Handed<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
