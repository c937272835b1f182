import Foundation
import FoundationModels

/// Whether the model can be used, and the main menu's message when not.
///
/// Extension of this project: the original's reasons, mapped to what goes wrong on Linux.
public enum ModelStatus: Sendable, Equatable {
    /// The model is ready.
    case ready
    /// No model file was found at this path.
    case missing(String)
    /// The file exists but is not a GGUF model or cannot be read.
    case unreadable(String)
    /// The machine cannot run the model.
    case notEligible
    /// Any other reason.
    case unknown

    /// Checks a model file and the model's availability.
    /// - Parameters:
    ///   - url: The model file.
    ///   - availability: The model's availability.
    /// - Returns: The status.
    public static func check(url: URL, availability: SystemLanguageModel.Availability) -> ModelStatus {
        switch availability {
        case .available:
            guard let handle = FileHandle(forReadingAtPath: url.path) else { return .unreadable(url.path) }
            defer { try? handle.close() }
            let magic = (try? handle.read(upToCount: 4)) ?? Data()
            return magic == Data("GGUF".utf8) ? .ready : .unreadable(url.path)
        case .unavailable(.modelNotReady):
            return FileManager.default.fileExists(atPath: url.path) ? .unreadable(url.path) : .missing(url.path)
        case .unavailable(.deviceNotEligible):
            return .notEligible
        case .unavailable:
            return .unknown
        }
    }

    /// The message shown instead of New Game (nil when ready).
    public var message: [String]? {
        switch self {
        case .ready:
            return nil
        case .missing(let path):
            return [
                "No model file found at", path,
                "Install the model with: scripts/setup", "(or pass --model FILE.gguf, or set FM_MODEL)",
            ]
        case .unreadable(let path):
            return [
                "The model file cannot be read or is not a GGUF model:", path,
                "Reinstall it with: scripts/setup", "(or pass --model with another .gguf file)",
            ]
        case .notEligible:
            return ["This machine cannot run the model.", "Try a smaller model with --model FILE.gguf."]
        case .unknown:
            return ["The model is unavailable for an unknown reason.", "Run scripts/setup and try again."]
        }
    }
}
