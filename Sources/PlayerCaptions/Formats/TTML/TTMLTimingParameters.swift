/// The document parameters that give frames and ticks their length (`ttp:frameRate`,
/// `ttp:subFrameRate`, `ttp:frameRateMultiplier`, `ttp:tickRate`), read from the `tt` element.
struct TTMLTimingParameters {
    /// A length of time per unit, as microseconds `numerator / denominator`.
    struct UnitLength {
        var numerator: Int64
        var denominator: Int64
    }

    /// The length of one frame: `1 / (frameRate × multiplier)` seconds, 30 frames a second
    /// when the document names no frame rate.
    let frame: UnitLength
    /// How many sub-frames make a frame (`ttp:subFrameRate`, 1 by default).
    let subFramesPerFrame: Int64
    /// The length of one sub-frame, a frame divided by `ttp:subFrameRate`.
    let subFrame: UnitLength
    /// The length of one tick: `1 / ttp:tickRate` seconds; without a tick rate, one sub-frame
    /// when the document names a frame rate, else one second.
    let tick: UnitLength

    /// The parameters of the document whose root is `tt`.
    ///
    /// `ttp:timeBase` must be `media` (the default) or `smpte`, whose clock times are read as
    /// media times (continuous time code); `clock` throws, as wall-clock times have no place on
    /// the media timeline. Values that do not parse are ignored in favour of the defaults.
    init(tt: TTMLElement) throws(TTMLError) {
        let timeBase = tt[.parameter, "timeBase"]?.trimmingXMLSpace() ?? "media"
        guard timeBase == "media" || timeBase == "smpte" else {
            throw .unsupportedTimeBase(timeBase)
        }
        let statedFrameRate = positiveInteger(tt[.parameter, "frameRate"])
        let frameRate = statedFrameRate ?? 30
        subFramesPerFrame = positiveInteger(tt[.parameter, "subFrameRate"]) ?? 1
        let multiplier = tt[.parameter, "frameRateMultiplier"].flatMap(multiplierParts) ?? (1, 1)
        frame = UnitLength(
            numerator: 1_000_000 * multiplier.denominator,
            denominator: frameRate * multiplier.numerator)
        subFrame = UnitLength(
            numerator: frame.numerator, denominator: frame.denominator * subFramesPerFrame)
        if let tickRate = positiveInteger(tt[.parameter, "tickRate"], below: 1_000_000_000_000) {
            tick = UnitLength(numerator: 1_000_000, denominator: tickRate)
        } else if statedFrameRate != nil {
            tick = subFrame
        } else {
            tick = UnitLength(numerator: 1_000_000, denominator: 1)
        }
    }
}

/// A whole number above zero and below `limit`, or nil. The limits keep the products of rates
/// within 64 bits; no real document comes near them.
private func positiveInteger(_ text: String?, below limit: Int64 = 100_000) -> Int64? {
    guard let text, let value = Int64(text.trimmingXMLSpace()), value > 0, value < limit
    else { return nil }
    return value
}

/// The two whole numbers of a `ttp:frameRateMultiplier` such as `"1000 1001"`.
private func multiplierParts(_ text: String) -> (numerator: Int64, denominator: Int64)? {
    let parts = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard parts.count == 2, let numerator = positiveInteger(parts[0]),
        let denominator = positiveInteger(parts[1])
    else { return nil }
    return (numerator, denominator)
}

extension String {
    /// The string without XML white space (space, tab, CR, LF) at either end.
    func trimmingXMLSpace() -> String {
        let isXMLSpace = { (scalar: Unicode.Scalar) in
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isXMLSpace($0) }),
            let last = scalars.lastIndex(where: { !isXMLSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
