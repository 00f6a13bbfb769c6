/// Text styles a caption run can carry.
public struct TextStyle: OptionSet, Hashable, Sendable {
    /// The style bits.
    public let rawValue: UInt8

    /// A style from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Slanted text.
    public static let italic = TextStyle(rawValue: 1 << 0)
    /// Heavy text.
    public static let bold = TextStyle(rawValue: 1 << 1)
    /// Underlined text.
    public static let underline = TextStyle(rawValue: 1 << 2)
}

/// A stretch of caption text in one style, for rendering.
public struct StyledRun: Hashable, Sendable {
    /// The run's text; line breaks are "\n".
    public var text: String
    /// How the run is drawn.
    public var style: TextStyle
    /// The text's colour, when the caption format states one.
    public var color: CueColor?

    /// A run of `text` drawn in `style`, in `color` when the source gives one.
    public init(_ text: String, style: TextStyle = [], color: CueColor? = nil) {
        self.text = text
        self.style = style
        self.color = color
    }
}

/// A caption text colour, as 8-bit red, green, blue and opacity.
public struct CueColor: Hashable, Sendable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// The colour with these components, opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, as CSS writes it.
    public var hexString: String {
        let components = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#"
            + components.map { byte in
                let digits = String(byte, radix: 16, uppercase: false)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }
}

/// Where a bitmap caption sits on the video frame, in pixels.
public struct CueImage: Hashable, Sendable {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width of the picture.
    public var width: Int
    /// Height of the picture.
    public var height: Int
    /// The width of the display the position is measured on (a DVB display definition, a PGS
    /// presentation's video size), when the stream states it.
    public var displayWidth: Int?
    /// The height of that display, when the stream states it.
    public var displayHeight: Int?

    /// A picture of `width`×`height` at (`x`, `y`), on a display of `displayWidth`×
    /// `displayHeight` when known.
    public init(
        x: Int, y: Int, width: Int, height: Int, displayWidth: Int? = nil,
        displayHeight: Int? = nil
    ) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.displayWidth = displayWidth
        self.displayHeight = displayHeight
    }
}

/// One caption: when it shows, what a screen reader speaks, and how it is drawn.
///
/// Text cues have `text` (plain, with "\n" between lines) and `runs` (the same text split by
/// style). Bitmap cues (PGS, VobSub, DVB) have an `image` describing the picture's size and
/// position and its pixels in `bitmap`; their `text` is nil until the picture is recognised,
/// and then `recognition` says so.
public struct Cue: Hashable, Sendable {
    /// When the cue appears.
    public var start: MediaTime
    /// When it disappears (exclusive).
    public var end: MediaTime
    /// The plain text a screen reader speaks; nil for a picture.
    public var text: String?
    /// The text split into styled runs, for rendering.
    public var runs: [StyledRun]
    /// The picture's placement, for bitmap captions.
    public var image: CueImage?
    /// The name the caption file gives the cue (a WebVTT cue identifier), if any.
    public var identifier: String?
    /// Who speaks the cue, when the caption format names a speaker (a WebVTT `<v Name>` voice,
    /// a TTML agent, an SSA event's Name); nil when it does not.
    public var speaker: String?
    /// Where the cue is drawn and which way its text runs, as far as its format states.
    public var layout: CueLayout
    /// The picture's pixels, for bitmap captions the decoder could keep.
    public var bitmap: CueBitmap?
    /// How `text` was recognised from the picture; nil when the cue's format states its text
    /// or the picture was not recognised.
    public var recognition: CueRecognition?
    /// How the script asks a text description to be voiced (a W3C DAPT script's gain, speech
    /// rate and recordings); nil when it says nothing of it.
    public var voicing: CueVoicing?

    /// A cue shown from `start` until just before `end`.
    public init(
        start: MediaTime, end: MediaTime, text: String?, runs: [StyledRun] = [],
        image: CueImage? = nil, identifier: String? = nil, speaker: String? = nil,
        layout: CueLayout = CueLayout(), bitmap: CueBitmap? = nil,
        recognition: CueRecognition? = nil
    ) {
        self.start = start
        self.end = end
        self.text = text
        self.runs = runs
        self.image = image
        self.identifier = identifier
        self.speaker = speaker
        self.layout = layout
        self.bitmap = bitmap
        self.recognition = recognition
    }

    /// Whether the cue is on screen at `time`.
    @inlinable
    public func isActive(at time: MediaTime) -> Bool {
        start <= time && time < end
    }
}
