extension MediaTime {
    /// The time as an exact JSON number of seconds with up to six decimals: `1.023`, `3`,
    /// `-0.25`, `0.000001`.
    public var jsonSeconds: String {
        let magnitude = microseconds.magnitude
        let sign = microseconds < 0 ? "-" : ""
        let fraction = magnitude % 1_000_000
        guard fraction != 0 else { return sign + "\(magnitude / 1_000_000)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + "\(magnitude / 1_000_000).\(digits)"
    }
}
