extension GreyImage {
    /// How far the text of an ink picture (bright text on black) leans, as the horizontal
    /// shift per row that stands its strokes most upright: each candidate shear is applied
    /// (row `y` moved right by `shear × y`, the top row staying) and the one whose column
    /// profile of ink is sharpest (the largest sum of squared column counts) wins: about 0
    /// for upright text, the tangent of its slant for italics.
    func slant(level: UInt8, shears: [Double]) -> Double {
        guard width > 0, height > 1 else { return 0 }
        var best = (shear: 0.0, sharpness: -1)
        for shear in shears {
            let sharpness = profileSharpness(shear: shear, level: level)
            if sharpness > best.sharpness { best = (shear, sharpness) }
        }
        return best.shear
    }

    /// The sum of squared ink counts per column once row `y` is moved right by `shear × y`.
    private func profileSharpness(shear: Double, level: UInt8) -> Int {
        let spread = Int((abs(shear) * Double(height)).rounded(.up))
        var columns = [Int](repeating: 0, count: width + 2 * spread + 1)
        for y in 0..<height {
            let shift = spread + Int((shear * Double(y)).rounded())
            let row = y * width
            for x in 0..<width where pixels[row + x] >= level {
                columns[x + shift] += 1
            }
        }
        return columns.reduce(0) { $0 + $1 * $1 }
    }
}
