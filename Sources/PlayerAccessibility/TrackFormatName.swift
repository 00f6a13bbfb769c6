/// How a track's format is named to a viewer, and the words a title uses to restate it.
///
/// A format is spoken only when it is what tells two tracks apart ("English, PGS" and
/// "English, SubRip"); a title that only restates it ("English SRT") adds nothing.
struct TrackFormatName {
    /// The name a viewer hears: "SubRip", "PGS", "AC-3"; the codec's own name in capitals
    /// when it has no better-known one.
    let spoken: String
    /// Lower-cased words, besides the spoken name's, that name the format in titles.
    let titleWords: Set<String>

    /// The name of FFmpeg's codec `codec` (`subrip`, `hdmv_pgs_subtitle`, `aac` …).
    init(codec: String) {
        let known = Self.known[codec]
        spoken = known?.spoken ?? codec.uppercased()
        titleWords = Set((known?.words ?? []) + [codec.lowercased()])
    }

    /// Names of the formats tracks commonly carry, with the abbreviations titles use.
    private static let known: [String: (spoken: String, words: [String])] = [
        "subrip": ("SubRip", ["srt", "subrip"]),
        "srt": ("SubRip", ["srt", "subrip"]),
        "ass": ("SSA", ["ass", "ssa"]),
        "ssa": ("SSA", ["ass", "ssa"]),
        "webvtt": ("WebVTT", ["vtt", "webvtt"]),
        "mov_text": ("MP4 text", ["tx3g", "mov_text"]),
        "ttml": ("TTML", ["ttml", "dfxp", "stpp", "imsc"]),
        "sami": ("SAMI", ["sami", "smi"]),
        "ebu_stl": ("EBU STL", ["stl", "ebu"]),
        "hdmv_pgs_subtitle": ("PGS", ["pgs", "sup"]),
        "dvd_subtitle": ("VobSub", ["vobsub", "idx", "dvd"]),
        "dvb_subtitle": ("DVB", ["dvb"]),
        "dvb_teletext": ("Teletext", ["teletext", "ttx"]),
        "eia_608": ("CEA-608", ["eia", "scc"]),
        "eia_708": ("CEA-708", ["eia"]),
        "aac": ("AAC", ["aac"]),
        "ac3": ("AC-3", ["ac3", "dd"]),
        "eac3": ("E-AC-3", ["eac3", "ddp"]),
        "dts": ("DTS", ["dts"]),
        "truehd": ("TrueHD", ["truehd"]),
        "opus": ("Opus", ["opus"]),
        "vorbis": ("Vorbis", ["vorbis"]),
        "flac": ("FLAC", ["flac"]),
        "mp3": ("MP3", ["mp3"]),
        "mp2": ("MP2", ["mp2"]),
    ]
}
