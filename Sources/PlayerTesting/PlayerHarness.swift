import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerSession

/// A player on a manual clock with a screen-reader cursor, for tests and harnesses: move
/// time, make gestures, and read back what was spoken.
///
/// ```swift
/// let harness = try PlayerHarness(source: source)
/// harness.player.screenReader?.focus   // .control(.close): where the cursor lands as the
///                                      // player screen appears
/// harness.swipeRight()                 // "Demo Feature, heading level 1"
/// harness.magicTap()                   // plays
/// harness.advance(by: .seconds(5))
/// harness.spokenTranscript             // every focus utterance and announcement, in order
/// ```
public final class PlayerHarness {
    /// The player being driven.
    public let player: Player
    private let recorder = EventRecorder()

    /// A harness over `source` with `options` (the clock is always manual).
    public init(source: any PlayerSource, options: PlayerOptions = PlayerOptions())
        throws(MediaError)
    {
        var options = options
        options.clock = .manual
        player = try Player(source: source, options: options)
        let recorder = recorder
        player.observe { recorder.record($0) }
        recorder.clear()
    }

    /// Every event since the harness began, in order.
    public var events: [LoggedEvent] { recorder.events }

    /// What the screen reader said, in order: focus utterances, announcements and captions,
    /// one string each.
    public var spokenTranscript: [String] {
        events.compactMap { logged in
            switch logged.event {
            case .focusMoved(_, let utterance): utterance
            case .announcement(let text, _, _): text
            case .cueShown(_, _, let cue): cue.spokenText
            default: nil
            }
        }
    }

    /// The spoken-state log of every event so far, in `format`.
    public func log(_ format: SpokenLogFormat = .text) -> [String] {
        events.map { format.line(for: $0) }
    }

    /// Lets `span` of time pass.
    public func advance(by span: MediaTime) {
        player.advance(by: span)
    }

    /// Moves the cursor to the next element and returns what is said.
    @discardableResult
    public func swipeRight() -> String? { player.perform(.next).utterance }

    /// Moves the cursor to the previous element and returns what is said.
    @discardableResult
    public func swipeLeft() -> String? { player.perform(.previous).utterance }

    /// Activates the focused element and returns what is said about it.
    @discardableResult
    public func doubleTap() -> String? { player.perform(.activate).utterance }

    /// Increments the focused adjustable element and returns its new value.
    @discardableResult
    public func swipeUp() -> String? { player.perform(.increment).utterance }

    /// Decrements the focused adjustable element and returns its new value.
    @discardableResult
    public func swipeDown() -> String? { player.perform(.decrement).utterance }

    /// Plays or pauses from anywhere; returns the response (the program announcement on the
    /// first play, a refusal while locked).
    @discardableResult
    public func magicTap() -> ScreenReaderResponse {
        player.perform(.magicTap)
    }

    /// Closes the open panel and returns what is said on landing back.
    @discardableResult
    public func escape() -> String? { player.perform(.escape).utterance }

    /// Closes the player and releases its source.
    public func close() {
        player.close()
    }
}
