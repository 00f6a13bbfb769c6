import PlayerAudit
import PlayerCore

/// The values the audit tests build titles from: tracks and cues with known violations, every
/// expected number worked out from the style guides' figures.
enum AuditFixtures {
    /// Track `id` of `kind` in `language` with `flags`.
    static func track(
        _ id: Int, _ kind: TrackKind, _ codec: String, _ language: LanguageTag?,
        _ flags: TrackFlags = []
    ) -> TrackInfo {
        TrackInfo(
            id: TrackID(rawValue: id), kind: kind, codec: codec, language: language, flags: flags)
    }

    static let video: TrackInfo = {
        var video = track(0, .video, "h264", nil)
        video.frameRate = 24
        return video
    }()
    static let englishAudio = track(1, .audio, "aac", "en", .default)
    static let spanishAudio = track(2, .audio, "aac", "es")
    static let describedAudio = track(3, .audio, "aac", "en", .visualImpaired)
    static let englishSDH: TrackInfo = {
        var sdh = track(4, .legible, "subrip", "en", [.default, .hearingImpaired])
        sdh.title = "English SDH"
        return sdh
    }()

    static func cue(_ start: Int64, _ end: Int64, _ text: String) -> Cue {
        Cue(start: .milliseconds(start), end: .milliseconds(end), text: text)
    }

    /// 20 characters: readable in one second at Netflix's adult English 20 cps.
    static let twentyCharacters = "ANNA: Is anyone her?"
    /// 34 characters shown for 1 s: 34 cps.
    static let tooFast = "BEN: We have to leave, all of us!!"
    /// One line of 51 characters (42 allowed) over 3 s: 17 cps, within 20.
    static let longLine = "ANNA: This line is far too long for a subtitle row."

    /// The English SDH cues: speakers named, no sound described, and four violations under
    /// Netflix at 24 fps — too fast at 4 s, a 51-character line at 6 s, a gap of one frame
    /// (42 ms; two frames are 83 ms) before 9.042 s, and an overlap of 1 s at 15 s.
    static let sdhCues = [
        cue(1_000, 3_000, twentyCharacters),
        cue(4_000, 5_000, tooFast),
        cue(6_000, 9_000, longLine),
        cue(9_042, 12_000, "BEN: Then we split up."),
        cue(13_000, 16_000, "ANNA: Fine."),
        cue(15_000, 18_000, "BEN: Go!"),
    ]

    /// A 30-second title with English and Spanish audio, English audio description and the
    /// English SDH track: no captions for the Spanish audio.
    static var title: AuditedTitle {
        AuditedTitle(
            catalog: MediaCatalog(
                path: "title.mkv", formatName: "matroska,webm", duration: .seconds(30),
                metadata: TitleMetadata(title: "Audit Test Title"),
                tracks: [video, englishAudio, spanishAudio, describedAudio, englishSDH]),
            cues: [englishSDH.id: sdhCues])
    }
}
