import PlayerEngine
import PlayerSession

/// A place in a harness's event history: ``PlayerHarness/mark()`` makes one, and the
/// `since:` readers see only what came after it.
public struct HarnessMark: Hashable, Sendable {
    /// How many events had been recorded when the mark was made.
    public let eventCount: Int
}

/// What was said and shown, split by kind, in order within each kind.
public struct HarnessTranscript: Hashable, Sendable {
    /// What the screen reader said on landing or after a gesture (focus utterances).
    public var speech: [String]
    /// The captions that appeared.
    public var captions: [String]
    /// The announcements (seeks, selections, the lock, the end …).
    public var announcements: [String]
}

extension PlayerHarness {
    /// A mark at the end of what has been recorded so far.
    public func mark() -> HarnessMark {
        HarnessMark(eventCount: events.count)
    }

    /// The events recorded after `mark` (all of them without one).
    public func events(since mark: HarnessMark?) -> [LoggedEvent] {
        let all = events
        return Array(all[min(mark?.eventCount ?? 0, all.count)...])
    }

    /// The spoken transcript after `mark`, split into speech, captions and announcements.
    public func transcript(since mark: HarnessMark? = nil) -> HarnessTranscript {
        var transcript = HarnessTranscript(speech: [], captions: [], announcements: [])
        for logged in events(since: mark) {
            switch logged.event {
            case .focusMoved(_, let utterance): transcript.speech.append(utterance)
            case .cueShown(_, _, let cue): transcript.captions.append(cue.spokenText)
            case .announcement(let text, _, _): transcript.announcements.append(text)
            default: break
            }
        }
        return transcript
    }

    /// The spoken-state log after `mark`, in `format`, of the given kinds (all by default).
    public func log(
        since mark: HarnessMark?, _ format: SpokenLogFormat = .text,
        kinds: Set<LogKind> = Set(LogKind.allCases)
    ) -> [String] {
        events(since: mark).filter { kinds.contains($0.kind) }.map { format.line(for: $0) }
    }
}
