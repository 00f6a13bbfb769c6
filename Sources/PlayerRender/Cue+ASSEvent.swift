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
    /// Styled runs keep their italic, bold, underline and colour. A cue without text adds
    /// nothing (a picture is drawn as its pixels).
    mutating func add(_ cue: Cue) {
        guard let text = cue.text, !text.isEmpty else { return }
        let layout = cue.layout
        let runs = cue.runs.isEmpty ? [StyledRun(text)] : cue.runs
        if layout.direction != .horizontal {
            addVertical(Self.markup(runs, keeping: "\\frz270"), layout: layout)
            return
        }
        let markup = Self.markup(runs)
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
            add(
                markup: markup, style: .caption, tags: "\\an\(1 + column)",
                margins: (margins.left, margins.right, Int(height * 0.05)))
            return
        }
        let tags =
            "\\an\(anchored.row + column)\\pos(\(Int(x.rounded())),\(Int(anchored.y.rounded())))"
        add(markup: markup, style: .caption, tags: tags, margins: margins)
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
    private mutating func addVertical(_ markup: String, layout: CueLayout) {
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
        add(markup: markup, style: .caption, tags: tags)
    }

    /// The runs as ASS markup, each after the overrides its style and colour need and the
    /// `kept` overrides every run shares (`\r` resets all but the position).
    static func markup(_ runs: [StyledRun], keeping kept: String = "") -> String {
        runs.map { run in
            var tags = "\\r" + kept
            if run.style.contains(.italic) { tags += "\\i1" }
            if run.style.contains(.bold) { tags += "\\b1" }
            if run.style.contains(.underline) { tags += "\\u1" }
            if let color = run.color {
                tags += "\\1c" + colorValue(red: color.red, green: color.green, blue: color.blue)
                tags += "\\1a" + alphaValue(opacity: color.alpha)
            }
            return "{" + tags + "}" + escaped(run.text)
        }.joined()
    }
}
