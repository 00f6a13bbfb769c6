import PlayerCore

/// A region a WebVTT file defines in a `REGION` block before its first cue: a box of a number
/// of lines that cues naming it (`region:id`) are drawn in.
///
/// ```
/// REGION
/// id:fred width:40% lines:3 regionanchor:0%,100% viewportanchor:10%,90% scroll:up
/// ```
///
/// Every value is read by the specification's region settings rules: a setting whose value
/// is malformed leaves the default, and an unknown setting is ignored.
public struct WebVTTRegion: Hashable, Sendable {
    /// The name cues give in `region:` (`id:`), empty unless the file says.
    public var identifier = ""
    /// The region's width in percent of the video's width (`width:`), 100 unless stated.
    public var width: Double = 100
    /// How many lines of text it holds (`lines:`), 3 unless stated: a whole number, kept as a
    /// `Double` because the specification reads any run of digits, past every integer type.
    public var lines: Double = 3
    /// The point of the region, in percent of its own width and height, that is pinned to
    /// ``viewportAnchorX``/``viewportAnchorY`` (`regionanchor:`), its bottom left (0, 100)
    /// unless stated.
    public var regionAnchorX: Double = 0
    /// See ``regionAnchorX``.
    public var regionAnchorY: Double = 100
    /// Where that point sits on the video, in percent of its width and height
    /// (`viewportanchor:`), the bottom left (0, 100) unless stated.
    public var viewportAnchorX: Double = 0
    /// See ``viewportAnchorX``.
    public var viewportAnchorY: Double = 100
    /// Whether new lines push the old ones up (`scroll:up`) rather than the region being
    /// redrawn.
    public var scrollsUp = false

    /// A region with every value at its default.
    public init() {}

    /// The region `settings` define: the UTF-8 of a `REGION` block after its first line, as
    /// ``WebVTTScanner`` prepares it.
    init(utf8 settings: ArraySlice<UInt8>) {
        for (name, value) in settings.webVTTSettingWords {
            switch name {
            case "id":
                identifier = value.string
            case "width":
                if let percentage = value.webVTTPercentage { width = percentage }
            case "lines":
                guard value.allSatisfy(\.isASCIIDigit), let number = Double(value.string) else {
                    continue
                }
                lines = number
            case "regionanchor":
                if let (x, y) = value.webVTTAnchor { (regionAnchorX, regionAnchorY) = (x, y) }
            case "viewportanchor":
                if let (x, y) = value.webVTTAnchor { (viewportAnchorX, viewportAnchorY) = (x, y) }
            case "scroll":
                if value.isText("up") { scrollsUp = true }
            default:
                break
            }
        }
    }

    /// The region as the player's shared layout value. Its left edge is the viewport anchor
    /// less the region anchor's share of the width. A WebVTT region is as tall as its lines, so
    /// `height` is nil and ``CueRegion/lines`` says how many; its top edge is placed as the
    /// specification's renderer places it, each line being 6% of the video's height.
    public var cueRegion: CueRegion {
        let renderedHeight = lines * 6
        return CueRegion(
            identifier: identifier.isEmpty ? nil : identifier,
            x: viewportAnchorX - regionAnchorX * width / 100,
            y: viewportAnchorY - regionAnchorY * renderedHeight / 100,
            width: width, height: nil, lines: Int(exactly: lines) ?? .max)
    }
}

extension ArraySlice<UInt8> {
    /// An anchor, `x%,y%`, both percentages; nil when either is malformed.
    fileprivate var webVTTAnchor: (Double, Double)? {
        let (x, y) = splitAtFirstComma
        guard let y, let anchorX = x.webVTTPercentage, let anchorY = y.webVTTPercentage else {
            return nil
        }
        return (anchorX, anchorY)
    }
}
