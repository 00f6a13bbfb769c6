/// Every piece of interface text the player speaks or shows, one case per string.
///
/// Templates hold `{name}` placeholders that ``PlayerLanguage/string(_:_:)`` fills in.
public enum StringKey: String, Hashable, Sendable, CaseIterable {
    // Control labels.
    /// The Close button.
    case close
    /// The Rewind button.
    case rewind
    /// The play button while paused or idle.
    case play
    /// The play button while playing.
    case pause
    /// The play button at the end.
    case replay
    /// The Forward button.
    case forward
    /// The playback slider.
    case playbackSlider
    /// The live state: the slider's value and the time's label at the live edge, and the live
    /// element's label there.
    case live
    /// Template `{duration}`: how far behind the live edge playback is.
    case behindLive
    /// Template `{elapsed}`, `{total}`: the spoken time.
    case elapsedOfTotal
    /// The sound button while sound is on.
    case mute
    /// The sound button while muted.
    case unmute
    /// The volume level.
    case volume
    /// The slow-motion button, and the slow option of the speed panel.
    case slowMotion
    /// A setting that is on.
    case on
    /// A setting that is off, and the "no captions" option.
    case off
    /// The lock button while unlocked.
    case lockScreen
    /// The lock button while locked.
    case unlockScreen
    /// The subtitles button.
    case subtitles
    /// The settings button.
    case playerSettings
    /// The live button while behind the live edge.
    case watchLive
    /// The button that brings hidden controls back.
    case showControls

    // Hints and trait words.
    /// The hint every button carries.
    case activateHint
    /// The hint every adjustable element carries: VoiceOver's own for the adjustable trait.
    case adjustHint
    /// Spoken for a button.
    case buttonTrait
    /// Spoken for an adjustable element.
    case adjustableTrait
    /// Spoken for a header.
    case headingTrait
    /// Template `{level}`: spoken for a header with a level.
    case headingLevelTrait
    /// Spoken for an element that is not enabled.
    case dimmedTrait
    /// Spoken first for a selected element without a value of its own.
    case selectedTrait

    // Panels.
    /// The caption panel's header.
    case closedCaptions
    /// The audio panel's header.
    case audio
    /// The speed panel's header.
    case playbackSpeed
    /// The settings panel's header.
    case settings
    /// The normal-speed option.
    case normalSpeed
    /// Template `{group}`: the value of a panel's selected option.
    case selectedFor

    // Track names.
    /// A track for deaf and hard-of-hearing viewers (an acronym kept in every language).
    case hearingImpairedRole
    /// A closed-caption track (an acronym kept in every language).
    case closedCaptionsRole
    /// A forced track.
    case forcedRole
    /// An audio-described track.
    case audioDescriptionRole
    /// A track whose language is not known.
    case unknownLanguage

    // Announcements.
    /// Slow motion was turned on.
    case slowMotionOnAnnouncement
    /// Slow motion was turned off.
    case slowMotionOffAnnouncement
    /// The controls were locked.
    case screenLockedAnnouncement
    /// The controls were unlocked.
    case screenUnlockedAnnouncement
    /// A command was refused because the controls are locked.
    case controlsLockedAnnouncement
    /// Template `{title}`: a titled program started.
    case currentProgramAnnouncement
    /// The program reached its end.
    case playbackEndedAnnouncement

    /// Whether the text differs between languages (acronyms such as "SDH" do not).
    public var isTranslatable: Bool {
        self != .hearingImpairedRole && self != .closedCaptionsRole
    }

    /// The placeholders a template must contain, in every language.
    public var placeholders: [String] {
        switch self {
        case .behindLive: ["{duration}"]
        case .elapsedOfTotal: ["{elapsed}", "{total}"]
        case .selectedFor: ["{group}"]
        case .currentProgramAnnouncement: ["{title}"]
        case .headingLevelTrait: ["{level}"]
        default: []
        }
    }
}
