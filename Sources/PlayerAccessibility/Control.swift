/// One of the player's on-screen controls, in screen-reader reading order.
public enum Control: Int, Hashable, Sendable, CaseIterable {
    /// Dismisses the player.
    case close
    /// The program's title (and air date).
    case title
    /// Jumps back 10 seconds.
    case rewind
    /// Play, Pause or Replay.
    case playPause
    /// Jumps forward 10 seconds.
    case forward
    /// The playback position, adjustable in 10-second steps.
    case slider
    /// Elapsed and total time, or the distance from the live edge.
    case time
    /// Mutes and unmutes.
    case volume
    /// The output level, adjustable.
    case volumeLevel
    /// Turns slow motion on and off.
    case slowMotion
    /// Locks and unlocks the controls.
    case lock
    /// Opens the Closed Captions panel.
    case subtitles
    /// Opens the settings panel.
    case settings
    /// Live status, or a jump to the live edge; live sources only.
    case live
    /// Brings hidden controls back; only while they are hidden.
    case showControls
    /// Enters or leaves full screen (a skin's optional control).
    case fullScreen
    /// Starts or stops Picture in Picture.
    case pictureInPicture
    /// Opens the Cast device list; its value is the connected device.
    case cast
    /// Opens the AirPlay device list; its value is the connected device.
    case airPlay
    /// Jumps past the intro; only during the intro.
    case skipIntro
    /// Moves to the next episode; only during the credits, counting down.
    case nextEpisode
    /// Opens the quality list; its value is the quality asked for.
    case quality
    /// Switches to and from the audio-description track.
    case audioDescription
    /// Opens the caption style panel (size, colour, background).
    case captionStyle

    /// The stable identifier used in logs and tests ("playPause", "volumeLevel").
    public var identifier: String {
        String(describing: self)
    }
}

/// A set of controls, such as the ones that changed in a tick; a value that never allocates.
public struct ControlSet: OptionSet, Hashable, Sendable {
    /// The raw bits, one per control.
    public let rawValue: UInt32

    /// A set from its raw bits, one bit per ``Control`` raw value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The set holding just `control`.
    public init(_ control: Control) {
        self.rawValue = 1 << UInt32(control.rawValue)
    }

    /// Whether `control` is in the set.
    public func contains(_ control: Control) -> Bool {
        contains(ControlSet(control))
    }

    /// Adds `control` to the set.
    public mutating func insert(_ control: Control) {
        formUnion(ControlSet(control))
    }

    /// The controls in the set, in reading order.
    public var controls: [Control] {
        Control.allCases.filter { contains($0) }
    }
}
