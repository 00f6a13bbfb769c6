import PlayerCore

/// How urgently an announcement is spoken.
public enum AnnouncementPriority: String, Hashable, Sendable {
    /// Queued after what the screen reader is saying.
    case polite
    /// Interrupts what the screen reader is saying.
    case assertive
}

/// Words a screen reader speaks for a change it would not otherwise hear.
public struct SpokenAnnouncement: Hashable, Sendable {
    /// What is said: "Closed Captions, English".
    public var text: String
    /// Whether it waits its turn or interrupts.
    public var priority: AnnouncementPriority
    /// How long it stays on screen, for a message shown for a set time (mpv's `show-text`);
    /// nil for the player's own announcements.
    public var duration: MediaTime?

    /// An announcement of `text` at `priority`, on screen for `duration` when given.
    public init(_ text: String, priority: AnnouncementPriority, duration: MediaTime? = nil) {
        self.text = text
        self.priority = priority
        self.duration = duration
    }
}

extension ControlModel {
    /// The words for one of the reducer's announcements, in this model's language and about
    /// its current state (track names are numbered as the panels number them).
    ///
    /// A seek speaks the new time as the time element would; a selection speaks the panel
    /// and the choice ("Closed Captions, English"); the lock and refusals interrupt.
    public func spoken(_ announcement: Announcement) -> SpokenAnnouncement {
        switch announcement {
        case .seeked(let target):
            var stateAtTarget = state
            stateAtTarget.mirror(position: target)
            var texts = timeTexts
            return SpokenAnnouncement(
                texts.timeTexts(for: stateAtTarget.timeReading).label, priority: .polite)
        case .captionsSelected:
            return selection(in: .closedCaptions)
        case .audioSelected:
            return selection(in: .audio)
        case .slowMotion(let isOn):
            let key: StringKey = isOn ? .slowMotionOnAnnouncement : .slowMotionOffAnnouncement
            return SpokenAnnouncement(language.string(key), priority: .polite)
        case .locked:
            return SpokenAnnouncement(
                language.string(.screenLockedAnnouncement), priority: .assertive)
        case .unlocked:
            return SpokenAnnouncement(
                language.string(.screenUnlockedAnnouncement), priority: .assertive)
        case .controlsLocked:
            return SpokenAnnouncement(
                language.string(.controlsLockedAnnouncement), priority: .assertive)
        case .programStarted(let metadata):
            let title = metadata.programName(in: language) ?? ""
            return SpokenAnnouncement(
                language.string(.currentProgramAnnouncement, ["title": title]), priority: .polite)
        case .ended:
            return SpokenAnnouncement(
                language.string(.playbackEndedAnnouncement), priority: .polite)
        case .nextEpisode:
            let title = layout.skin.nextEpisode?.title ?? ""
            return SpokenAnnouncement(
                language.string(.nextEpisodeAnnouncement, ["title": title]), priority: .polite)
        case .descriptionSample:
            // The session says it as a description, with the description voice.
            return SpokenAnnouncement(
                language.string(.descriptionSampleText), priority: .assertive)
        }
    }

    /// "Up next: Episode 2, in 10 seconds": said when the credits start and the Next episode
    /// countdown with them; nil outside the credits.
    public var upNextAnnouncement: SpokenAnnouncement? {
        guard let seconds = positionReadings.upNextSecondsLeft,
            let episode = layout.skin.nextEpisode
        else { return nil }
        let table = timeTexts.table
        return SpokenAnnouncement(
            table.upNextAnnouncement.filled(
                episode.title, table.spokenDuration(seconds: Int64(seconds))),
            priority: .polite)
    }

    /// The whole seconds left of the up-next countdown; nil outside the credits.
    @inlinable public var upNextSecondsLeft: Int? { positionReadings.upNextSecondsLeft }

    /// "Closed Captions, English": the panel's name and the choice now in effect.
    private func selection(in panel: Panel) -> SpokenAnnouncement {
        let text = language.string(panel.titleKey) + ", " + currentChoiceName(in: panel)
        return SpokenAnnouncement(text, priority: .polite)
    }
}
