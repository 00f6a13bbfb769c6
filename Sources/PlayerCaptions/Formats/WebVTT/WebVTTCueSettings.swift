import PlayerCore

/// The settings a WebVTT cue's timing line carries after its end time:
/// `line`, `position`, `size`, `align`, `vertical` and `region`.
///
/// Each is read by the specification's cue settings rules: settings are separated by
/// whitespace and written `name:value`; one with a malformed value leaves the default, an
/// unknown one is ignored, and a later one overrides an earlier one.
public struct WebVTTCueSettings: Hashable, Sendable {
    /// Which way the text runs (`vertical:`), `.horizontal` unless the file says.
    public var writingDirection: WebVTTWritingDirection = .horizontal
    /// Where the cue's line sits (`line:`): nil for "auto"; a line number when
    /// ``snapsToLines``, else a percentage of the video's height (width for vertical text).
    public var line: Double?
    /// Whether ``line`` counts lines (`line:-1`) rather than percent (`line:90%`).
    public var snapsToLines = true
    /// Which edge of the cue box ``line`` places (`line:…,end`).
    public var lineAlignment: WebVTTLineAlignment = .start
    /// Where the cue box sits along the line, in percent (`position:`); nil for "auto".
    public var position: Double?
    /// Which edge of the cue box ``position`` places (`position:…,line-left`).
    public var positionAlignment: WebVTTPositionAlignment = .auto
    /// The cue box's size along the line, in percent (`size:`).
    public var size: Double = 100
    /// How the cue's lines are aligned (`align:`), `.center` unless the file says.
    public var alignment: WebVTTCueAlignment = .center
    /// The region the cue is drawn in (`region:`), when the file defines one by that name.
    public var region: WebVTTRegion?

    /// Settings with every value at its default.
    public init() {}

    /// The settings written in `settings`, the part of a timing line after the end time, with
    /// `region:` looked up in `regions` (the last region of that identifier wins).
    public init(parsing settings: ArraySlice<Unicode.Scalar>, regions: [WebVTTRegion] = []) {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: settings)
        self.init(utf8: Array(String(text).utf8)[...], regions: regions)
    }

    /// The settings written in `settings`, in UTF-8 as ``WebVTTScanner`` prepares it.
    init(utf8 settings: ArraySlice<UInt8>, regions: [WebVTTRegion]) {
        for (name, value) in settings.webVTTSettingWords {
            let text = value.string
            switch name {
            case "region":
                region = regions.last { $0.identifier == text }
            case "vertical":
                if let direction = WebVTTWritingDirection(rawValue: text) {
                    writingDirection = direction
                }
            case "line":
                readLine(value)
            case "position":
                let (number, alignmentText) = value.splitAtFirstComma
                guard let percentage = number.webVTTPercentage else { continue }
                if let alignmentText {
                    guard let alignment = WebVTTPositionAlignment(rawValue: alignmentText.string)
                    else { continue }
                    positionAlignment = alignment
                }
                position = percentage
            case "size":
                if let percentage = value.webVTTPercentage { size = percentage }
            case "align":
                if let alignment = WebVTTCueAlignment(rawValue: text) { self.alignment = alignment }
            default:
                break
            }
        }
    }

    /// Reads a `line:` value: a number of lines or a percentage, then optionally a comma and
    /// the line alignment; a malformed value changes nothing.
    private mutating func readLine(_ value: ArraySlice<UInt8>) {
        let (number, alignmentText) = value.splitAtFirstComma
        guard number.contains(where: \.isASCIIDigit) else { return }
        let isPercentage = number.last == UInt8(ascii: "%")
        let parsed = isPercentage ? number.webVTTPercentage : number.webVTTLineNumber
        guard let parsed else { return }
        if let alignmentText {
            guard let alignment = WebVTTLineAlignment(rawValue: alignmentText.string) else {
                return
            }
            lineAlignment = alignment
        }
        line = parsed
        snapsToLines = !isPercentage
    }

    /// The settings as the player's shared layout value: a line number becomes the nearest
    /// whole line, "auto" values stay unset, and a region becomes its box.
    public var layout: CueLayout {
        var layout = CueLayout()
        if let line, snapsToLines {
            let nearest = (line + 0.5).rounded(.down)
            layout.line = .number(Int(exactly: nearest) ?? (line < 0 ? .min : .max))
        } else if let line {
            layout.line = .percent(line)
        }
        layout.lineAnchor = lineAlignment.anchor
        layout.position = position
        layout.positionAnchor = positionAlignment.anchor
        layout.size = size
        layout.textAlignment = alignment.textAlignment
        layout.direction = writingDirection.direction
        layout.region = region?.cueRegion
        return layout
    }
}

extension ArraySlice<UInt8> {
    /// A line number by the `line:` rules: digits with at most one leading minus sign and at
    /// most one full stop, which has a digit on both sides; nil otherwise.
    fileprivate var webVTTLineNumber: Double? {
        let minus = UInt8(ascii: "-")
        let fullStop = UInt8(ascii: ".")
        guard allSatisfy({ $0.isASCIIDigit || $0 == minus || $0 == fullStop }),
            !dropFirst().contains(minus), filter({ $0 == fullStop }).count <= 1
        else { return nil }
        if let dot = firstIndex(of: fullStop) {
            guard dot > startIndex, self[index(before: dot)].isASCIIDigit,
                index(after: dot) < endIndex, self[index(after: dot)].isASCIIDigit
            else { return nil }
        }
        // As HTML reads a floating-point number: a value that rounds past the largest double
        // is an error, and "-0" is the line 0 it means, not a negative zero.
        guard let value = Double(string), value.isFinite else { return nil }
        return value + 0
    }
}

/// How a WebVTT cue's lines are aligned, as its `align:` setting says.
public enum WebVTTCueAlignment: String, Hashable, Sendable {
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

    /// The same alignment in the player's shared terms.
    var textAlignment: CueTextAlignment {
        switch self {
        case .start: .start
        case .center: .center
        case .end: .end
        case .left: .left
        case .right: .right
        }
    }
}

/// Which edge of a WebVTT cue box its line places, as `line:…,start|center|end` says.
public enum WebVTTLineAlignment: String, Hashable, Sendable {
    /// The box's top edge (left or right edge for vertical text).
    case start
    /// Its middle.
    case center
    /// Its bottom edge.
    case end

    /// The same edge in the player's shared terms.
    var anchor: CueAnchor {
        switch self {
        case .start: .start
        case .center: .center
        case .end: .end
        }
    }
}

/// Which edge of a WebVTT cue box its position places, as `position:…,line-left` says.
public enum WebVTTPositionAlignment: String, Hashable, Sendable {
    /// The box's left edge (top for vertical text).
    case lineLeft = "line-left"
    /// Its middle.
    case center
    /// Its right edge (bottom for vertical text).
    case lineRight = "line-right"
    /// Worked out from the cue's alignment (no alignment given).
    case auto

    /// The same edge in the player's shared terms; nil for ``auto``.
    var anchor: CueAnchor? {
        switch self {
        case .lineLeft: .start
        case .center: .center
        case .lineRight: .end
        case .auto: nil
        }
    }
}

/// Which way a WebVTT cue's text runs, as its `vertical:` setting says.
public enum WebVTTWritingDirection: String, Hashable, Sendable {
    /// Lines run left to right, stacked downward (no `vertical:` setting).
    case horizontal = ""
    /// Lines run top to bottom, stacked leftward (`vertical:rl`, as in Japanese).
    case verticalGrowingLeft = "rl"
    /// Lines run top to bottom, stacked rightward (`vertical:lr`, as in Mongolian).
    case verticalGrowingRight = "lr"

    /// The same direction in the player's shared terms.
    var direction: CueWritingDirection {
        switch self {
        case .horizontal: .horizontal
        case .verticalGrowingLeft: .verticalRightToLeft
        case .verticalGrowingRight: .verticalLeftToRight
        }
    }
}
