#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops the fuzzer with a message when a property the target checks does not hold; libFuzzer
/// then saves the input as a crash file.
/// - Parameters:
///   - condition: The property.
///   - message: What went wrong, evaluated only on failure.
func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    var text = "fuzz check failed: \(message())\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    abort()
}

/// The fuzz input as a string: the bytes read as UTF-8, invalid sequences replaced.
/// - Parameters:
///   - start: The input's first byte.
///   - count: The number of bytes.
/// - Returns: The text.
func fuzzText(_ start: UnsafeRawPointer, _ count: Int) -> String {
    String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
}
