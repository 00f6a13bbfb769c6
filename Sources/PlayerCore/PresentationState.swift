/// How the picture is presented and where it plays, beyond playback itself: full screen,
/// Picture in Picture, a Cast or AirPlay device, the video quality, the caption style. The
/// player's skin offers the controls that change it; the output device carries it out.
public struct PresentationState: Hashable, Sendable {
    /// Whether the player fills the screen.
    public var isFullScreen = false
    /// Whether the picture plays in a floating Picture in Picture window.
    public var isPictureInPicture = false
    /// The Cast device playing the program; nil when it plays on this device.
    public var castDevice: String?
    /// The AirPlay device playing the program; nil when it plays on this device.
    public var airPlayDevice: String?
    /// The video quality asked for.
    public var quality = VideoQuality.automatic
    /// How captions are drawn.
    public var captionStyle = CaptionStyle()

    /// The presentation a player opens with: in the window, on this device, automatic
    /// quality, the default caption style.
    public init() {}

    /// Whether everything is as the player opens with it.
    public var isDefault: Bool { self == PresentationState() }
}

/// The video quality a viewer asks for.
public enum VideoQuality: Hashable, Sendable {
    /// The player chooses (from the HLS variants, by bandwidth).
    case automatic
    /// The variant or stream whose picture is this many lines high ("720p").
    case height(Int)
}

/// How captions are drawn: text size, text colour and background, each a short list of
/// choices a viewer steps through.
public struct CaptionStyle: Hashable, Sendable {
    /// The size of the caption text.
    public var size = CaptionTextSize.medium
    /// The colour of the caption text.
    public var color = CaptionTextColor.white
    /// What is drawn behind the caption text.
    public var background = CaptionBackground.black

    /// The default style: medium white text on black.
    public init(
        size: CaptionTextSize = .medium, color: CaptionTextColor = .white,
        background: CaptionBackground = .black
    ) {
        self.size = size
        self.color = color
        self.background = background
    }
}

/// Caption text sizes, smallest first.
public enum CaptionTextSize: Int, Hashable, Sendable, CaseIterable {
    /// Smaller than the default.
    case small
    /// The default size.
    case medium
    /// Larger than the default.
    case large
    /// The largest size.
    case extraLarge
}

/// Caption text colours, in the order a viewer steps through them.
public enum CaptionTextColor: Int, Hashable, Sendable, CaseIterable {
    /// The default colour.
    case white
    /// Yellow text.
    case yellow
    /// Cyan text.
    case cyan
    /// Green text.
    case green
}

/// What is drawn behind caption text, in the order a viewer steps through them.
public enum CaptionBackground: Int, Hashable, Sendable, CaseIterable {
    /// An opaque black box, the default.
    case black
    /// A see-through dark box.
    case semiTransparent
    /// No box.
    case none
}

extension CaseIterable where Self: RawRepresentable, Self.RawValue == Int, AllCases.Index == Int {
    /// The case after this one (`forward`) or before it, staying at the ends, as a slider
    /// stops at its ends.
    public func stepped(forward: Bool) -> Self {
        let cases = Self.allCases
        let index = min(max(rawValue + (forward ? 1 : -1), 0), cases.count - 1)
        return cases[index]
    }
}

/// A change to the presentation, or the move to the next episode; a ``PlayerCommand``.
public enum PresentationCommand: Hashable, Sendable {
    /// Enter, leave or flip full screen.
    case fullScreen(SwitchAction)
    /// Start, stop or flip Picture in Picture.
    case pictureInPicture(SwitchAction)
    /// Play on this Cast device, or on this device again (nil); ends any AirPlay.
    case cast(device: String?)
    /// Play on this AirPlay device, or on this device again (nil); ends any Cast.
    case airPlay(device: String?)
    /// Ask for this video quality.
    case quality(VideoQuality)
    /// Draw captions in this style.
    case captionStyle(CaptionStyle)
    /// Leave this program for the next episode: the player closes.
    case playNextEpisode
}
