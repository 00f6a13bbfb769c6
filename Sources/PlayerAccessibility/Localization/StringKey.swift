/// Every piece of interface text the player speaks or shows, one case per string.
///
/// Templates hold `{name}` placeholders that ``PlayerLanguage/string(_:_:)`` fills in.
public enum StringKey: String, Hashable, Sendable, CaseIterable {
    // Control labels.
    /// The Close button, and a panel's element that closes it.
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
    /// The Subtitles control's value while the chosen captions are hidden.
    case captionsHidden
    /// Before the caption delay in the settings panel's captions entry ("delay 0.5 s").
    case captionDelay
    /// The second caption track in the settings panel's captions entry ("secondary: Spanish").
    case secondaryCaptions
    /// The Speed panel's option for a rate a client set that is neither normal nor slow.
    case customSpeed
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
    /// The chapters panel's header, its Settings entry and the rotor setting.
    case chapters
    /// The transcript panel's header and its Settings entry.
    case transcript
    /// Template `{text}`: a text description's line in the transcript, marked as one
    /// ("Description: A door opens onto a dark hall.").
    case transcriptDescription
    /// Template `{number}`: a chapter without a title ("Chapter 3").
    case chapterNumber
    /// Template `{show}`, `{title}`: an episode named with its show ("Presidents Cup: Day 1").
    case showAndTitle
    /// Spoken for a picture (VoiceOver's "image").
    case imageTrait
    /// TalkBack's role word for a picture ("Image").
    case talkBackImage
    /// Spoken for a button whose panel is not shown (VoiceOver's "collapsed").
    case collapsedTrait
    /// Spoken for a button whose panel is shown (VoiceOver's "expanded").
    case expandedTrait
    /// A sub-panel's element that returns to the panel it was opened from.
    case backToPanel

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
    /// A text track of descriptions of the picture, spoken for blind viewers (after a comma).
    case textDescriptionRole
    /// An easy-reader caption service, written for beginning readers.
    case easyReaderRole
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

    // TalkBack's words, from TalkBack's own strings.
    /// TalkBack's role for a button (`value_button`).
    case talkBackButton
    /// TalkBack's role for an adjustable element, a seek control (`value_seek_bar`).
    case talkBackSlider
    /// TalkBack's word for a selected element (`value_selected`).
    case talkBackSelected
    /// TalkBack's word for an element that is not enabled (`value_disabled`).
    case talkBackDisabled
    /// TalkBack's word for a heading (`heading_template`).
    case talkBackHeading
    /// TalkBack's usage hint for a button (`template_hint_clickable`, `value_double_tap`).
    case talkBackActivateHint
    /// TalkBack's usage hint for a slider (`template_hint_adjustable_2gesture`).
    case talkBackAdjustHint
    /// TalkBack's state word for a node that can expand (Android's `ACTION_EXPAND`).
    case talkBackCollapsed
    /// TalkBack's state word for a node that can collapse (Android's `ACTION_COLLAPSE`).
    case talkBackExpanded

    // The rotor's settings.
    /// The rotor setting that moves by headings.
    case rotorHeadings
    /// The rotor setting that moves by controls (buttons and adjustable elements).
    case rotorControls
    /// The rotor setting that moves by adjustable elements.
    case rotorAdjustableValues

    // Voice Control's feedback.
    /// Template `{name}`: no item has that name.
    case voiceNotFound
    /// Template `{choices}`: several items have the name said; which one?
    case voiceWhichOne
    /// Template `{visible}`, `{label}`: the name said is drawn on an item named otherwise.
    case voiceLabelInName
    /// Template `{name}`: the item is adjustable, not tapped.
    case voiceCannotTap
    /// The names or numbers were hidden.
    case voiceNamesHidden

    // The skin's optional controls.
    /// The full-screen button while in the window.
    case fullScreen
    /// The full-screen button while full screen.
    case exitFullScreen
    /// The Picture in Picture button while not in Picture in Picture.
    case pictureInPicture
    /// The Picture in Picture button while in Picture in Picture.
    case exitPictureInPicture
    /// The Cast button and the Cast panel's header.
    case cast
    /// The AirPlay button and panel header (a name kept in every language).
    case airPlay
    /// The value of Cast and AirPlay while playing on this device.
    case notConnected
    /// The device-list option that plays on this device.
    case thisDevice
    /// The Skip intro button.
    case skipIntro
    /// The Next episode button.
    case nextEpisode
    /// Template `{title}`, `{duration}`: the Next episode button's value while it counts down.
    case upNextValue
    /// Template `{title}`, `{duration}`: said when the up-next countdown starts.
    case upNextAnnouncement
    /// Template `{title}`: said when the next episode starts.
    case nextEpisodeAnnouncement
    /// The Quality button and panel header.
    case quality
    /// The quality the player chooses itself.
    case automaticQuality
    /// The audio-description button.
    case audioDescription
    /// The caption style button and panel header.
    case captionStyle
    /// The caption style panel's text size setting.
    case captionTextSize
    /// The caption style panel's text colour setting.
    case captionTextColor
    /// The caption style panel's text opacity setting.
    case captionTextOpacity
    /// The caption style panel's font setting.
    case captionFont
    /// The caption style panel's background colour setting.
    case captionBackground
    /// The caption style panel's background opacity setting.
    case captionBackgroundOpacity
    /// The caption style panel's character edge setting.
    case captionEdge
    /// The caption style panel's window colour setting.
    case captionWindow
    /// The caption style panel's window opacity setting.
    case captionWindowOpacity
    /// The caption style panel's preview line.
    case captionPreview
    /// The sample caption the preview line shows and says.
    case captionPreviewText
    /// The description voice settings entry and panel header.
    case descriptionVoice
    /// The description voice panel's speaking rate setting.
    case descriptionRate
    /// A speaking rate: "{rate} words per minute".
    case wordsPerMinuteValue
    /// The description voice panel's pitch setting.
    case descriptionPitch
    /// The description voice panel's volume setting.
    case descriptionVolume
    /// The description voice panel's voice setting.
    case descriptionVoiceName
    /// The voice choice that follows the description track's language.
    case trackLanguageVoice
    /// The description voice panel's Sample button.
    case descriptionSample
    /// The sentence the Sample button says with the description voice.
    case descriptionSampleText
    /// Caption colour: white.
    case colorWhite
    /// Caption colour: yellow.
    case colorYellow
    /// Caption colour: cyan.
    case colorCyan
    /// Caption colour: green.
    case colorGreen
    /// Caption colour: blue.
    case colorBlue
    /// Caption colour: red.
    case colorRed
    /// Caption colour: magenta.
    case colorMagenta
    /// Caption colour: black.
    case colorBlack
    /// Caption font: the player's own.
    case fontStandard
    /// Caption font: monospaced serif.
    case fontMonospacedSerif
    /// Caption font: proportional serif.
    case fontProportionalSerif
    /// Caption font: monospaced sans serif.
    case fontMonospacedSansSerif
    /// Caption font: proportional sans serif.
    case fontProportionalSansSerif
    /// Caption font: casual.
    case fontCasual
    /// Caption font: cursive.
    case fontCursive
    /// Caption font: small capitals.
    case fontSmallCapitals
    /// Caption edge: none.
    case edgeNone
    /// Caption edge: raised.
    case edgeRaised
    /// Caption edge: depressed.
    case edgeDepressed
    /// Caption edge: uniform outline.
    case edgeUniform
    /// Caption edge: drop shadow.
    case edgeDropShadow

    /// Whether the text differs between languages (acronyms such as "SDH" do not).
    public var isTranslatable: Bool {
        self != .hearingImpairedRole && self != .closedCaptionsRole && self != .airPlay
            && self != .showAndTitle
    }

    /// The placeholders a template must contain, in every language.
    public var placeholders: [String] {
        switch self {
        case .behindLive: ["{duration}"]
        case .elapsedOfTotal: ["{elapsed}", "{total}"]
        case .selectedFor: ["{group}"]
        case .currentProgramAnnouncement: ["{title}"]
        case .secondaryCaptions: ["{track}"]
        case .headingLevelTrait: ["{level}"]
        case .chapterNumber: ["{number}"]
        case .showAndTitle: ["{show}", "{title}"]
        case .upNextValue, .upNextAnnouncement: ["{title}", "{duration}"]
        case .nextEpisodeAnnouncement: ["{title}"]
        case .voiceNotFound, .voiceCannotTap: ["{name}"]
        case .voiceWhichOne: ["{choices}"]
        case .voiceLabelInName: ["{visible}", "{label}"]
        default: []
        }
    }
}
