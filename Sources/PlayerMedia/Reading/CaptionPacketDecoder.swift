internal import CFFmpeg
internal import PlayerCore

/// What one decoded caption packet means for its track.
enum SubtitleEvent: Equatable {
    /// A cue appears; when `endIsKnown` is false its end waits for the next cue or a clear.
    case show(Cue, endIsKnown: Bool)
    /// A cue appears that the next cue or a clear replaces, shown at most until its `end` (a
    /// DVB page and its time-out); a later cue or clear stamped before its start (muxer
    /// jitter) leaves it be.
    case showUntilReplaced(Cue)
    /// The screen is cleared at this time.
    case clear(MediaTime)
    /// The decoder could not read the packet (at its media time, when it has one): FFmpeg's
    /// or the reader's word for why. The packet is skipped; reading goes on.
    case rejected(detail: String, at: MediaTime?)
}

/// Turns the packets of one stream into the caption events of one legible track.
///
/// A route chooses the decoder when the track is listed (``TrackRoute/Feed``): FFmpeg's subtitle decoders (``FFmpegSubtitleDecoder``), or the project's own for formats
/// FFmpeg 5.1 misses (MP4 `wvtt` / `stpp` samples, Matroska WebVTT, CEA-608 read from video).
/// The stream need not be the track's own: several tracks may read one stream (the four
/// CEA-608 channels of one video stream), each through its own decoder.
///
/// Times are microseconds of media time: the container's start time already subtracted.
/// A decoder is confined to the thread of its source.
protocol CaptionPacketDecoder: AnyObject {
    /// The packet's media time in microseconds, or nil when it has none; it tells the reader
    /// how far the input has been read.
    func mediaTime(of packet: UnsafeMutablePointer<AVPacket>) -> Int64?
    /// The events one packet yields; a packet that cannot be read yields
    /// ``SubtitleEvent/rejected(detail:at:)``.
    func decode(_ packet: UnsafeMutablePointer<AVPacket>) -> [SubtitleEvent]
    /// Forgets all state carried between packets (after a seek).
    func flush()
    /// The events the decoder still holds when its stream ends (a caption FFmpeg's CEA-608
    /// decoder keeps until it is flushed, pictures waiting to be put in order).
    func finish() -> [SubtitleEvent]
    /// Whether a caption is reported only when the next change replaces it (FFmpeg's CEA-608
    /// decoder), so that finding the caption on screen at a time means reading past it.
    var reportsCaptionsWhenReplaced: Bool { get }
}

/// Makes the decoder of a track when it is selected, from the stream it reads and the
/// container's start time in microseconds; nil when the stream cannot be decoded.
typealias CaptionDecoderFactory = (
    _ stream: UnsafeMutablePointer<AVStream>, _ startOffset: Int64
) -> (any CaptionPacketDecoder)?

extension CaptionPacketDecoder {
    /// Nothing is held back by default.
    func finish() -> [SubtitleEvent] { [] }

    /// Captions are reported when they appear by default.
    var reportsCaptionsWhenReplaced: Bool { false }
}
