import Foundation
import FoundationModels

/// What `fm models` shows about one GGUF file, read without loading its weights.
struct ModelSummary {
    static let header = ["", "model", "architecture", "size", "parameters", "context", "template", "vocabulary"]

    let file: URL

    /// The table row: a `*` marks the default model; a file that cannot be read says why.
    func row(isDefault: Bool) -> [String] {
        let mark = isDefault ? "*" : ""
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.int64Value ?? 0
        guard let model = try? ModelFileSummary(contentsOf: file) else {
            return [mark, file.lastPathComponent, "(unreadable)", Self.bytes(size), "", "", "", ""]
        }
        return [
            mark, file.lastPathComponent, model.architecture ?? "?", Self.bytes(size), model.sizeLabel ?? "",
            model.trainingContextLength.map(String.init) ?? "?", Self.templateKind(model.chatTemplate),
            "\(model.vocabularySize)",
        ]
    }

    /// The family of a chat template, from its markers.
    static func templateKind(_ template: String?) -> String {
        guard let template, !template.isEmpty else { return "none" }
        if template.contains("<|im_start|>") { return "chatml" }
        if template.contains("<start_of_turn>") { return "gemma" }
        if template.contains("<|start_header_id|>") { return "llama3" }
        if template.contains("[INST]") { return "mistral" }
        return "custom"
    }

    /// A size in bytes as MiB or GiB.
    static func bytes(_ count: Int64) -> String {
        let mib = Double(count) / 1_048_576
        return mib >= 1024 ? String(format: "%.1f GiB", mib / 1024) : String(format: "%.0f MiB", mib)
    }
}
