/// One segment of a segmented caption track (an HLS WebVTT rendition, a DASH text
/// Representation) that could not be read: missing, refused, timed out or not parsed. Only its
/// own span is lost; the cues of every other segment are kept.
///
/// ``description`` is the sentence to show ("subs/media_01.vtt: no such file; the segment's cues
/// from 00:00:04.000 to 00:00:08.000 are lost").
public struct SegmentLoss: Hashable, Sendable, CustomStringConvertible {
    /// The segment's URI as the manifest resolves it.
    public var uri: String
    /// Where the segment starts on the source's timeline.
    public var start: MediaTime
    /// Where it ends.
    public var end: MediaTime
    /// Why it could not be read.
    public var error: MediaError

    /// The loss of the segment at `uri`, spanning `start` to `end`, that `error` stopped.
    public init(uri: String, start: MediaTime, end: MediaTime, error: MediaError) {
        self.uri = uri
        self.start = start
        self.end = end
        self.error = error
    }

    /// Whether `error` is one a segment's loss may stand for: anything but a refusal of the
    /// source's policy (a reference outside what it may open, a protocol it may not use),
    /// which refuses the whole track rather than one span of it.
    public static func isLoss(_ error: MediaError) -> Bool {
        switch error {
        case .refusedReference, .protocolNotAllowed: false
        default: true
        }
    }

    /// The sentence shown to the user: the segment, why it was lost, and the span it costs.
    public var description: String {
        "\(error.description); the segment's cues from \(start) to \(end) are lost"
    }
}
