import PlayerCore

/// The size of the canvas an ASS script's coordinates and margins are measured on
/// (`PlayResX` × `PlayResY`).
struct ASSPlayResolution: Hashable {
    var width: Double
    var height: Double

    /// The canvas a script states, completed as libass completes it: 384×288 when neither is
    /// given; a missing height is 3/4 of the width (1024 for a width of 1280), a missing width
    /// 4/3 of the height (1280 for a height of 1024).
    init(statedWidth: Double?, statedHeight: Double?) {
        switch (statedWidth.flatMap(Self.valid), statedHeight.flatMap(Self.valid)) {
        case (let width?, let height?): (self.width, self.height) = (width, height)
        case (let width?, nil):
            (self.width, self.height) = (width, width == 1280 ? 1024 : width * 3 / 4)
        case (nil, let height?):
            (self.width, self.height) = (height == 1024 ? 1280 : height * 4 / 3, height)
        case (nil, nil): (self.width, self.height) = (384, 288)
        }
    }

    private static func valid(_ value: Double) -> Double? { value > 0 ? value : nil }
}

/// The left, right and vertical margins of an ASS style or event, in script pixels.
struct ASSMargins: Hashable {
    var left: Double = 0
    var right: Double = 0
    var vertical: Double = 0

    /// An event's margins in place of its style's: each event margin that is not zero wins,
    /// as a zero (ASS writes `0000`) means "the style's".
    func overridden(by event: ASSMargins) -> ASSMargins {
        ASSMargins(
            left: event.left != 0 ? event.left : left,
            right: event.right != 0 ? event.right : right,
            vertical: event.vertical != 0 ? event.vertical : vertical)
    }
}

extension CueLayout {
    /// The cue box of an ASS event whose alignment is `alignment` (keypad 1–9), placed at
    /// `point` when a `\pos` or `\move` gives one, else by its margins, on a canvas of
    /// `resolution`.
    ///
    /// The keypad column gives the box's horizontal anchor and the text alignment (left,
    /// centre, right); its row gives the vertical anchor (bottom → the box's end edge, middle,
    /// top → its start edge). With a point the anchor sits on it; without one, as libass
    /// draws it: left at `MarginL`, right at `MarginR` from the right edge, centred between
    /// them; the bottom at `MarginV` from the bottom, the top at `MarginV` from the top, the
    /// middle at half the height. Positions are in percent of the canvas, which is the video.
    init(
        assAlignment alignment: Int, point: ASSPoint?, margins: ASSMargins,
        resolution: ASSPlayResolution
    ) {
        self.init()
        let column = (alignment - 1) % 3
        let row = (alignment - 1) / 3
        let anchors: [CueAnchor] = [.start, .center, .end]
        positionAnchor = anchors[column]
        textAlignment = [CueTextAlignment.left, .center, .right][column]
        lineAnchor = [CueAnchor.end, .center, .start][row]
        let x: Double
        let y: Double
        if let point {
            (x, y) = (point.x, point.y)
        } else {
            x =
                [
                    margins.left, (margins.left + resolution.width - margins.right) / 2,
                    resolution.width - margins.right,
                ][column]
            y =
                [resolution.height - margins.vertical, resolution.height / 2, margins.vertical][
                    row]
        }
        position = x / resolution.width * 100
        line = .percent(y / resolution.height * 100)
    }
}
