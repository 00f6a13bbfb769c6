import PlayerCore

/// An SSA or ASS track as its source stores it, for a renderer that draws the track with its
/// own styles (libass): the whole script of a caption file, or, for a track inside Matroska
/// or MP4, the script header of its codec private data (`[Script Info]` and the styles) and
/// each event as the container's packet holds it.
///
/// ```swift
/// let script = try ASSTrackScript(fileAt: "film.en.ass")
/// // .file(text: "[Script Info]\n…[V4+ Styles]\nStyle: Sign,…\n[Events]\nDialogue: …")
/// ASSTrackScript.packets(
///     header: "[Script Info]\n…", events: [
///         ASSPacketEvent(start: .seconds(1), duration: .seconds(2),
///                        line: "0,0,Default,,0,0,0,,Hello world!")])
/// ```
///
/// The cues the parsers make from the same track are what the player speaks and places; this
/// is only what a picture of them is drawn from, read apart from the parsers.
public enum ASSTrackScript: Hashable, Sendable {
    /// A caption file's script, decoded to text.
    case file(text: String)
    /// A contained track: its header and its events.
    case packets(header: String, events: [ASSPacketEvent])

    /// The script of the SSA or ASS file at `path`, in any encoding ``DecodedText`` reads.
    public init(fileAt path: String) throws(MediaError) {
        let bytes = try LocalFile.bytes(at: path, kind: .caption)
        self = .file(text: DecodedText(subtitleBytes: bytes).text)
    }
}

/// One event of a contained SSA or ASS track: when it shows and its packet's text,
/// `ReadOrder,Layer,Style,Name,MarginL,MarginR,MarginV,Effect,Text` (Matroska's layout, which
/// FFmpeg keeps for MP4 too).
public struct ASSPacketEvent: Hashable, Sendable {
    /// When the event appears, in presentation time.
    public var start: MediaTime
    /// How long it shows.
    public var duration: MediaTime
    /// The packet's text.
    public var line: String

    /// An event shown from `start` for `duration`.
    public init(start: MediaTime, duration: MediaTime, line: String) {
        self.start = start
        self.duration = duration
        self.line = line
    }
}
