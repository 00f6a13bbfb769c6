import PlayerCore

extension ASSScript {
    /// Adds `cue`'s text as an event placed where its `layout` puts it, in WebVTT's terms
    /// (the model every format's layout maps onto here):
    ///
    /// - the cue box is `size` percent of the width (a region's width when it has one),
    ///   placed by `position` and its anchor, which "auto" works out from the alignment;
    /// - `line: auto` is the bottom line, and libass stacks such cues upward as WebVTT's
    ///   auto lines stack; a line number counts 5.33%-high lines from the top (from the
    ///   bottom when negative); a percentage places the box's `lineAnchor` edge;
    /// - a region with a height holds the text at its `displayAlign` edge;
    /// - vertical text runs top to bottom (turned a quarter), its line across the width.
    ///
    /// Styled runs keep their italic, bold, underline and colour (the viewer's own colour
    /// wins over it). A cue without text adds nothing (a picture is drawn as its pixels).
    /// A bottom-line cue sits where the viewer's ``CaptionStyle/position`` puts it. While the
    /// controls show, a cue that would reach into them moves up (``captionClearance``).
    ///
    /// Returns the layout the cue is drawn at: its line moved where it moved, else the
    /// author's; nil when nothing is added.
    @discardableResult
    mutating func add(_ cue: Cue) -> CueLayout? {
        guard let text = cue.text, !text.isEmpty else { return nil }
        let layout = cue.layout
        let runs = cue.runs.isEmpty ? [StyledRun(text)] : cue.runs
        if layout.direction != .horizontal {
            addVertical(runs, layout: layout)
            return layout
        }
        let width = Double(size.width)
        let height = Double(size.height)
        let box = Self.cueBox(layout, width: width)
        let (column, x) = Self.alignmentColumn(layout.textAlignment, box: box)
        let margins = (
            left: Int(box.left.rounded()), right: Int((width - box.left - box.width).rounded()),
            vertical: 0
        )
        let lineHeight = height * 5.33 / 100
        let anchored: (row: Int, y: Double)?
        if let region = layout.region, let regionHeight = region.height,
            layout.line == .auto
        {
            let top = region.y / 100 * height
            let extent = regionHeight / 100 * height
            switch region.displayAlign {
            case .start: anchored = (7, top)
            case .center: anchored = (4, top + extent / 2)
            case .end: anchored = (1, top + extent)
            }
        } else if let region = layout.region, layout.line == .auto {
            anchored = (7, region.y / 100 * height)
        } else {
            switch layout.line {
            case .auto: anchored = nil
            case .number(let number) where number >= 0:
                anchored = (7, Double(number) * lineHeight)
            case .number(let number): anchored = (1, height + Double(number + 1) * lineHeight)
            case .percent(let percent):
                let y = percent / 100 * height
                switch layout.lineAnchor {
                case .start: anchored = (7, y)
                case .center: anchored = (4, y)
                case .end: anchored = (1, y)
                }
            }
        }
        guard let anchored else {
            // The bottom line: libass stacks bottom-aligned events that would overlap.
            // The box reaches one padding below the text: a padding's gap above the bar.
            // The viewer's position moves it (mpv's `sub-pos`), never into the controls.
            let bottom = max(
                bottomLineMargin(lines: cue.lineCount), captionClearance + 2 * captionBoxPadding)
            addCaption(
                runs, tags: "\\an\(1 + column)", margins: (margins.left, margins.right, bottom))
            guard bottom != Int(height * 0.05) else { return layout }
            var drawn = layout
            drawn.line = .percent(Double(size.height - bottom) / height * 100)
            drawn.lineAnchor = .end
            return drawn
        }
        let y = clearedY(anchored.y, row: anchored.row, lines: cue.lineCount)
        let tags = "\\an\(anchored.row + column)\\pos(\(Int(x.rounded())),\(Int(y.rounded())))"
        addCaption(runs, tags: tags, margins: margins)
        return Self.moved(layout, from: anchored, to: y, height: height)
    }

    /// `layout` as drawn once its anchor (`row`, `y`) moved to `drawnY`: a region's top moved
    /// by as much, or the line as the percentage the anchor's edge is drawn at.
    private static func moved(
        _ layout: CueLayout, from anchored: (row: Int, y: Double), to drawnY: Double,
        height: Double
    ) -> CueLayout {
        guard drawnY != anchored.y else { return layout }
        var drawn = layout
        if var region = layout.region, layout.line == .auto {
            region.y -= (anchored.y - drawnY) / height * 100
            drawn.region = region
        } else {
            drawn.line = .percent(drawnY / height * 100)
            drawn.lineAnchor =
                switch anchored.row {
                case 7: .start
                case 4: .center
                default: .end
                }
        }
        return drawn
    }

    /// How far above the picture's bottom edge the bottom line's text ends: 5 % of the height
    /// at the viewer's ``CaptionStyle/position`` 100, a percent of the height less for each
    /// percent less, at least 0 and at most as far as keeps `lines` lines on the picture.
    private func bottomLineMargin(lines: Int) -> Int {
        let height = Double(size.height)
        let extent = Double(lines) * Double(styledCaptionFontSize) * 1.2
        let margin = height * (0.05 + Double(100 - captionStyle.position) / 100)
        return Int(max(0, min(height - extent, margin)).rounded())
    }

    /// The `\pos` y of a cue of `lines` lines anchored at `row` (7 top, 4 middle, 1 bottom),
    /// moved up as far as its last line would reach into ``captionClearance``.
    private func clearedY(_ y: Double, row: Int, lines: Int) -> Double {
        guard captionClearance > 0 else { return y }
        let extent =
            Double(lines) * Double(styledCaptionFontSize) * 1.2
            + Double(captionBoxPadding)
        let bottom =
            switch row {
            case 7: y + extent
            case 4: y + extent / 2
            default: y + Double(captionBoxPadding)
            }
        let limit = Double(size.height - captionClearance - captionBoxPadding)
        return bottom > limit ? y - (bottom - limit) : y
    }

    /// The cue box across the width, in pixels: its left edge and width.
    static func cueBox(_ layout: CueLayout, width: Double) -> (left: Double, width: Double) {
        if let region = layout.region {
            return (region.x / 100 * width, region.width / 100 * width)
        }
        let boxWidth = max(0, min(100, layout.size)) / 100 * width
        let alignment = layout.textAlignment
        let position =
            layout.position
            ?? {
                switch alignment {
                case .left, .start: 0
                case .right, .end: 100
                case .center: 50
                }
            }()
        let anchor =
            layout.positionAnchor
            ?? {
                switch alignment {
                case .left, .start: .start
                case .right, .end: .end
                case .center: .center
                }
            }()
        let anchorX = position / 100 * width
        let left: Double
        switch anchor {
        case .start: left = anchorX
        case .center: left = anchorX - boxWidth / 2
        case .end: left = anchorX - boxWidth
        }
        return (max(0, min(width - boxWidth, left)), boxWidth)
    }

    /// Which column of ASS's numpad alignment (0 left, 1 centre, 2 right) the alignment is,
    /// and the x that column's `\pos` names in `box`.
    private static func alignmentColumn(
        _ alignment: CueTextAlignment, box: (left: Double, width: Double)
    ) -> (Int, Double) {
        switch alignment {
        case .left, .start: (0, box.left)
        case .center: (1, box.left + box.width / 2)
        case .right, .end: (2, box.left + box.width)
        }
    }

    /// Vertical text: turned a quarter so it reads top to bottom, its line across the width
    /// (from the right for right-to-left lines), its position down the height.
    private mutating func addVertical(_ runs: [StyledRun], layout: CueLayout) {
        let width = Double(size.width)
        let height = Double(size.height)
        let across: Double
        switch layout.line {
        case .percent(let percent): across = percent / 100 * width
        case .number(let number):
            let step = width * 5.33 / 100
            let fromEdge =
                number >= 0 ? (Double(number) + 0.5) * step : width + (Double(number) + 0.5) * step
            across = layout.direction == .verticalRightToLeft ? width - fromEdge : fromEdge
        case .auto:
            across = layout.direction == .verticalRightToLeft ? width * 0.95 : width * 0.05
        }
        let down = (layout.position ?? 50) / 100 * height
        let tags = "\\an5\\pos(\(Int(across.rounded())),\(Int(down.rounded())))"
        addCaption(runs, keeping: "\\frz270", tags: tags)
    }
}

extension Cue {
    /// How many lines the cue's text has as written.
    var lineCount: Int {
        (text ?? "").reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}
