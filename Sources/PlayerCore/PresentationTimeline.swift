/// How each kind of source's timestamps become presentation time: the media time cues carry
/// and playback runs on, 0 at the programme's start. Every source takes one step, here:
///
/// | source | its timestamps | presentation time |
/// |---|---|---|
/// | Matroska, MP4 (their caption tracks, CEA-608/708 in their video) | block and sample times in each track's time base | the time less the container's start time (`OpenedMediaSource.startTime`) |
/// | MPEG-TS (DVB subtitles, teletext, captions in video) | 33-bit 90 kHz PES PTS | the PTS less the file's first PTS, carried across the wrap (``mpegTimestampWrap``, 26.5 h) |
/// | DVB teletext | the PTS of the PES that completes a page | as MPEG-TS: from the file's first PTS. TSDuck's `teletext` plugin counts from the first PTS after it has found the PMT, which in its test-012 capture comes 0.32 s into the file, so its reference SRT is 0.32–0.40 s earlier than ours (the rest is which packet of the page each stamps) |
/// | PGS `.sup`, VobSub `.idx`/`.sub`, SCC, opened alone or beside a film | PTS and time codes | as they stand: a subtitle file's times are the programme's, so a display set at 4.209 s shows at 4.209 s |
/// | SubRip, WebVTT, SSA, TTML, SAMI files | cue times | as they stand |
/// | EBU STL files | TTI time codes at the GSI's frame rate | less the GSI's start-of-programme time code (TCP); a subtitle before it is left out with a warning |
/// | HLS variant (MPEG-TS or fragmented MP4 segments) | each segment's PTS | as MPEG-TS, read by FFmpeg's HLS demuxer from the first segment's first PTS |
/// | HLS WebVTT rendition | cue times and each segment's `X-TIMESTAMP-MAP` | in the first discontinuity sequence `t + MPEGTS / 90000 − LOCAL − startTime`; in a later one through the main rendition's first segment of the same sequence (playlist start `s`, first PTS `p`): `s + (m − p)` for MPEG-TS time `m`; without a map the cue times stand |
/// | HLS WebVTT media playlist opened alone | the same | the first map's cue times stand; a later sequence is anchored by its first text segment with a map |
/// | live HLS | the playlist window | 0 at the first segment listed when the source opened; each new segment follows the one before it (after missed reloads, its `EXT-X-PROGRAM-DATE-TIME` places it); playback joins three target durations from the end (RFC 8216 §6.3.3) or at `EXT-X-START` (``MediaCatalog/startPosition``) |
///
/// PlayerMedia and PlayerCaptions do these steps (the HLS ones in `HLSSubtitleTiming`,
/// `HLSLiveWindow` and `HLSMediaPlaylist.joinPosition`); everything above them sees only
/// presentation time.
public enum PresentationTimeline {
    /// One full turn of the 33-bit, 90 kHz MPEG-2 presentation timestamp (about 26.5 hours),
    /// after which an MPEG-TS timestamp starts again from 0.
    public static let mpegTimestampWrap: Int64 = 1 << 33
}
