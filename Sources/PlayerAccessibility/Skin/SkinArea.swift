/// Which part of the screen a skin draws a control in, as the modelled app lays its player
/// out: a bar along the top, the transport in the middle, a bar along the bottom.
public enum SkinArea: String, Hashable, Sendable, CaseIterable {
    /// The top bar: Close, the title, and the buttons beside them.
    case top
    /// The middle of the picture: rewind, play/pause, forward, Show controls.
    case center
    /// The bottom bar: the slider above a row of the other buttons.
    case bottom
}

extension Control {
    /// Where the modelled app draws the control when a skin does not say.
    public var defaultArea: SkinArea {
        switch self {
        case .close, .title, .pictureInPicture, .airPlay, .cast, .fullScreen: .top
        case .rewind, .playPause, .forward, .showControls: .center
        case .slider, .time, .volume, .volumeLevel, .slowMotion, .lock, .subtitles, .settings,
            .live, .skipIntro, .nextEpisode, .quality, .audioDescription, .captionStyle:
            .bottom
        }
    }
}

extension SkinControl {
    /// Where the control is drawn: the skin's `area`, else the control's default.
    public var placedArea: SkinArea {
        area ?? control.defaultArea
    }
}
