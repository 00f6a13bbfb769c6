/// How the picture is presented and where it plays, beyond playback itself: full screen,
/// Picture in Picture, a Cast or AirPlay device, the video quality, the caption style, the
/// description voice. The
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
    /// How text descriptions are spoken.
    public var descriptionVoice = DescriptionVoice()

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
    /// Speak text descriptions with these settings.
    case descriptionVoice(DescriptionVoice)
    /// Speak a sample sentence with the description voice settings.
    case sampleDescriptionVoice
    /// Leave this program for the next episode: the player closes.
    case playNextEpisode
}
