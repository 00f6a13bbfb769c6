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
