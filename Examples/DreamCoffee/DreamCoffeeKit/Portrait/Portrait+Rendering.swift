import CommandLineSupport
import Foundation

extension Portrait {
    /// The portrait as terminal lines: true-colour half blocks (`▀`, two pixel rows per line)
    /// or, for plain output, ASCII shading.
    /// - Parameter mode: How the terminal shows colour.
    /// - Returns: `size / 2` lines; each is `size` columns wide.
    public func lines(_ mode: ColorMode) -> [String] {
        mode == .trueColor ? halfBlockLines() : asciiLines()
    }

    /// True-colour lines: the upper pixel is the foreground of `▀`, the lower its background.
    /// - Returns: One line per two pixel rows, each ending with a colour reset.
    public func halfBlockLines() -> [String] {
        stride(from: 0, to: canvas.height, by: 2).map { y in
            var line = ""
            var last: (RGB, RGB)?
            for x in 0..<canvas.width {
                let top = canvas[x, y]
                let bottom = y + 1 < canvas.height ? canvas[x, y + 1] : top
                if last?.0 != top || last?.1 != bottom {
                    line += ANSI.foreground(top) + ANSI.background(bottom)
                    last = (top, bottom)
                }
                line += "▀"
            }
            return line + ANSI.reset
        }
    }

    /// Plain ASCII lines: each character shades the mean brightness of two pixels.
    /// - Returns: One line per two pixel rows.
    public func asciiLines() -> [String] {
        let ramp = Array(" .:-=+*#%@")
        return stride(from: 0, to: canvas.height, by: 2).map { y in
            String(
                (0..<canvas.width).map { x in
                    let bottom = y + 1 < canvas.height ? canvas[x, y + 1] : canvas[x, y]
                    let light = (canvas[x, y].luminance + bottom.luminance) / 2
                    return ramp[Swift.min(ramp.count - 1, Int(light * Double(ramp.count)))]
                })
        }
    }

    /// The portrait as a PNG file, each pixel drawn as a `scale`×`scale` square.
    /// - Parameter scale: The enlargement, 1...64 (8 gives 256×256).
    /// - Returns: The file's bytes.
    public func pngData(scale: Int = 8) -> [UInt8] {
        PNGEncoder.encode(canvas, scale: scale)
    }

    /// Writes the portrait as a PNG file.
    /// - Parameters:
    ///   - path: Where to write it.
    ///   - scale: The enlargement (see `pngData(scale:)`).
    /// - Throws: The file system's error when the file cannot be written.
    public func writePNG(to path: String, scale: Int = 8) throws {
        try Data(pngData(scale: scale)).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
