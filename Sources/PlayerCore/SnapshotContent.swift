/// What a picture of the player holds, as mpv's `screenshot-to-file` names it: shared by the
/// drawing (PlayerRender) and the IPC that asks for it, so neither needs the other.
public enum SnapshotContent: String, Sendable, CaseIterable {
    /// The frame and the captions.
    case subtitles
    /// The frame alone.
    case video
    /// Everything on screen: the frame, the skin with its focus and overlay, the captions.
    case window
}
