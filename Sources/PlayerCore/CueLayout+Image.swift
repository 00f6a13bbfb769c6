extension CueLayout {
    /// The layout of a bitmap caption: its picture's rectangle as a region in percent of the
    /// display it is positioned on, and the cue box on it (position at the left edge, line at
    /// the top, size the width, as Media3 places bitmap cues). Nil when the display's size is
    /// unknown, as the rectangle cannot then be placed on the video.
    public init?(image: CueImage) {
        guard let displayWidth = image.displayWidth, let displayHeight = image.displayHeight,
            displayWidth > 0, displayHeight > 0
        else { return nil }
        let width = Double(displayWidth)
        let height = Double(displayHeight)
        let x = Double(image.x) / width * 100
        let y = Double(image.y) / height * 100
        self.init()
        region = CueRegion(
            x: x, y: y, width: Double(image.width) / width * 100,
            height: Double(image.height) / height * 100)
        line = .percent(y)
        position = x
        positionAnchor = .start
        size = Double(image.width) / width * 100
    }
}
