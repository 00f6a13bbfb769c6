import PlayerCore

/// A caption format's reader, the one shape every caption file format is read through: a
/// file in (its bytes, or a stream for a reader that streams), out its cues, each with its
/// presentation times, layout and styling, on one of the file's tracks, and what reading it
/// noted, with line numbers.
///
/// ```swift
/// let parser = CaptionParserFactory().parser(forFileAt: "film.smi")
/// let read = try parser?.read(CaptionInput(path: "film.smi")) { cue, track, rank in … }
/// ```
public protocol CaptionParser {
    /// The format this parser reads.
    var format: SidecarFormat { get }

    /// The file's format as a source names it for the file opened alone: FFmpeg's demuxer
    /// name where FFmpeg has one ("srt", "sami"), else the format's own ("ttml", "ebu_stl").
    var formatName: String { get }

    /// Reads `input`, handing each cue to `take` in file order as it is read, with the index
    /// of its track in the result's ``CaptionParseResult/tracks`` and the rank that orders it
    /// among cues of equal start (an SSA event's layer; see ``CueOrderKey``).
    ///
    /// - Throws: ``PlayerCore/MediaError`` when the file cannot be read or is not in the
    ///   format at all (a TTML document that is not valid, WebVTT without its signature, an
    ///   EBU STL file whose GSI block is damaged, the field named).
    func read(_ input: CaptionInput, handingCuesTo take: (Cue, _ track: Int, _ rank: Int) -> Void)
        throws(MediaError) -> CaptionParseResult
}

extension CaptionParser {
    /// FFmpeg's demuxer name for ``format``, else its extension's name.
    public var formatName: String {
        format.ffmpegDemuxerName ?? format.rawValue
    }
}

/// A caption file handed to a ``CaptionParser``.
public struct CaptionInput: Sendable {
    /// Where the file is; warnings and errors name it.
    public var path: String

    /// The file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The file's bytes, within ``LocalFile/Kind/caption``'s size limit.
    ///
    /// - Throws: ``LocalFile/bytes(at:kind:)``'s errors.
    public func bytes() throws(MediaError) -> [UInt8] {
        try LocalFile.bytes(at: path, kind: .caption)
    }

    /// The error of a file that is not in its format at all, saying why.
    public func notInFormat(_ detail: String) -> MediaError {
        .notMediaFile(path: path, detail: detail)
    }
}

/// What a ``CaptionParser`` found in a file besides its cues.
public struct CaptionParseResult: Sendable {
    /// One track of a caption file: most files have one; a SAMI file one per class.
    public struct Track: Hashable, Sendable {
        /// The language the file states for it (TTML's `xml:lang`, a SAMI class's `lang`, an
        /// EBU STL file's language code), if it states one.
        public var language: LanguageTag?
        /// The name the file gives it (a SAMI class's `Name`), if any.
        public var title: String?
        /// The flags the file gives it: ``PlayerCore/TrackFlags/descriptions`` for a W3C DAPT
        /// description script or a WebVTT file whose header says `Kind: descriptions`.
        public var flags: TrackFlags
        /// What the track stands for, as the file words it: a DAPT script's content
        /// descriptors ("audio.dialogue", "visual.nonText").
        public var roles: [String]

        /// A track in `language`, named `title`, with `flags` and `roles`.
        public init(
            language: LanguageTag? = nil, title: String? = nil, flags: TrackFlags = [],
            roles: [String] = []
        ) {
            self.language = language
            self.title = title
            self.flags = flags
            self.roles = roles
        }
    }

    /// The file's tracks; cues refer to them by index.
    public var tracks: [Track]
    /// What the reader left out, by line (or, in a binary format, by block).
    public var skipped: [SkippedLine]
    /// How decoding the file's text went wrong (read as Windows-1252), if it did.
    public var decodingWarning: TextDecodingWarning?

    /// A result of `tracks`, `skipped` and `decodingWarning`.
    public init(
        tracks: [Track] = [Track()], skipped: [SkippedLine] = [],
        decodingWarning: TextDecodingWarning? = nil
    ) {
        self.tracks = tracks
        self.skipped = skipped
        self.decodingWarning = decodingWarning
    }
}
