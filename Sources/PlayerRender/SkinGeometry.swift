import PlayerAccessibility
import PlayerCore

/// Where each shown control of a skin is drawn on a picture, as the modelled app lays its
/// player out: the top bar (Close, the title) left to right, the transport in the middle,
/// the bottom bar's slider across the width above a row of the other buttons, and an open
/// panel as a list at the right.
///
/// A row too long for the width is narrowed, its text condensed to fit.
struct SkinGeometry {
    /// One element and the box it is drawn in.
    struct Placement {
        /// The element drawn.
        var element: AccessibilityElement
        /// Its box.
        var box: PixelRect
        /// The words or symbol drawn on it; nil for a slider, drawn as a bar.
        var text: String?
        /// How much its text is condensed across (1 for not at all).
        var condensed: Double = 1
    }

    /// The controls' and the panel's placements, in reading order.
    private(set) var placements: [Placement] = []
    /// The translucent bars behind the top and bottom rows.
    private(set) var bars: [PixelRect] = []
    /// How far the bottom bar reaches up from the picture's bottom edge; 0 without one.
    private(set) var bottomBarHeight = 0
    /// The open panel's box, when one is open.
    private(set) var panel: PixelRect?
    /// The skin's font size in pixels.
    let fontSize: Int

    /// The layout of `model`'s shown elements on a picture of `size`, text `fontSize` high.
    init(model: ControlModel, size: PictureSize, fontSize: Int) {
        self.fontSize = fontSize
        let unit = fontSize
        let pad = unit / 2
        let buttonHeight = unit * 2
        var rows: [SkinArea: [(AccessibilityElement, String?)]] = [:]
        let shown = model.visibleElements.filter {
            if case .control = $0.id { return true }
            return false
        }
        for element in shown {
            guard case .control(let control) = element.id else { continue }
            let area = model.layout.entry(control)?.placedArea ?? control.defaultArea
            rows[area, default: []].append((element, Self.text(of: element, model: model)))
        }
        let topRow = rows[.top] ?? []
        if !topRow.isEmpty {
            bars.append(PixelRect(x: 0, y: 0, width: size.width, height: buttonHeight + 2 * pad))
            place(
                row: topRow, y: pad, height: buttonHeight, from: pad, width: size.width - 2 * pad)
        }
        var bottomRow = rows[.bottom] ?? []
        let rowY = size.height - pad - buttonHeight
        if !bottomRow.isEmpty {
            var barTop = rowY - pad
            if let index = bottomRow.firstIndex(where: { $0.0.id == .control(.slider) }) {
                let slider = bottomRow.remove(at: index)
                let sliderY = rowY - pad - unit
                placements.append(
                    Placement(
                        element: slider.0,
                        box: PixelRect(
                            x: pad, y: sliderY, width: size.width - 2 * pad, height: unit),
                        text: nil))
                barTop = sliderY - pad
            }
            bars.append(PixelRect(x: 0, y: barTop, width: size.width, height: size.height - barTop))
            bottomBarHeight = size.height - barTop
            place(
                row: bottomRow, y: rowY, height: buttonHeight, from: pad,
                width: size.width - 2 * pad)
        }
        let center = rows[.center] ?? []
        if !center.isEmpty {
            let height = buttonHeight * 3 / 2
            let widths = center.map {
                Self.width(of: $0.1, unit: unit, height: height, element: $0.0)
            }
            let total = widths.reduce(0, +) + unit * (center.count - 1)
            var x = (size.width - total) / 2
            for (entry, width) in zip(center, widths) {
                placements.append(
                    Placement(
                        element: entry.0,
                        box: PixelRect(
                            x: x, y: (size.height - height) / 2, width: width, height: height),
                        text: entry.1))
                x += width + unit
            }
        }
        placePanel(
            model.panelElements, size: size, top: topRow.isEmpty ? pad : buttonHeight + 3 * pad,
            bottom: rowY - 3 * pad - unit)
    }

    /// Lays `row` out left to right from `from`, narrowing it to `width` when it is wider.
    private mutating func place(
        row: [(AccessibilityElement, String?)], y: Int, height: Int, from: Int, width: Int
    ) {
        let unit = fontSize
        let widths = row.map { Self.width(of: $0.1, unit: unit, height: height, element: $0.0) }
        let gap = unit / 2
        let total = widths.reduce(0, +) + gap * max(0, row.count - 1)
        let scale = total > width ? Double(width) / Double(total) : 1
        var x = Double(from)
        for (entry, itemWidth) in zip(row, widths) {
            let scaled = Double(itemWidth) * scale
            placements.append(
                Placement(
                    element: entry.0,
                    box: PixelRect(x: Int(x), y: y, width: Int(scaled), height: height),
                    text: entry.1, condensed: scale))
            x += scaled + Double(gap) * scale
        }
    }

    /// The open panel's header and options as a list at the right, between `top` and
    /// `bottom`.
    private mutating func placePanel(
        _ elements: [AccessibilityElement], size: PictureSize, top: Int, bottom: Int
    ) {
        guard !elements.isEmpty else { return }
        let unit = fontSize
        let pad = unit / 2
        let texts = elements.map(Self.panelText)
        let longest = texts.map { Self.textWidth($0, unit: unit) }.max() ?? 0
        let width = min(size.width - 2 * pad, max(size.width * 34 / 100, longest + 4 * pad))
        let rowHeight = unit * 2
        let available = max(rowHeight, bottom - top - 2 * pad)
        let rows = min(elements.count, available / rowHeight)
        let box = PixelRect(
            x: size.width - width - pad, y: top, width: width, height: rows * rowHeight + 2 * pad)
        panel = box
        for index in 0..<rows {
            placements.append(
                Placement(
                    element: elements[index],
                    box: PixelRect(
                        x: box.x + pad, y: box.y + pad + index * rowHeight,
                        width: width - 2 * pad, height: rowHeight),
                    text: texts[index]))
        }
    }

    /// What a panel row shows: its label, a check before the selected option.
    private static func panelText(_ element: AccessibilityElement) -> String {
        element.traits.contains(.selected) ? "✓ " + element.label : element.label
    }

    /// What a control shows: the words the skin draws on it, its title, or its symbol; nil
    /// for the sliders.
    private static func text(of element: AccessibilityElement, model: ControlModel) -> String? {
        guard case .control(let control) = element.id else { return element.label }
        if let visible = element.visibleText { return visible }
        let state = model.state
        switch control {
        case .slider, .volumeLevel: return nil
        case .close: return "✕"
        case .rewind: return "↺ 10"
        case .forward: return "↻ 10"
        case .playPause:
            switch state.playback {
            case .playing: return "❚❚"
            case .ended: return "↻"
            case .idle, .paused: return "▶"
            }
        case .volume: return state.isEffectivelyMuted ? "♪ ✕" : "♪"
        case .settings: return "⚙"
        default: return element.label
        }
    }

    /// A box's width for `text` (a square for a short symbol), or a slider's.
    private static func width(
        of text: String?, unit: Int, height: Int, element: AccessibilityElement
    ) -> Int {
        guard let text else { return unit * 6 }
        if text.count <= 2 { return height }
        return max(height, textWidth(text, unit: unit) + unit)
    }

    /// An estimate of `text`'s drawn width at `unit` pixels high (DejaVu Sans averages a
    /// little over half an em a character).
    static func textWidth(_ text: String, unit: Int) -> Int {
        Int((Double(text.count) * Double(unit) * 0.62).rounded(.up))
    }
}
