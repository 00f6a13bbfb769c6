import PlayerCore

/// One TTML length: a number and its unit.
struct TTMLLength: Hashable {
    enum Unit: Hashable {
        case percent
        case pixels
        case cells
    }

    var value: Double
    var unit: Unit

    /// `10%`, `+35%`, `-24.2%`, `307px` or `2c`; nil for other units (`em`) and for
    /// anything that is not a length.
    init?(_ text: Substring) {
        let units: [(String, Unit)] = [("%", .percent), ("px", .pixels), ("c", .cells)]
        guard let (suffix, unit) = units.first(where: { text.hasSuffix($0.0) }),
            let value = Double(text.dropLast(suffix.count)), value.isFinite
        else { return nil }
        self.value = value
        self.unit = unit
    }
}

/// Two lengths, as `tts:origin` and `tts:extent` write them: across, then down.
struct TTMLLengthPair: Hashable {
    var horizontal: TTMLLength
    var vertical: TTMLLength

    /// `"10% 20%"`; nil unless the value is exactly two lengths (`auto` included).
    init?(_ text: String) {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 2, let horizontal = TTMLLength(words[0]),
            let vertical = TTMLLength(words[1])
        else { return nil }
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// What lengths are measured against: the root container, whose pixel size `tts:extent` on
/// `tt` may state, and the cell grid of `ttp:cellResolution` (32 by 15 unless stated).
struct TTMLViewport {
    var pixelWidth: Double?
    var pixelHeight: Double?
    var columns: Double = 32
    var rows: Double = 15

    /// The viewport the attributes of `tt` describe.
    init(tt: TTMLElement) {
        if let extent = tt[.styling, "extent"].flatMap(TTMLLengthPair.init),
            extent.horizontal.unit == .pixels, extent.vertical.unit == .pixels,
            extent.horizontal.value > 0, extent.vertical.value > 0
        {
            pixelWidth = extent.horizontal.value
            pixelHeight = extent.vertical.value
        }
        let cells = (tt[.parameter, "cellResolution"] ?? "").split(whereSeparator: \.isWhitespace)
            .compactMap { Double($0) }
        if cells.count == 2, cells[0] > 0, cells[1] > 0 { (columns, rows) = (cells[0], cells[1]) }
    }

    /// `length` across (`horizontal`) or down the viewport, in percent; nil for pixels when
    /// `tt` states no pixel extent.
    func percent(_ length: TTMLLength, horizontal: Bool) -> Double? {
        switch length.unit {
        case .percent: length.value
        case .cells: length.value / (horizontal ? columns : rows) * 100
        case .pixels:
            (horizontal ? pixelWidth : pixelHeight).map { length.value / $0 * 100 }
        }
    }
}

extension CueLayout {
    /// The layout of text flowed into a region of `properties` (its styles and own
    /// attributes) named `identifier`, with the paragraph's text alignment.
    ///
    /// The region becomes ``CueRegion`` in percent of the viewport (origin `0 0` and extent
    /// `100% 100%` when not stated, TTML's initial values). The cue box, in WebVTT's terms as
    /// Media3 maps TTML regions: for horizontal text, `position` is the region's left edge
    /// (anchored at the box's start) and `size` its width; `line` is its top for
    /// `displayAlign="before"` (the box's start edge), its middle for `center`, its bottom for
    /// `after` (the box's end edge). For vertical text only the region and the direction are
    /// stated. Nil when an origin or extent is in a unit the viewport cannot resolve (pixels
    /// without a pixel extent on `tt`), as the region cannot then be placed.
    init?(
        ttmlRegion identifier: String, properties: TTMLStyleProperties, viewport: TTMLViewport
    ) {
        func percents(_ pair: TTMLLengthPair?, default value: Double) -> (Double, Double)? {
            guard let pair else { return (value, value) }
            guard let x = viewport.percent(pair.horizontal, horizontal: true),
                let y = viewport.percent(pair.vertical, horizontal: false)
            else { return nil }
            return (x, y)
        }
        guard let (x, y) = percents(properties.origin, default: 0),
            let (width, height) = percents(properties.extent, default: 100)
        else { return nil }
        self.init()
        let displayAlign = properties.displayAlign ?? .start
        region = CueRegion(
            identifier: identifier, x: x, y: y, width: width, height: height,
            displayAlign: displayAlign)
        direction = properties.writingMode ?? .horizontal
        guard direction == .horizontal else { return }
        position = x
        positionAnchor = .start
        size = width
        lineAnchor = displayAlign
        switch displayAlign {
        case .start: line = .percent(y)
        case .center: line = .percent(y + height / 2)
        case .end: line = .percent(y + height)
        }
    }
}
