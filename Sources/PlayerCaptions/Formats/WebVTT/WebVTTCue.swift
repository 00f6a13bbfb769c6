import PlayerCore

/// One cue of a WebVTT file as the file writes it: identifier, times, settings and the
/// cue text both raw and read.
public struct WebVTTCue: Hashable, Sendable {
    /// The identifier line before the timing line, empty when there is none.
    public var identifier: String
    /// When the cue appears.
    public var start: MediaTime
    /// When it disappears.
    public var end: MediaTime
    /// The layout settings after the end time.
    public var settings: WebVTTCueSettings
    /// The cue text exactly as written: tags, character references and all, lines joined
    /// by "\n" (what a browser's `VTTCue.text` holds).
    public var payload: String
    /// The cue text read: its tree of nodes, what a screen reader speaks, its styled runs and
    /// its speaker.
    public var text: WebVTTCueText

    /// A cue with the given parts; `text` is read from `payload`.
    public init(
        identifier: String = "", start: MediaTime, end: MediaTime,
        settings: WebVTTCueSettings = WebVTTCueSettings(), payload: String
    ) {
        self.identifier = identifier
        self.start = start
        self.end = end
        self.settings = settings
        self.payload = payload
        self.text = WebVTTCueText(parsing: payload)
    }

    /// A cue whose payload is `payload`, already prepared by the file's scanner: its text is
    /// read from those scalars, without preparing a copy of them again, styled by the file's
    /// `STYLE` rules.
    init(
        identifier: String, start: MediaTime, end: MediaTime, settings: WebVTTCueSettings,
        preparedPayload payload: ArraySlice<UInt8>, styleSheet: WebVTTStyleSheet
    ) {
        self.identifier = identifier
        self.start = start
        self.end = end
        self.settings = settings
        self.payload = payload.string
        self.text = WebVTTCueText(
            scanning: WebVTTScanner(scalars: payload), source: self.payload,
            styleSheet: styleSheet, identifier: identifier)
    }

    /// The cue as the player's shared caption value: spoken text, runs, identifier (nil when
    /// empty), speaker and the layout its settings state.
    public var cue: Cue {
        Cue(
            start: start, end: end, text: text.caption.text, runs: text.caption.runs,
            identifier: identifier.isEmpty ? nil : identifier, speaker: text.speaker,
            layout: settings.layout)
    }
}
