import PlayerCore

/// The kind of a spoken-state log line, as both log formats name it.
public enum LogKind: String, Hashable, Sendable, CaseIterable {
    /// The session began.
    case session
    /// The focus moved, or what is under it changed: the utterance.
    case focus
    /// An announcement.
    case say
    /// A caption appeared.
    case caption
    /// A caption left the screen.
    case captionEnd = "caption-end"
    /// A text description began: its cue is spoken.
    case describe
    /// Extended description paused playback while a description is said.
    case pause
    /// Extended description let playback go on once the description was said.
    case resume
    /// The state changed.
    case state
    /// A control's label or value changed.
    case element
    /// A command was refused.
    case rejected
    /// Playback ended.
    case ended
    /// Something failed.
    case error
    /// Full Keyboard Access's focus ring is on an element.
    case ring
    /// Voice Control showed something: names, numbers, a question, a refusal, a command.
    case voice
    /// Playback entered a chapter.
    case chapter
}

extension LoggedEvent {
    /// The log kind of this event.
    public var kind: LogKind {
        switch event {
        case .sessionStarted: .session
        case .stateChanged: .state
        case .elementChanged: .element
        case .focusMoved: .focus
        case .announcement: .say
        case .cueShown: .caption
        case .cueHidden: .captionEnd
        case .described: .describe
        case .descriptionPaused: .pause
        case .descriptionResumed: .resume
        case .commandRejected: .rejected
        case .ended: .ended
        case .error: .error
        case .assistive(let report): report.kind == .keyboardFocus ? .ring : .voice
        case .chapterEntered: .chapter
        }
    }
}

extension PlayerState {
    /// The state in a few words for the log: "playing", "paused, muted, locked, captions 3".
    public var logSummary: String {
        var parts = [playback.rawValue]
        if isSlowMotion { parts.append("slow motion") }
        if let customRate { parts.append("speed \(customRate)") }
        if isMuted {
            parts.append("muted")
        }
        if volume != 1 { parts.append("volume \(Int((volume * 100).rounded()))%") }
        if isLocked { parts.append("locked") }
        switch captions {
        case .off: parts.append("captions off")
        case .track(let id): parts.append("captions \(id.rawValue)")
        }
        if let forcedCaptionTrack, captions == .off {
            parts.append("forced \(forcedCaptionTrack.rawValue)")
        }
        if captionsHidden { parts.append("captions hidden") }
        if captionDelay != .zero { parts.append("caption delay \(captionDelay.jsonSeconds) s") }
        if let secondaryCaptionTrack {
            parts.append("secondary captions \(secondaryCaptionTrack.rawValue)")
        }
        if let descriptionTrack { parts.append("descriptions \(descriptionTrack.rawValue)") }
        if let audioTrack { parts.append("audio \(audioTrack.rawValue)") }
        if let openPanel { parts.append("panel \(openPanel.rawValue)") }
        if !controlsVisible { parts.append("controls hidden") }
        parts += presentation.logWords
        return parts.joined(separator: ", ")
    }
}
