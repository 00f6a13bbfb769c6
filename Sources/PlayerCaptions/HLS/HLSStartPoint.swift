import PlayerCore

/// `EXT-X-START` (RFC 8216 §4.3.5.2): where the playlist's author wants playback to begin.
///
/// `TIME-OFFSET` counts from the start of the playlist when positive and back from its end
/// when negative; beyond either end it means that end. `PRECISE=YES` starts at that very
/// time, otherwise (the default) at the start of the segment holding it.
///
/// ```
/// #EXT-X-START:TIME-OFFSET=-12.5              → the segment holding 12.5 s before the end
/// #EXT-X-START:TIME-OFFSET=30,PRECISE=YES     → 30 s in, exactly
/// ```
public struct HLSStartPoint: Hashable, Sendable {
    /// `TIME-OFFSET`: from the start when zero or positive, from the end when negative.
    public var timeOffset: MediaTime
    /// `PRECISE`: start at the offset itself rather than at its segment's start.
    public var isPrecise: Bool

    /// A start point `timeOffset` from the start (or, negative, back from the end).
    public init(timeOffset: MediaTime, isPrecise: Bool = false) {
        self.timeOffset = timeOffset
        self.isPrecise = isPrecise
    }

    /// Reads the attributes of an `EXT-X-START` tag; nil without a `TIME-OFFSET` that is a
    /// signed decimal number.
    init?(attributes: HLSAttributeList) {
        guard let text = attributes["TIME-OFFSET"]?[...].trimmingSpaces() else { return nil }
        let isNegative = text.first == "-"
        guard let magnitude = MediaTime(decimalSeconds: isNegative ? text.dropFirst() : text)
        else { return nil }
        timeOffset = isNegative ? .zero - magnitude : magnitude
        isPrecise = attributes.yesOrNo("PRECISE") ?? false
    }
}
