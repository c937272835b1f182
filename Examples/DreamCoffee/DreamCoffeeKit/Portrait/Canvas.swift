import CommandLineSupport

/// A small RGB pixel grid with the drawing operations portraits need.
///
/// Extension of this project.
public struct Canvas: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels, row by row from the top left.
    public private(set) var pixels: [RGB]

    /// Creates a canvas filled with one colour.
    /// - Parameters:
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - fill: The initial colour.
    public init(width: Int, height: Int, fill: RGB = RGB(0, 0, 0)) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        pixels = Array(repeating: fill, count: self.width * self.height)
    }

    /// The colour at a pixel.
    /// - Parameters:
    ///   - x: Column, from the left.
    ///   - y: Row, from the top.
    public subscript(x: Int, y: Int) -> RGB {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Colours a pixel; pixels outside the canvas are ignored.
    /// - Parameters:
    ///   - x: Column.
    ///   - y: Row.
    ///   - color: The colour.
    public mutating func plot(_ x: Int, _ y: Int, _ color: RGB) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        self[x, y] = color
    }

    /// Fills a rectangle.
    /// - Parameters:
    ///   - x: Left column.
    ///   - y: Top row.
    ///   - w: Width.
    ///   - h: Height.
    ///   - color: The colour.
    public mutating func fillRect(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: RGB) {
        for row in y..<(y + Swift.max(0, h)) {
            for column in x..<(x + Swift.max(0, w)) { plot(column, row, color) }
        }
    }

    /// Fills an ellipse given its centre and radii (in pixels, may be fractional).
    /// - Parameters:
    ///   - cx: Centre column.
    ///   - cy: Centre row.
    ///   - rx: Horizontal radius.
    ///   - ry: Vertical radius.
    ///   - color: The colour.
    public mutating func fillEllipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, _ color: RGB) {
        guard rx > 0, ry > 0 else { return }
        let top = Int((cy - ry).rounded(.down))
        let bottom = Int((cy + ry).rounded(.up))
        let left = Int((cx - rx).rounded(.down))
        let right = Int((cx + rx).rounded(.up))
        for y in top...bottom {
            for x in left...right {
                let dx = (Double(x) + 0.5 - cx) / rx
                let dy = (Double(y) + 0.5 - cy) / ry
                if dx * dx + dy * dy <= 1 { plot(x, y, color) }
            }
        }
    }

    /// Fills a triangle.
    /// - Parameters:
    ///   - a: First corner (column, row).
    ///   - b: Second corner.
    ///   - c: Third corner.
    ///   - color: The colour.
    public mutating func fillTriangle(
        _ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double), _ color: RGB
    ) {
        func side(_ p: (Double, Double), _ q: (Double, Double), _ r: (Double, Double)) -> Double {
            (p.0 - r.0) * (q.1 - r.1) - (q.0 - r.0) * (p.1 - r.1)
        }
        let xs = [a.0, b.0, c.0]
        let ys = [a.1, b.1, c.1]
        for y in Int(ys.min()!.rounded(.down))...Int(ys.max()!.rounded(.up)) {
            for x in Int(xs.min()!.rounded(.down))...Int(xs.max()!.rounded(.up)) {
                let p = (Double(x) + 0.5, Double(y) + 0.5)
                let d1 = side(p, a, b)
                let d2 = side(p, b, c)
                let d3 = side(p, c, a)
                let hasNegative = d1 < 0 || d2 < 0 || d3 < 0
                let hasPositive = d1 > 0 || d2 > 0 || d3 > 0
                if !(hasNegative && hasPositive) { plot(x, y, color) }
            }
        }
    }
}
