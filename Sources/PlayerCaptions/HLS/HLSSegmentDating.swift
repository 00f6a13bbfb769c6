import PlayerCore

/// Dates the segments of a media playlist as it is read (RFC 8216 §4.3.2.6): an
/// `EXT-X-PROGRAM-DATE-TIME` tag gives the wall-clock time of the first sample of the segment
/// after it; a segment without one follows the segment before it, dated that one's date plus
/// its duration.
///
/// The carrying forward stops at an `EXT-X-DISCONTINUITY`: across one the wall clock may jump
/// (a splice, an encoder restarted), so a segment after it is undated until a tag dates it. A
/// malformed tag leaves its segment undated the same way. Nothing is carried backwards to the
/// segments before the first tag.
struct HLSSegmentDating {
    /// The tag read since the last segment: its date, or nil when it did not parse.
    private var stated: HLSDateTime??
    /// The date of the next segment when no tag states one.
    private var carried: HLSDateTime?

    /// Takes an `EXT-X-PROGRAM-DATE-TIME` value, which dates the next segment.
    mutating func state(_ value: Substring) {
        stated = .some(HLSDateTime(iso8601: value))
    }

    /// The date of the segment whose URI line is being read, lasting `duration`, after an
    /// `EXT-X-DISCONTINUITY` or not; carries its end forward to the next segment.
    mutating func date(
        ofSegmentLasting duration: MediaTime, afterDiscontinuity: Bool
    ) -> HLSDateTime? {
        let date = stated ?? (afterDiscontinuity ? nil : carried)
        stated = nil
        carried = date.map { $0 + duration }
        return date
    }
}
