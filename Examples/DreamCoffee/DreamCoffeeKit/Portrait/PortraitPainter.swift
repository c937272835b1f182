import CommandLineSupport
import FoundationModels

/// Paints a portrait, layer by layer: background, wings, body, head, ears, face, accessories.
struct PortraitPainter {
    let traits: PortraitTraits
    var canvas = Canvas(width: Portrait.size, height: Portrait.size)
    private var random: SeededGenerator

    init(traits: PortraitTraits) {
        self.traits = traits
        random = SeededGenerator(seed: traits.seed)
    }

    private var skin: RGB { traits.primary }
    private var outline: RGB { traits.primary.shaded(0.55) }
    private var ink: RGB { RGB(hex: 0x1E1B24) }
    private var white: RGB { RGB(hex: 0xFFFFFF) }
    private func has(_ accessory: Accessory) -> Bool { traits.accessories.contains(accessory) }

    mutating func paint() {
        background()
        if has(.wings) { wings() }
        body()
        ears()
        head()
        face()
        for accessory in traits.accessories where accessory != .wings { draw(accessory) }
    }

    private mutating func background() {
        let skies = [
            (0x2B2D5C, 0x7A5C9E), (0x1F4E5F, 0x6FB1A0), (0x5C2B4E, 0xE39A7B),
            (0x23395B, 0x8CC8F0), (0x3D2C5C, 0xF2B5D4), (0x2F4F2F, 0xC9D78A),
        ]
        let (top, bottom) = skies[Int(traits.seed % UInt64(skies.count))]
        for y in 0..<Portrait.size {
            let color = RGB(hex: UInt32(top)).mixed(with: RGB(hex: UInt32(bottom)), Double(y) / 31)
            canvas.fillRect(0, y, Portrait.size, 1, color)
        }
        for _ in 0..<6 {
            let x = Int.random(in: 0..<Portrait.size, using: &random)
            let y = Int.random(in: 0..<12, using: &random)
            canvas.plot(x, y, RGB(hex: 0xFFF4C2))
        }
    }

    private mutating func wings() {
        let feather = traits.creature == .fairy ? RGB(hex: 0xCFEFFF) : traits.secondary.shaded(1.4)
        for side in [-1.0, 1.0] {
            canvas.fillTriangle((16 + side * 6, 24), (16 + side * 15, 8), (16 + side * 13, 27), feather.shaded(0.8))
            canvas.fillTriangle((16 + side * 7, 23), (16 + side * 14, 11), (16 + side * 12, 24), feather)
        }
    }

    private mutating func body() {
        let cloth = has(.sweater) ? traits.secondary : skin.shaded(0.9)
        canvas.fillEllipse(16, 33, 12, 9, cloth.shaded(0.7))
        canvas.fillEllipse(16, 33, 11, 8, cloth)
        if has(.sweater) {
            for x in stride(from: 7, to: 26, by: 3) { canvas.plot(x, 28, cloth.shaded(1.4)) }
            canvas.fillRect(8, 30, 16, 1, cloth.shaded(0.8))
        }
    }

    private mutating func ears() {
        let inner = RGB(hex: 0xF2A7B8)
        switch traits.creature {
        case .cat, .fox:
            let tall = traits.creature == .fox ? 4.0 : 2.0
            for side in [-1.0, 1.0] {
                canvas.fillTriangle((16 + side * 9, 13), (16 + side * 7, 3 - tall), (16 + side * 3, 10), outline)
                canvas.fillTriangle((16 + side * 8, 12), (16 + side * 7, 5 - tall), (16 + side * 4, 10), inner)
            }
        case .rabbit:
            for side in [-1.0, 1.0] {
                canvas.fillEllipse(16 + side * 4.5, 5, 2.5, 7, outline)
                canvas.fillEllipse(16 + side * 4.5, 5, 1.2, 5.5, inner)
            }
        case .bear, .mouse:
            let radius = traits.creature == .mouse ? 5.0 : 3.0
            for side in [-1.0, 1.0] {
                canvas.fillEllipse(16 + side * 8, 9, radius, radius, outline)
                canvas.fillEllipse(16 + side * 8, 9, radius - 1.5, radius - 1.5, inner)
            }
        case .owl:
            for side in [-1.0, 1.0] {
                canvas.fillTriangle((16 + side * 8, 11), (16 + side * 9, 4), (16 + side * 4, 9), outline)
            }
        case .dragon:
            for side in [-1.0, 1.0] {
                canvas.fillTriangle((16 + side * 6, 10), (16 + side * 8, 2), (16 + side * 3, 9), RGB(hex: 0xF2E6C8))
            }
        case .fairy:
            for side in [-1.0, 1.0] {
                canvas.fillTriangle((16 + side * 8, 15), (16 + side * 12, 10), (16 + side * 8, 18), skin)
            }
        case .robot:
            canvas.fillRect(15, 3, 2, 5, RGB(hex: 0x6B7280))
            canvas.fillEllipse(16, 3, 2, 2, RGB(hex: 0xFF5A5A))
        case .dog, .bird, .frog, .ghost, .mushroom, .blob:
            break
        }
    }

    private mutating func head() {
        switch traits.creature {
        case .robot:
            canvas.fillRect(7, 8, 18, 16, outline)
            canvas.fillRect(8, 9, 16, 14, skin)
        case .ghost:
            canvas.fillEllipse(16, 16, 9, 10, skin)
            canvas.fillRect(7, 16, 18, 12, skin)
            for x in stride(from: 7, to: 25, by: 4) { canvas.fillEllipse(Double(x) + 2, 28, 2, 2, skin) }
        case .frog, .blob:
            canvas.fillEllipse(16, 17, 11, 8, outline)
            canvas.fillEllipse(16, 17, 10, 7, skin)
            if traits.creature == .frog {
                for side in [-1.0, 1.0] { canvas.fillEllipse(16 + side * 6, 10, 3.5, 3.5, skin) }
            } else {
                canvas.fillEllipse(11, 13, 2, 1.5, skin.shaded(1.5))
            }
        case .mushroom:
            // The named colour is the cap's; the stem with the face stays cream.
            canvas.fillEllipse(16, 20, 7, 6, RGB(hex: 0xF2E6D0))
            canvas.fillEllipse(16, 10, 13, 7, skin)
            canvas.fillRect(3, 12, 26, 1, skin.shaded(0.7))
            for (x, y) in [(9.0, 8.0), (16.0, 5.0), (22.0, 8.0)] { canvas.fillEllipse(x, y, 1.8, 1.5, white) }
        default:
            canvas.fillEllipse(16, 16, 10, 9, outline)
            canvas.fillEllipse(16, 16, 9, 8, skin)
            if traits.creature == .dog {
                for side in [-1.0, 1.0] { canvas.fillEllipse(16 + side * 9.5, 15, 2.5, 6, outline) }
            }
            if traits.creature == .fox || traits.creature == .owl {
                canvas.fillEllipse(16, 20, 5, 3.5, RGB(hex: 0xF5ECD7))
            }
        }
    }

    private mutating func face() {
        let eyeY = traits.creature == .frog ? 10 : (traits.creature == .mushroom ? 18 : 15)
        let eyeOffset = traits.creature == .frog ? 6 : 4
        for side in [-1, 1] {
            let x = 16 + side * eyeOffset - (side < 0 ? 1 : 0)
            if traits.creature == .owl { canvas.fillEllipse(Double(x) + 1, Double(eyeY) + 1, 3, 3, white) }
            if traits.creature == .robot {
                canvas.fillRect(x - 1, eyeY - 1, 3, 3, RGB(hex: 0x5AD1FF))
                continue
            }
            canvas.fillRect(x, eyeY, 2, 2, ink)
            canvas.plot(x, eyeY, white)
            canvas.plot(16 + side * 7, eyeY + 4, RGB(hex: 0xF28DB2).mixed(with: skin, 0.3))
        }
        let mouthY = traits.creature == .mushroom ? 22 : 20
        switch traits.creature {
        case .owl, .bird:
            canvas.fillTriangle((14.5, 18), (17.5, 18), (16, 21), RGB(hex: 0xF2A93B))
        case .robot:
            canvas.fillRect(12, 20, 8, 1, ink)
        case .frog:
            canvas.fillRect(11, 19, 10, 1, ink)
        case .dragon:
            canvas.plot(14, 18, ink)
            canvas.plot(17, 18, ink)
            canvas.fillRect(14, mouthY, 4, 1, ink)
        default:
            // A small smile: corners up, middle down.
            canvas.plot(14, mouthY - 1, ink)
            canvas.plot(17, mouthY - 1, ink)
            canvas.fillRect(15, mouthY, 2, 1, ink)
            if traits.creature == .cat {
                for side in [-1, 1] {
                    canvas.plot(16 + side * 9, mouthY - 1, ink)
                    canvas.plot(16 + side * 10, mouthY - 2, ink)
                }
            }
        }
    }

    private mutating func draw(_ accessory: Accessory) {
        let color = traits.secondary
        switch accessory {
        case .wings:
            break
        case .sweater:
            break
        case .scarf:
            canvas.fillRect(7, 24, 18, 3, color)
            canvas.fillRect(19, 26, 3, 5, color.shaded(0.8))
            canvas.fillRect(7, 25, 18, 1, color.shaded(1.3))
        case .catEars:
            for side in [-1.0, 1.0] {
                canvas.fillTriangle((16 + side * 8, 10), (16 + side * 7, 2), (16 + side * 3, 8), color)
            }
        case .glasses:
            for side in [-1, 1] {
                let x = 16 + side * 4 - (side < 0 ? 1 : 0)
                canvas.fillRect(x - 2, 13, 6, 1, ink)
                canvas.fillRect(x - 2, 17, 6, 1, ink)
                canvas.fillRect(x - 2, 13, 1, 5, ink)
                canvas.fillRect(x + 3, 13, 1, 5, ink)
            }
            canvas.fillRect(15, 14, 2, 1, ink)
        case .hat:
            canvas.fillRect(5, 8, 22, 2, color.shaded(0.7))
            canvas.fillRect(9, 1, 14, 7, color)
            canvas.fillRect(9, 6, 14, 1, color.shaded(1.5))
        case .wizardHat:
            canvas.fillRect(4, 8, 24, 2, color.shaded(0.7))
            canvas.fillTriangle((8, 8), (24, 8), (19, -2), color)
            canvas.plot(15, 4, RGB(hex: 0xFFF4C2))
            canvas.plot(18, 6, RGB(hex: 0xFFF4C2))
        case .crown:
            let gold = RGB(hex: 0xE8B923)
            canvas.fillRect(10, 5, 12, 3, gold)
            for x in [10, 15, 20] { canvas.fillTriangle((Double(x), 5), (Double(x) + 2, 5), (Double(x) + 1, 1), gold) }
            canvas.plot(16, 6, RGB(hex: 0xD64541))
        case .halo:
            canvas.fillEllipse(16, 3, 7, 2, RGB(hex: 0xFFE680))
            canvas.fillEllipse(16, 3, 5, 1, canvas[0, 3])
        case .bow:
            canvas.fillTriangle((20, 6), (20, 12), (24, 9), color)
            canvas.fillTriangle((28, 6), (28, 12), (24, 9), color)
            canvas.fillEllipse(24, 9, 1.5, 1.5, color.shaded(0.7))
        case .flower:
            let petal = RGB(hex: 0xFFFFFF)
            for (dx, dy) in [(-2.0, 0.0), (2.0, 0.0), (0.0, -2.0), (0.0, 2.0)] {
                canvas.fillEllipse(9 + dx, 9 + dy, 1.5, 1.5, petal)
            }
            canvas.fillEllipse(9, 9, 1.2, 1.2, RGB(hex: 0xF4D03F))
        }
    }
}
