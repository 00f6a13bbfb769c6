/// A playback speed as an exact fraction of normal speed, so media time stays integer.
///
/// ```swift
/// PlaybackRate(0.5)            // 1/2
/// PlaybackRate(0.333)          // 333/1000
/// PlaybackRate(0.5).mediaMicroseconds(inHostNanoseconds: 4_000)   // 2 µs
/// ```
public struct PlaybackRate: Hashable, Sendable {
    /// The fraction's numerator (positive).
    public let numerator: Int64
    /// The fraction's denominator (positive), in lowest terms with the numerator.
    public let denominator: Int64

    /// Normal speed.
    public static let normal = PlaybackRate(numerator: 1, denominator: 1)

    /// The rate `numerator`/`denominator`, reduced; both must be positive.
    public init(numerator: Int64, denominator: Int64) {
        precondition(numerator > 0 && denominator > 0, "a playback rate is positive")
        let divisor = greatestCommonDivisor(numerator, denominator)
        self.numerator = numerator / divisor
        self.denominator = denominator / divisor
    }

    /// The nearest thousandth to `value`; nil unless `value` is finite and at least 0.001.
    public init?(_ value: Double) {
        guard value.isFinite, value >= 0.001, value <= 1_000 else { return nil }
        self.init(numerator: Int64((value * 1_000).rounded()), denominator: 1_000)
    }

    /// The rate as a floating-point number (for printing and audio setup, not per tick).
    public var doubleValue: Double {
        Double(numerator) / Double(denominator)
    }

    /// The media microseconds that pass in `nanoseconds` of host time at this rate, rounded
    /// toward zero; exact integer arithmetic without overflow.
    @inlinable @inline(__always)
    public func mediaMicroseconds(inHostNanoseconds nanoseconds: Int64) -> Int64 {
        // At normal speed, without the full-width division (once a tick in the engine).
        if numerator == denominator {
            return nanoseconds / 1_000
        }
        return scaledMicroseconds(inHostNanoseconds: nanoseconds)
    }

    /// ``mediaMicroseconds(inHostNanoseconds:)`` at a rate other than normal speed.
    @usableFromInline
    func scaledMicroseconds(inHostNanoseconds nanoseconds: Int64) -> Int64 {
        let product = nanoseconds.multipliedFullWidth(by: numerator)
        return (denominator * 1_000).dividingFullWidth(product).quotient
    }
}

private func greatestCommonDivisor(_ a: Int64, _ b: Int64) -> Int64 {
    var (a, b) = (a, b)
    while b != 0 {
        (a, b) = (b, a % b)
    }
    return a
}
