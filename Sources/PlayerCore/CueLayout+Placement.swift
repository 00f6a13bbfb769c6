/// Which third of the video's height a caption sits in: what a log says of a caption that a
/// format moved off the bottom (the FCC's caption "placement").
public enum CueVerticalPlacement: String, Hashable, Sendable {
    /// The top third.
    case top
    /// The middle third.
    case middle
    /// The bottom third, where captions go by default.
    case bottom
}

extension CueLayout {
    /// The third of the video's height the cue's text is placed in.
    ///
    /// For horizontal text: the `line` as a percentage of the height (a line number counts
    /// WebVTT's 5.33% cue lines from the top, or up from the bottom when negative; `auto` is
    /// the bottom line), else the region's edge or middle its `displayAlign` puts the text
    /// at. For vertical text, whose lines run down the video: the region's middle, else the
    /// `position` along the line (the middle when auto). Below a third of the height is the
    /// top, above two thirds the bottom.
    public var verticalPlacement: CueVerticalPlacement {
        let percent = placedHeightPercent
        if percent < 100 / 3 { return .top }
        if percent <= 200 / 3 { return .middle }
        return .bottom
    }

    /// Where the text sits down the video, in percent of its height.
    private var placedHeightPercent: Double {
        let lineHeight = 5.33
        if direction == .horizontal {
            switch line {
            case .percent(let percent): return percent
            case .number(let number) where number >= 0: return Double(number) * lineHeight
            case .number(let number): return 100 + Double(number + 1) * lineHeight
            case .auto:
                guard let region else { return 100 }
                let height = region.height ?? 0
                switch region.displayAlign {
                case .start: return region.y
                case .center: return region.y + height / 2
                case .end: return region.y + height
                }
            }
        }
        if let region { return region.y + (region.height ?? 0) / 2 }
        return position ?? 50
    }
}

extension CueLayout {
    /// What differs from the default layout, as a JSON object (nil when nothing does):
    /// `line` (`{"number": n}` or `{"percent": p}`), `lineAnchor`, `position`,
    /// `positionAnchor`, `size`, `align`, `vertical` (`rl`, `lr`), `region` (`id`, `x`, `y`,
    /// `width`, `height`, `displayAlign`) and `placement` (`top`, `middle`, `bottom`).
    /// Percentages are rounded to thousandths.
    public var json: JSONValue? {
        guard !isDefault else { return nil }
        let defaults = CueLayout()
        var members: [(String, JSONValue)] = []
        switch line {
        case .auto: break
        case .number(let number):
            members.append(("line", .object([("number", .integer(Int64(number)))])))
        case .percent(let percent):
            members.append(("line", .object([("percent", Self.json(percent))])))
        }
        if lineAnchor != defaults.lineAnchor {
            members.append(("lineAnchor", .string(lineAnchor.rawValue)))
        }
        if let position { members.append(("position", Self.json(position))) }
        if let positionAnchor {
            members.append(("positionAnchor", .string(positionAnchor.rawValue)))
        }
        if size != defaults.size { members.append(("size", Self.json(size))) }
        if textAlignment != defaults.textAlignment {
            members.append(("align", .string(textAlignment.rawValue)))
        }
        if direction != .horizontal { members.append(("vertical", .string(direction.rawValue))) }
        if let region {
            var box: [(String, JSONValue)] = []
            if let identifier = region.identifier { box.append(("id", .string(identifier))) }
            box += [
                ("x", Self.json(region.x)), ("y", Self.json(region.y)),
                ("width", Self.json(region.width)),
            ]
            if let height = region.height { box.append(("height", Self.json(height))) }
            box.append(("displayAlign", .string(region.displayAlign.rawValue)))
            members.append(("region", .object(box)))
        }
        members.append(("placement", .string(verticalPlacement.rawValue)))
        return .object(members)
    }

    /// A percentage rounded to thousandths, written as a whole number when it is one.
    private static func json(_ percent: Double) -> JSONValue {
        let rounded = (percent * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return .integer(Int64(rounded)) }
        return .number(rounded)
    }
}
