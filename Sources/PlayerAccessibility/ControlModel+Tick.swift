import PlayerCore

/// What one tick changed: the position, whether the captions on screen changed, and which
/// controls' elements changed. A plain value: producing it allocates nothing.
public struct TickChanges: Hashable, Sendable {
    /// The media time of the tick.
    public var position: MediaTime
    /// The controls whose label, value, traits or visible text changed.
    public var changedControls: ControlSet
    /// Whether the set of captions on screen changed; read them with
    /// ``ControlModel/activeCueIndices``.
    public var captionsChanged: Bool

    /// Whether nothing a viewer could notice changed.
    public var isEmpty: Bool {
        changedControls.isEmpty && !captionsChanged
    }
}

/// The integers behind every position-dependent text, compared each tick.
@usableFromInline
struct PositionReadings: Hashable, Sendable {
    var time: TimeReading
    var slider: SliderReading
    var canSkipForward: Bool
    var isAtLiveEdge: Bool
    /// Whether the intro is playing (Skip intro shows).
    var isInIntro: Bool
    /// The up-next countdown's whole seconds left; nil outside the credits.
    @usableFromInline var upNextSecondsLeft: Int?
    /// The chapter playing (its index); nil before the first or without chapters.
    var chapter: Int?

    init(state: PlayerState, layout: SkinLayout) {
        time = state.timeReading
        slider = state.sliderReading
        canSkipForward = state.canSkipForward
        isAtLiveEdge = state.isAtLiveEdge
        isInIntro = layout.isInIntro(state.position)
        upNextSecondsLeft = layout.upNextSecondsLeft(at: state.position)
        chapter = layout.chapterIndex(at: state.position)
    }
}

extension ControlModel {
    /// Moves to media time `time` (and, for a live source, to `liveEdgeAge`: the session time
    /// since the stream reached its stated edge, ``PlayerState/liveEdgeAge``, which moves its
    /// live point) and reports what changed since the last tick or update.
    ///
    /// Only the time, slider, Forward, live, Skip intro and Next episode elements depend on
    /// the position; each is rebuilt only when the integers its text depends on change. Within the span of
    /// positions where none of them (and no caption) can change, a tick is two comparisons.
    public mutating func tick(at time: MediaTime, liveEdgeAge: MediaTime = .zero) -> TickChanges {
        let edgeAged = state.isLive && liveEdgeAge != state.liveEdgeAge
        state.mirror(position: time, liveEdgeAge: edgeAged ? liveEdgeAge : nil)
        var changed = ControlSet()
        if edgeAged {
            changed = refreshPositionDependentControls()
        } else if !steadyReadingSpan.contains(time) {
            changed = refreshPositionDependentControls()
        }
        return TickChanges(
            position: time, changedControls: changed, captionsChanged: advanceCaptions(to: time))
    }

    /// Moves the displayed caption track to `time` (less the caption delay, on the cues'
    /// own times) unless no cue can start or end before it; returns whether the captions on
    /// screen changed.
    mutating func advanceCaptions(to time: MediaTime) -> Bool {
        guard displayedTimelineIndex != nil || secondaryTimelineIndex != nil,
            !steadyCaptionSpan.contains(time)
        else {
            return false
        }
        let (changed, boundary) = advanceTimelines(to: time)
        nextCaptionBoundary = boundary
        steadyCaptionSpan = time..<max(time, boundary ?? MediaTime(microseconds: .max))
        return changed
    }

    /// Moves the displayed and the second caption track to `time` (less the caption delay);
    /// returns whether the displayed track's cues on screen changed, and the earliest time
    /// either track's can change next.
    mutating func advanceTimelines(to time: MediaTime) -> (changed: Bool, boundary: MediaTime?) {
        let delay = state.captionDelay
        var changed = false
        var boundary: MediaTime?
        if let index = displayedTimelineIndex {
            changed = captionTimelines[index].timeline.advance(to: time - delay)
            boundary = captionTimelines[index].timeline.nextBoundary.map { $0 + delay }
        }
        if let index = secondaryTimelineIndex {
            captionTimelines[index].timeline.advance(to: time - delay)
            if let next = captionTimelines[index].timeline.nextBoundary.map({ $0 + delay }) {
                boundary = min(boundary ?? next, next)
            }
        }
        return (changed, boundary)
    }

    /// The end of the positions over which no position-dependent text can change (the spoken
    /// time, the slider, Forward, live and timed controls), as the model worked it out at its
    /// last refresh; the fast clock jumps there rather than working it out again.
    ///
    /// Inlinable, as ``nextCaptionBoundary`` is stored, so that a player holding the model
    /// reads one field each step instead of copying the whole model to call a getter.
    @inlinable public var nextReadingChange: MediaTime {
        steadyReadingSpan.upperBound
    }

    /// The displayed caption track's cues, sorted by start; empty when none is displayed.
    public var captionCues: [Cue] {
        guard let index = displayedTimelineIndex else { return [] }
        return captionTimelines[index].timeline.cues
    }

    /// Positions in ``captionCues`` of the captions on screen, ascending.
    public var activeCueIndices: [Int] {
        guard let index = displayedTimelineIndex else { return [] }
        return captionTimelines[index].timeline.activeCueIndices
    }

    /// The captions on screen, in order of start (builds an array: not for the hot loop).
    public var activeCues: [Cue] {
        guard let index = displayedTimelineIndex else { return [] }
        return captionTimelines[index].timeline.activeCues
    }

    /// Rebuilds the position-dependent elements whose readings changed; returns them.
    mutating func refreshPositionDependentControls() -> ControlSet {
        let (span, readings) = currentSpanAndReadings
        steadyReadingSpan = span
        followPlaybackInPanel()
        guard readings != positionReadings else { return [] }
        var changed = ControlSet()
        let previous = positionReadings
        positionReadings = readings
        noteChapter(of: readings, from: previous)
        if readings.time != previous.time {
            changed.insert(.time)
            let element = controlElements[Control.time.rawValue]
            refreshTimeElement()
            noteRelabel(of: .time, from: element)
        }
        if readings.slider != previous.slider {
            changed.insert(.slider)
            let element = controlElements[Control.slider.rawValue]
            controlElements[Control.slider.rawValue].value = timeTexts.sliderValue(
                for: readings.slider)
            noteRelabel(of: .slider, from: element)
        }
        /// Rebuilds `control` whole when the reading it follows changed.
        func rebuild(_ control: Control, when differs: Bool) {
            guard differs else { return }
            changed.insert(control)
            let element = controlElements[control.rawValue]
            controlElements[control.rawValue] = makeElement(control)
            noteRelabel(of: control, from: element)
        }
        rebuild(.forward, when: readings.canSkipForward != previous.canSkipForward)
        rebuild(.live, when: readings.isAtLiveEdge != previous.isAtLiveEdge)
        rebuild(.skipIntro, when: readings.isInIntro != previous.isInIntro)
        rebuild(.nextEpisode, when: readings.upNextSecondsLeft != previous.upNextSecondsLeft)
        return changed
    }

    /// The positions over which no position-dependent text can change, and the readings at
    /// the current position. A getter, so that the state and the layout are read where they
    /// are rather than copied for a mutating caller.
    private var currentSpanAndReadings: (span: Range<MediaTime>, readings: PositionReadings) {
        (
            layout.steadySpan(state.steadyReadingSpan, around: state.position),
            PositionReadings(state: state, layout: layout)
        )
    }

    /// Writes the time element's label and visible text for the current reading.
    mutating func refreshTimeElement() {
        let texts = timeTexts.timeTexts(for: positionReadings.time)
        controlElements[Control.time.rawValue].label = texts.label
        controlElements[Control.time.rawValue].visibleText = texts.visible
    }
}
