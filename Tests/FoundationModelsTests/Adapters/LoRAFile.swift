import Foundation

/// A small LoRA adapter in GGUF (version 3), written by the tests: the header keys llama.cpp
/// reads and F32 `lora_a`/`lora_b` tensors.
struct LoRAFile {
    /// One tensor: its name, its shape in GGUF's order (`ne`, innermost first) and its values.
    struct Tensor {
        let name: String
        let shape: [Int]
        let values: [Float]
    }

    var architecture = "qwen2"
    var generalType = "adapter"
    var adapterType = "lora"
    var tensors: [Tensor] = []

    /// A rank-1 adapter on one matrix of the model: `weight` of shape `[inputs, outputs]` gets
    /// `b · a` added, with every element of `a` equal to `a` and of `b` to `b`.
    static func rankOne(on weight: String, inputs: Int, outputs: Int, a: Float, b: Float) -> LoRAFile {
        LoRAFile(tensors: [
            Tensor(name: weight + ".lora_a", shape: [inputs, 1], values: Array(repeating: a, count: inputs)),
            Tensor(name: weight + ".lora_b", shape: [1, outputs], values: Array(repeating: b, count: outputs)),
        ])
    }

    private static let alignment = 32

    /// The file's bytes.
    var data: Data {
        var out = Data("GGUF".utf8)
        out.append(integer: UInt32(3))
        out.append(integer: UInt64(tensors.count))
        let strings = [
            ("general.architecture", architecture), ("general.type", generalType), ("adapter.type", adapterType),
        ]
        out.append(integer: UInt64(strings.count + 1))
        for (key, value) in strings {
            out.append(string: key)
            out.append(integer: UInt32(8))  // string
            out.append(string: value)
        }
        out.append(string: "adapter.lora.alpha")
        out.append(integer: UInt32(6))  // float32
        out.append(integer: Float(0).bitPattern)
        var offset = 0
        for tensor in tensors {
            out.append(string: tensor.name)
            out.append(integer: UInt32(tensor.shape.count))
            for dimension in tensor.shape { out.append(integer: UInt64(dimension)) }
            out.append(integer: UInt32(0))  // F32
            out.append(integer: UInt64(offset))
            offset += Self.padded(tensor.values.count * 4)
        }
        out.append(Data(count: Self.padded(out.count) - out.count))
        for tensor in tensors {
            for value in tensor.values { out.append(integer: value.bitPattern) }
            let size = tensor.values.count * 4
            out.append(Data(count: Self.padded(size) - size))
        }
        return out
    }

    /// The folder of this process's files, removed when the process exits.
    private static let processFolder: URL = {
        atexit { try? FileManager.default.removeItem(at: LoRAFile.processFolder) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("lora-\(getpid())")
    }()

    /// Writes the file into a new temporary folder.
    /// - Returns: the file's URL.
    func write(named name: String = "adapter.gguf") throws -> URL {
        let folder = Self.processFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    private static func padded(_ size: Int) -> Int { (size + alignment - 1) / alignment * alignment }
}

extension Data {
    fileprivate mutating func append<T: FixedWidthInteger>(integer value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    fileprivate mutating func append(string: String) {
        append(integer: UInt64(string.utf8.count))
        append(contentsOf: Array(string.utf8))
    }
}
