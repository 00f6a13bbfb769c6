internal import PlayerCore

/// Turns one track's decoded subtitle events into finished cues, in order of start time.
///
/// A cue whose end the stream does not state stays open until the track's next cue or a clear
/// event (a bitmap subtitle with no picture) closes it. Cues are released only when every cue
/// that starts before them is finished, so out-of-order and overlapping cues come out sorted by
/// start with none lost. A cue that starts before the media does is shown from its start.
struct CueAssembler {
    /// How long a cue that nothing ends stays after the last time a file without a length
    /// states (an SCC file's last line, a subtitle file's last packet).
    static let unendedCueLength = MediaTime.seconds(5)

    private struct Pending {
        var cue: Cue
        var isOpen: Bool
        /// The latest end of an open cue that a replacement ends (a DVB page's time-out).
        var latestEnd: MediaTime?
    }

    /// Cues waiting to be released, sorted by start (ties in arrival order).
    private var pending: [Pending] = []
    /// Cues that end at or before this time are dropped: they were over before a seek target.
    var dropsCuesEndingBy: MediaTime?
    /// The packets the decoder rejected since the start or the last reset.
    private(set) var rejected = RejectedPackets()

    /// Adds a cue; `endIsKnown` false means `cue.end` is a placeholder until something closes it,
    /// no later than `latestEnd` when given.
    mutating func add(_ cue: Cue, endIsKnown: Bool, latestEnd: MediaTime? = nil) {
        closeOpenCues(startingBefore: cue.start)
        let position = pending.lastIndex { $0.cue.start <= cue.start }.map { $0 + 1 } ?? 0
        pending.insert(
            Pending(cue: cue, isOpen: !endIsKnown, latestEnd: latestEnd), at: position)
    }

    /// Takes in what one decoded packet means: cues shown, the screen cleared, the packet
    /// rejected.
    mutating func apply(_ events: [SubtitleEvent]) {
        for event in events {
            switch event {
            case .show(let cue, let endIsKnown):
                add(cue, endIsKnown: endIsKnown)
            case .showUntilReplaced(let cue):
                add(cue, endIsKnown: false, latestEnd: cue.end)
            case .clear(let time):
                clear(at: time)
            case .rejected(let detail, let time):
                rejected.note(detail: detail, at: time)
            }
        }
    }

    /// Ends every open cue at `time`: the screen was cleared.
    mutating func clear(at time: MediaTime) {
        closeOpenCues(startingBefore: time)
        for index in pending.indices
        where pending[index].isOpen && pending[index].cue.start >= time
            && (pending[index].latestEnd == nil || pending[index].cue.start == time)
        {
            pending[index].isOpen = false
            pending[index].cue.end = pending[index].cue.start
        }
    }

    /// The cues that are finished and that no earlier-starting cue is still waiting before.
    mutating func takeFinished() -> [Cue] {
        let ready = pending.firstIndex { $0.isOpen } ?? pending.count
        let finished = pending[..<ready].map { Self.fromMediaStart($0.cue) }.filter(isWorthShowing)
        pending.removeFirst(ready)
        return finished
    }

    /// Closes every open cue at `end` (the end of the media), so that all can be taken; one with
    /// a latest end that nothing replaced lasts until then.
    mutating func closeAll(at end: MediaTime) {
        for index in pending.indices where pending[index].isOpen {
            pending[index].isOpen = false
            pending[index].cue.end = pending[index].latestEnd ?? max(end, pending[index].cue.start)
        }
    }

    /// Forgets every waiting cue and rejected packet (after a seek).
    mutating func reset() {
        pending.removeAll()
        rejected = RejectedPackets()
    }

    private mutating func closeOpenCues(startingBefore time: MediaTime) {
        for index in pending.indices where pending[index].isOpen && pending[index].cue.start < time
        {
            pending[index].isOpen = false
            pending[index].cue.end = min(time, pending[index].latestEnd ?? time)
        }
    }

    /// `cue` starting no earlier than the media's start.
    private static func fromMediaStart(_ cue: Cue) -> Cue {
        var shown = cue
        shown.start = max(cue.start, .zero)
        return shown
    }

    private func isWorthShowing(_ cue: Cue) -> Bool {
        cue.end > cue.start && dropsCuesEndingBy.map { cue.end > $0 } ?? true
    }
}
