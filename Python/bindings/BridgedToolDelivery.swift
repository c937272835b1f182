// Compiled into Apple's FoundationModelsCBindings module (apple-fm-sdk's C package) by
// scripts/python-sdk, next to Apple's unmodified sources. Not part of the framework.
import FoundationModelsCDeclarations

/// Hands a Python tool's output to the call that waits for it, also when the output comes first.
///
/// Apple's `BridgedTool.call(arguments:)` calls into Python, then registers the continuation that
/// `FMBridgedToolFinishCall` resumes. Python runs the tool on a new thread, so a quick tool can
/// finish before that registration; Apple's `FMBridgedToolFinishCall` then finds nothing and the
/// output is dropped, and `respond` never returns. This function is what the generated ctypes
/// module binds to `FMBridgedToolFinishCall`: it resumes the continuation at once when it is
/// registered, and otherwise waits (off the caller's thread) until it is.
/// - Parameters:
///   - tool: the tool (`FMBridgedToolRef`).
///   - callId: the call's identifier, as the tool's callback received it.
///   - output: the tool's output (UTF-8, NUL-terminated).
@_cdecl("FMBridgedToolFinishCallWhenReady")
public func finishBridgedToolCallWhenReady(
    tool: FMBridgedToolRef,
    callId: CUnsignedInt,
    output: UnsafePointer<CChar>
) {
    let bridgedTool = Unmanaged<BridgedTool>.fromOpaque(tool).takeUnretainedValue()
    let text = String(cString: output)
    if deliver(text, to: bridgedTool, callID: callId) { return }
    Task.detached {
        // The continuation is registered right after the callback returns into Swift; waiting
        // 30 s bounds only a finish for a call that does not exist.
        for _ in 0..<30_000 {
            try? await Task.sleep(for: .milliseconds(1))
            if deliver(text, to: bridgedTool, callID: callId) { return }
        }
        print("apple-fm-sdk: the output of call \(callId) of tool \(bridgedTool.name) has no call waiting for it")
    }
}

/// Resumes the call's continuation with the output, when it is registered.
private func deliver(_ output: String, to tool: BridgedTool, callID: CUnsignedInt) -> Bool {
    tool.outputContinuation.withLock { waiting in
        guard let continuation = waiting.removeValue(forKey: callID) else { return false }
        continuation.resume(returning: output)
        return true
    }
}
