internal import PlayerCaptions
internal import PlayerCore

/// A caption file read in full by the project's own parsers (``CaptionFileReading``), its
/// cues held for its tracks.
struct ParsedCaptionFile {
    /// One track's cues and what the file says of it.
    struct Track {
        /// Every cue the reading kept, sorted by ``PlayerCaptions/CueOrderKey`` (by start).
        var cues: [Cue]
        /// The language the file itself states (TTML's `xml:lang`, a SAMI class's `lang`).
        var language: LanguageTag?
        /// The name the file gives the track (a SAMI class's `Name`), if any.
        var title: String?
        /// The flags the file gives the track (a DAPT description script's, a WebVTT header's).
        var flags: TrackFlags
        /// What the file says the track stands for (a DAPT script's content descriptors).
        var roles: [String]
    }

    /// The tracks' codec, in FFmpeg's words ("subrip", "webvtt", "ass", "ttml").
    var codec: String
    /// The file's format, as ``OpenedMediaSource/formatName`` says it for the file opened alone.
    var formatName: String
    /// The file's tracks: one, or a SAMI file's one per class.
    var tracks: [Track]
    /// What reading the file noted (``CaptionFileReading/warnings``).
    var warnings: [MediaWarning]

    /// Reads the file at `path` written in `format`; nil when FFmpeg reads it.
    ///
    /// - Throws: ``MediaError`` when the file cannot be read, or is not in its format at all.
    init?(path: String, format: SidecarFormat) throws(MediaError) {
        var read: [[Cue]] = []
        var ranks: [[Int]] = []
        guard
            let reading = try CaptionFileReading(
                path: path, format: format,
                handingCuesTo: { cue, track, rank in
                    while read.count <= track {
                        read.append([])
                        ranks.append([])
                    }
                    read[track].append(cue)
                    ranks[track].append(rank)
                })
        else { return nil }
        codec = reading.codec
        formatName = reading.formatName
        tracks = reading.tracks.enumerated().map { index, track in
            Track(
                cues: index < read.count ? read[index].sortedByOrderKey(ranks: ranks[index]) : [],
                language: track.language, title: track.title, flags: track.flags,
                roles: track.roles)
        }
        warnings = reading.warnings
    }
}
