import PlayerAccessibility
import PlayerCore

/// A picture of the player: the video frame, the skin with the focused element marked and
/// Voice Control's overlay, and the captions where their layout puts them, on top.
///
/// ```swift
/// let scene = SnapshotScene(session: player.session)
/// let snapshot = try Snapshot(scene, over: frame)     // frame: an RGBPicture, or black
/// try snapshot.picture.pngData()                      // the PNG, by PlayerMedia
/// snapshot.boxes[.control(.playPause)]                // where Play/Pause was drawn
/// ```
///
/// Every word is drawn by libass (``LibassRenderer``): caption text converted to ASS events
/// from each cue's layout, the skin's words in its own style. Bitmap captions are drawn as
/// their pictures at their rectangles.
public struct Snapshot: Sendable {
    /// The drawn picture.
    public private(set) var picture: RGBPicture
    /// The box each drawn control and panel row occupies.
    public private(set) var boxes: [ElementID: PixelRect] = [:]
    /// The translucent bars and the panel's box drawn behind the controls.
    public private(set) var shadedAreas: [PixelRect] = []
    /// The focus frame drawn around the focused element, when one is.
    public private(set) var focusFrame: PixelRect?
    /// Which font files drew which texts: "captions (en)" or "skin (es)", with the files.
    public private(set) var fonts: [(group: String, files: [String])] = []
    /// Each text caption drawn from its cue's layout, with the layout it was drawn at: moved
    /// above the control bar while the controls show, else the author's (empty when the
    /// track's own ASS script drew the captions).
    public private(set) var captionLayouts: [(text: String, layout: CueLayout)] = []
    /// What the drawing had to make do with: an ASS style's font that is not installed, with
    /// the font fontconfig drew it in instead.
    public internal(set) var warnings: [String] = []

    /// The focus frame's colours.
    static let talkBackGreen = PaintColor(red: 0x4C, green: 0xAF, blue: 0x50)
    static let keyboardBlue = PaintColor(red: 0x0A, green: 0x84, blue: 0xFF)
    static let voiceControlBlue = PaintColor(red: 0x00, green: 0x7A, blue: 0xFF)

    /// Draws `scene` over `frame` (the video picture at the snapshot's size).
    public init(_ scene: SnapshotScene, over frame: RGBPicture) throws(SnapshotError) {
        picture = frame
        let size = PictureSize(width: frame.width, height: frame.height)
        let text = try LibassRenderer()
        var skinScript = ASSScript(size: size)
        var captionScript = ASSScript(size: size)
        captionScript.captionStyle = scene.model.state.presentation.captionStyle
        if scene.showsControls {
            let geometry = SkinGeometry(
                model: scene.model, size: size, fontSize: skinScript.skinFontSize)
            paintSkin(geometry, scene: scene, script: &skinScript, captions: &captionScript)
            captionScript.captionClearance = geometry.bottomBarHeight
        }
        if !skinScript.isEmpty {
            let files = try text.draw(skinScript.text, onto: &picture)
            fonts.append(("skin (\(scene.model.language.rawValue))", Self.unique(files)))
        }
        let captionGroup = "captions (\(scene.captionLanguage?.description ?? "und"))"
        if let trackScript = scene.trackScript {
            let choices = try text.draw(trackScript, at: scene.time, onto: &picture)
            noteCaptionFonts(choices, group: captionGroup, track: scene.captionTrackName)
        } else {
            captionScript.captionFamily = ASSScript.captionFamily(
                language: scene.captionLanguage, cues: scene.cues)
            for cue in scene.cues {
                if let bitmap = cue.bitmap, let image = cue.image {
                    let display = PictureSize(
                        width: image.displayWidth ?? size.width,
                        height: image.displayHeight ?? size.height)
                    picture.draw(bitmap, display: display)
                }
                if let drawn = captionScript.add(cue) {
                    captionLayouts.append((cue.text ?? "", drawn))
                }
            }
        }
        if !captionScript.isEmpty {
            let choices = try text.draw(captionScript.text, onto: &picture)
            noteCaptionFonts(choices, group: captionGroup, track: scene.captionTrackName)
        }
        if scene.showsControls, let focus = scene.focus, let box = boxes[focus.element] {
            focusFrame = drawFocus(around: box, mark: focus.mark)
        }
    }

    /// Records which files drew the captions, and warns of each family asked for that no
    /// installed font of its own drew.
    private mutating func noteCaptionFonts(_ choices: [FontChoice], group: String, track: String) {
        guard !choices.isEmpty else { return }
        fonts.append((group, Self.unique(choices)))
        for substitute in choices.substitutedFamilies {
            warnings.append(
                "\(track): font '\(substitute.requestedFamily)' is not installed; drawn with"
                    + " \(substitute.postScriptName) (\(substitute.file))")
        }
    }

    /// Paints the bars, buttons, sliders and panel, and adds the skin's words to `script`;
    /// the caption style panel's preview line goes to `captions`, drawn in the caption style.
    private mutating func paintSkin(
        _ geometry: SkinGeometry, scene: SnapshotScene, script: inout ASSScript,
        captions: inout ASSScript
    ) {
        let shade = PaintColor(red: 0, green: 0, blue: 0, alpha: 115)
        for bar in geometry.bars {
            picture.fill(bar, shade)
        }
        shadedAreas = geometry.bars
        if let panel = geometry.panel {
            picture.fill(panel, PaintColor(red: 24, green: 24, blue: 28, alpha: 230))
            shadedAreas.append(panel)
        }
        let state = scene.model.state
        for placement in geometry.placements {
            let element = placement.element
            let dimmed = element.traits.contains(.notEnabled)
            boxes[element.id] = placement.box
            if element.id == .control(.slider) || element.id == .control(.volumeLevel) {
                let fraction =
                    element.id == .control(.slider)
                    ? state.duration.map {
                        $0.microseconds > 0
                            ? Double(state.position.microseconds) / Double($0.microseconds) : 0
                    } ?? 0
                    : (state.isEffectivelyMuted ? 0 : state.volume)
                paintSlider(placement.box, fraction: fraction, dimmed: dimmed)
                continue
            }
            if element.isActivatable || element.traits.contains(.button) {
                picture.fill(
                    placement.box,
                    PaintColor(red: 255, green: 255, blue: 255, alpha: dimmed ? 20 : 45))
            }
            guard let text = placement.text else { continue }
            if case .option(.captionStyle, _) = element.id, element.traits.contains(.staticText) {
                let center = placement.box.center
                captions.addCaption(
                    [StyledRun(element.value)], tags: "\\an5\\pos(\(center.x),\(center.y))")
                continue
            }
            var tags = "\\an5\\pos(\(placement.box.center.x),\(placement.box.center.y))"
            if placement.condensed < 1 {
                tags += "\\fscx\(Int(placement.condensed * 100))"
            }
            if dimmed { tags += "\\alpha&H99&" }
            if element.traits.contains(.header) || element.id == .control(.playPause) {
                tags += "\\b1"
            }
            script.add(text: text, style: .skin, tags: tags)
        }
        paintVoiceOverlay(scene, script: &script)
    }

    /// A slider: its track, the part up to `fraction` filled, and its knob.
    private mutating func paintSlider(_ box: PixelRect, fraction: Double, dimmed: Bool) {
        let clamped = max(0, min(1, fraction))
        let thickness = max(2, box.height / 4)
        let track = PixelRect(
            x: box.x, y: box.y + (box.height - thickness) / 2, width: box.width, height: thickness)
        picture.fill(track, PaintColor(red: 160, green: 160, blue: 160, alpha: dimmed ? 80 : 170))
        let filled = Int(Double(box.width) * clamped)
        picture.fill(
            PixelRect(x: track.x, y: track.y, width: filled, height: thickness),
            PaintColor(red: 255, green: 255, blue: 255, alpha: dimmed ? 100 : 255))
        let knob = min(box.height * 3 / 4, box.width)
        let knobX = max(box.x, min(box.x + box.width - knob, box.x + filled - knob / 2))
        picture.fill(
            PixelRect(x: knobX, y: box.y + (box.height - knob) / 2, width: knob, height: knob),
            .white)
    }

    /// Voice Control's numbers (a blue badge at each actionable element's corner) or names
    /// (a tag under it).
    private mutating func paintVoiceOverlay(_ scene: SnapshotScene, script: inout ASSScript) {
        guard scene.voiceOverlay != .none else { return }
        let unit = script.skinFontSize
        for (index, element) in VoiceControl.actionableElements(in: scene.model).enumerated() {
            guard let box = boxes[element.id] else { continue }
            let words = scene.voiceOverlay == .numbers ? String(index + 1) : element.label
            let width = max(
                unit * 3 / 2, SkinGeometry.textWidth(words, unit: unit * 4 / 5) + unit / 2)
            // A number sits on the box's top-left corner, a name below the box, clear of the
            // control's own words.
            let height = scene.voiceOverlay == .numbers ? unit * 6 / 5 : unit
            let tag = PixelRect(
                x: min(
                    max(0, scene.voiceOverlay == .numbers ? box.x - width / 2 : box.x),
                    picture.width - width),
                y: min(
                    max(
                        0, scene.voiceOverlay == .numbers ? box.y - height / 2 : box.y + box.height),
                    picture.height - height),
                width: width, height: height)
            picture.fill(tag, Self.voiceControlBlue)
            script.add(
                text: words, style: .skin,
                tags: "\\an5\\pos(\(tag.center.x),\(tag.center.y))\\fs\(unit * 4 / 5)", layer: 1)
        }
    }

    /// The focus frame around `box` in the mark's colours; returns its outer rectangle.
    private mutating func drawFocus(around box: PixelRect, mark: SnapshotScene.FocusMark)
        -> PixelRect
    {
        switch mark {
        case .voiceOver:
            let outer = box.outset(by: 6)
            picture.stroke(outer, thickness: 2, .white)
            picture.stroke(box.outset(by: 4), thickness: 4, .black)
            return outer
        case .talkBack:
            let outer = box.outset(by: 4)
            picture.stroke(outer, thickness: 4, Self.talkBackGreen)
            return outer
        case .keyboard:
            let outer = box.outset(by: 4)
            picture.stroke(outer, thickness: 3, Self.keyboardBlue)
            return outer
        }
    }

    private static func unique(_ choices: [FontChoice]) -> [String] {
        var seen = Set<String>()
        return choices.map(\.file).filter { seen.insert($0).inserted }
    }
}
