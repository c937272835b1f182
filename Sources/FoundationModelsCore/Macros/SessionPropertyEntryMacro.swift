/// Declares a session property of your own in an extension of `SessionPropertyValues`, with its
/// default value: `@SessionPropertyEntry var visits = 0`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro SessionPropertyEntry() =
    #externalMacro(module: "FoundationModelsMacros", type: "SessionPropertyEntryMacro")
