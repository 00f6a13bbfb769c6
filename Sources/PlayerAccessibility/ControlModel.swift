import PlayerCore

/// Everything a screen reader can reach on the player, kept up to date from the player's state
/// in one language: every control's element, the open panel's elements, and the captions on
/// screen.
///
/// Feed it each state the reducer produces with ``update(_:)`` and each frame's media time with
/// ``tick(at:)``. Both report which controls changed; a tick rebuilds a text only when what it
/// says changes (the spoken time once a second, the slider's percent once a percent), so in
/// the steady state a tick compares integers and allocates nothing.
///
/// ```swift
/// var model = ControlModel(state: state, language: .english)
/// model.element(.playPause).label                   // "Play"
/// let changes = model.tick(at: .seconds(399))
/// changes.changedControls.contains(.time)           // true
/// model.element(.time).label     // "6 minutes, 39 seconds of 10 minutes, 26 seconds"
/// model.element(.time).visibleText                  // "06:39 / 10:26"
/// ```
public struct ControlModel: Sendable {
    /// The language every text is in.
    public let language: PlayerLanguage
    /// The skin the controls follow, fitted to the source: order, texts, timed controls.
    public let layout: SkinLayout
    /// The state the elements describe.
    public internal(set) var state: PlayerState
    /// One element per control, indexed by ``Control/rawValue``.
    var controlElements: [AccessibilityElement] = []
    /// One element per skin image, in the skin's order.
    var imageElements: [AccessibilityElement] = []
    /// The open panel's header and options; empty when no panel is shown.
    public internal(set) var panelElements: [AccessibilityElement] = []
    /// What activating each of ``panelElements`` asks the player to do (nil for the header).
    var panelCommands: [PlayerCommand?] = []
    /// What swiping down and up on each of ``panelElements`` asks for (nil unless adjustable).
    var panelAdjustments: [(decrement: PlayerCommand, increment: PlayerCommand)?] = []
    /// The time and slider texts, rebuilt only when their integers change.
    var timeTexts: TimeTextCache
    /// The integers behind the position-dependent texts, as of the last tick.
    @usableFromInline var positionReadings: PositionReadings
    /// Positions over which the position-dependent texts stay as they are.
    @usableFromInline var steadyReadingSpan: Range<MediaTime> = .zero..<MediaTime.zero
    /// Positions over which the displayed captions stay as they are.
    var steadyCaptionSpan: Range<MediaTime> = .zero..<MediaTime.zero
    /// Every caption track's cues, with the timeline of the displayed one advanced each tick.
    var captionTimelines: [(track: TrackID, timeline: CaptionTimeline)] = []
    /// Where the displayed caption track is in ``captionTimelines``.
    var displayedTimelineIndex: Int?
    /// Where the second caption track (mpv's `secondary-sid`) is in ``captionTimelines``,
    /// when it is another track than the displayed one.
    var secondaryTimelineIndex: Int?
    /// The next media time, after the last tick or update, at which a displayed caption
    /// appears or leaves; nil when none will (the fast clock jumps there).
    public internal(set) var nextCaptionBoundary: MediaTime?
    /// The label, value and chapter changes not told yet (``takeUntoldChanges()``).
    public internal(set) var untoldChanges = UntoldModelChanges()

    /// A model of `state` in `language` following `layout`, with the cues of each caption
    /// track by track id.
    public init(
        state: PlayerState, language: PlayerLanguage, captionCues: [TrackID: [Cue]] = [:],
        layout: SkinLayout = .standard
    ) {
        self.language = language
        self.layout = layout
        self.state = state
        self.timeTexts = TimeTextCache(language: language)
        self.positionReadings = PositionReadings(state: state, layout: layout)
        self.captionTimelines = captionCues.sorted { $0.key < $1.key }.map {
            ($0.key, CaptionTimeline(cues: $0.value))
        }
        rebuildAll()
    }

    /// The element of `control`, hidden or not.
    public func element(_ control: Control) -> AccessibilityElement {
        controlElements[control.rawValue]
    }

    /// Every element, hidden ones included: the skin's images, its controls in reading order,
    /// then the panel's.
    public var allElements: [AccessibilityElement] {
        imageElements + layout.readingOrder.map { controlElements[$0.rawValue] } + panelElements
    }

    /// The elements a screen reader can reach, in reading order.
    public var visibleElements: [AccessibilityElement] {
        allElements.filter { !$0.isHidden }
    }

    /// The element with identifier `id`, if it exists now (hidden or not).
    public func element(_ id: ElementID) -> AccessibilityElement? {
        switch id {
        case .control(let control):
            return element(control)
        case .panelHeader, .option, .panelExit:
            return panelElements.first { $0.id == id }
        case .image:
            return imageElements.first { $0.id == id }
        }
    }

    /// Takes a new state from the reducer and reports the controls whose element changed.
    ///
    /// `newState` is the model's state as the reducer changed it since the last update:
    /// the model takes its mark of a change beyond time
    /// (``PlayerState/takeChangeBeyondTime()``), clearing it. When only the position or live
    /// edge moved this is as cheap as a tick (the captions move too; ``activeCueIndices``
    /// tells which are on screen); any other change rebuilds every element.
    @discardableResult
    public mutating func update(_ newState: inout PlayerState) -> ControlSet {
        guard !newState.takeChangeBeyondTime() else {
            let before = controlElements
            state = newState
            rebuildAll()
            var changed = ControlSet()
            for control in Control.allCases
            where before[control.rawValue] != controlElements[control.rawValue] {
                changed.insert(control)
                noteRelabel(of: control, from: before[control.rawValue])
            }
            return changed
        }
        state = newState
        _ = advanceCaptions(to: newState.position)
        return refreshPositionDependentControls()
    }

    /// Sets the cues of one caption track (a sidecar decoded late, say), replacing any before.
    public mutating func setCaptionCues(_ cues: [Cue], for track: TrackID) {
        captionTimelines.removeAll { $0.track == track }
        captionTimelines.append((track, CaptionTimeline(cues: cues)))
        locateDisplayedTimeline()
    }

    /// Adds cues to a caption track's (a live stream's newest segments), keeping it sorted.
    public mutating func appendCaptionCues(_ cues: [Cue], for track: TrackID) {
        let known = captionTimelines.first { $0.track == track }?.timeline.cues ?? []
        setCaptionCues(known + cues, for: track)
    }

    /// Rebuilds every element, the panel and the caption timeline choice from ``state``.
    mutating func rebuildAll() {
        let previousReadings = positionReadings
        positionReadings = PositionReadings(state: state, layout: layout)
        noteChapter(of: positionReadings, from: previousReadings)
        steadyReadingSpan = layout.steadySpan(state.steadyReadingSpan, around: state.position)
        controlElements = Control.allCases.map { makeElement($0) }
        imageElements = makeImageElements()
        rebuildPanel()
        locateDisplayedTimeline()
    }

    private mutating func locateDisplayedTimeline() {
        let displayed = state.displayedCaptionTrack
        displayedTimelineIndex = captionTimelines.firstIndex { $0.track == displayed }
        let secondary = state.secondaryCaptionTrack
        secondaryTimelineIndex =
            secondary == displayed ? nil : captionTimelines.firstIndex { $0.track == secondary }
        steadyCaptionSpan = state.position..<state.position
        nextCaptionBoundary = advanceTimelines(to: state.position).boundary
    }
}
