/// Where a caption sits on the video and which way its text runs, in the terms of WebVTT's
/// cue box (the model every caption format here maps onto): a line, a position, a size and an
/// alignment, optionally inside a region. Percentages are of the video's width or height.
///
/// A value at its defaults (`CueLayout()`) means the format stated nothing: the caption is
/// drawn where a player draws captions by default, centred at the bottom.
public struct CueLayout: Hashable, Sendable {
    /// Where the cue's line box sits across the lines of the video (`line:` in WebVTT).
    public var line: CueLine = .auto
    /// Which edge of the cue box `line` places: its top (`.start`), middle or bottom, for
    /// horizontal text.
    public var lineAnchor: CueAnchor = .start
    /// Where the cue box sits along the line, in percent of the video's width (of its height
    /// for vertical text); nil means "auto", worked out from `textAlignment`.
    public var position: Double?
    /// Which edge of the cue box `position` places; nil means "auto", worked out from
    /// `textAlignment`.
    public var positionAnchor: CueAnchor?
    /// The cue box's width (its height for vertical text), in percent of the video.
    public var size: Double = 100
    /// How the lines are aligned inside the cue box.
    public var textAlignment: CueTextAlignment = .center
    /// Which way the text runs.
    public var direction: CueWritingDirection = .horizontal
    /// The rectangle the cue is drawn in when the format places it in one (a WebVTT or TTML
    /// region, an SSA `\pos`, a bitmap's rectangle); nil when it only states line and position.
    public var region: CueRegion?

    /// The default layout: bottom centre, full width, horizontal.
    public init() {}

    /// Whether every value is at its default, so a writer need state nothing.
    public var isDefault: Bool { self == CueLayout() }
}

/// Where a cue box sits across the video's lines.
public enum CueLine: Hashable, Sendable {
    /// Where the player puts captions: the last line, moving up for other cues on screen.
    case auto
    /// A line number: 0 is the top line, -1 the bottom one, counting up from the bottom for
    /// negative numbers (WebVTT with snap-to-lines, CEA-608 rows).
    case number(Int)
    /// A position in percent of the video's height (of its width for vertical text).
    case percent(Double)
}

/// Which edge of a box a position places.
public enum CueAnchor: String, Hashable, Sendable {
    /// The top edge (left for positions along a horizontal line).
    case start
    /// The middle.
    case center
    /// The bottom edge (right for positions along a horizontal line).
    case end
}

/// How a caption's lines are aligned in its box.
public enum CueTextAlignment: String, Hashable, Sendable {
    /// At the start of the line, by the text's own direction.
    case start
    /// In the middle.
    case center
    /// At the end of the line, by the text's own direction.
    case end
    /// At the left.
    case left
    /// At the right.
    case right
}

/// Which way a caption's text runs.
public enum CueWritingDirection: String, Hashable, Sendable {
    /// Lines run left to right, stacked downward.
    case horizontal
    /// Lines run top to bottom, stacked leftward (WebVTT `vertical:rl`, TTML `tbrl`).
    case verticalRightToLeft = "rl"
    /// Lines run top to bottom, stacked rightward (WebVTT `vertical:lr`, TTML `tblr`).
    case verticalLeftToRight = "lr"
}

/// A rectangle on the video a cue is drawn in, in percent of the video's width and height.
public struct CueRegion: Hashable, Sendable {
    /// The name the caption file gives the region (a WebVTT `id:`, a TTML `xml:id`), if any.
    public var identifier: String?
    /// Left edge, percent of the width.
    public var x: Double
    /// Top edge, percent of the height.
    public var y: Double
    /// Width, percent of the width.
    public var width: Double
    /// Height, percent of the height; nil when the format sizes the region by its lines (a
    /// WebVTT region).
    public var height: Double?
    /// Where the text sits inside the region across its lines (TTML `displayAlign`): at the
    /// top (`.start`), middle or bottom.
    public var displayAlign: CueAnchor
    /// How many lines of text the region holds, when the format sizes it by lines (a WebVTT
    /// region's `lines:`); nil otherwise.
    public var lines: Int?

    /// A region of `width`×`height` percent at (`x`, `y`) percent, holding `lines` lines when
    /// the format says.
    public init(
        identifier: String? = nil, x: Double, y: Double, width: Double, height: Double?,
        displayAlign: CueAnchor = .start, lines: Int? = nil
    ) {
        self.identifier = identifier
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.displayAlign = displayAlign
        self.lines = lines
    }
}
