import PlayerCore
import PlayerSession

/// Drives a ``PlayerSession`` over an in-memory ``SyntheticSource`` without a `Player`, a
/// thread or FFmpeg: every input goes in, the requests that want an answer (a seek, a whole
/// track, the cues at an instant) are answered from the source's values at once, and every
/// output is kept in order for the test to read.
///
/// ```swift
/// var driver = try SessionDriver(source: source)
/// driver.handle(.command(.play), at: .zero)
/// driver.handle(.tick, at: .seconds(2))
/// driver.log.last?.event        // .cueShown(track: 1, trackName: "English", cue: the "Hello" cue)
/// ```
///
/// A request nobody waits for (a real-time load, a real-time reload) is kept in
/// ``unanswered``: the test answers it when it likes, with ``answer(_:at:)``.
public struct SessionDriver {
    /// The session being driven.
    public private(set) var session: PlayerSession
    /// Every output the session returned, in order, answers' outputs after the request.
    public private(set) var outputs: [SessionOutput] = []
    /// Requests the session does not wait for, in the order made.
    public private(set) var unanswered: [SessionOutput] = []
    private let reader: any CueReader

    /// A session over `source` with `configuration`, beginning at `start` and opened (its
    /// tracks chosen, what opening asks answered).
    public init(
        source: SyntheticSource, configuration: SessionConfiguration = SessionConfiguration(),
        at start: HostTime = .zero
    ) throws(MediaError) {
        reader = try source.openReader()
        session = PlayerSession(catalog: reader.catalog, configuration: configuration, at: start)
        handle(.sourceOpened, at: start)
    }

    /// The log lines among the outputs, in order.
    public var log: [LoggedEvent] {
        outputs.compactMap {
            guard case .log(let event) = $0 else { return nil }
            return event
        }
    }

    /// Feeds `input` at host time `time`, answers what wants an answer, and returns every
    /// output this produced, in order.
    @discardableResult
    public mutating func handle(_ input: SessionInput, at time: HostTime) -> [SessionOutput] {
        var produced: [SessionOutput] = []
        perform(session.handle(input, at: time).outputs, into: &produced)
        outputs += produced
        return produced
    }

    /// Answers the oldest unanswered request at `time` (a whole track read, a reload that
    /// cannot come from values and fails), and returns what that produced.
    @discardableResult
    public mutating func answer(_ request: SessionOutput, at time: HostTime) -> [SessionOutput] {
        unanswered.removeAll { $0 == request }
        switch request {
        case .loadTrack(let track, _):
            return handle(.cuesLoaded(track, read(track)), at: time)
        case .reload:
            return handle(
                .reloaded(.failure(.readFailed(path: "synthetic", detail: "not live"))), at: time)
        default:
            return []
        }
    }

    private mutating func perform(_ outputs: [SessionOutput], into produced: inout [SessionOutput])
    {
        for output in outputs {
            produced.append(output)
            let answer: SessionInput?
            switch output {
            case .seekSource(let target): answer = .seekCompleted(target)
            case .loadTrack(let track, waits: true): answer = .cuesLoaded(track, read(track))
            case .readActiveCues(let track, let time):
                answer = .activeCuesRead(
                    track,
                    Result { () throws(MediaError) in try reader.activeCues(of: track, at: time) })
            case .loadTrack(_, waits: false), .reload(waits: false):
                unanswered.append(output)
                answer = nil
            case .reload(waits: true):
                answer = .reloaded(.failure(.readFailed(path: "synthetic", detail: "not live")))
            default: answer = nil
            }
            if let answer {
                perform(session.handle(answer, at: session.now).outputs, into: &produced)
            }
        }
    }

    private func read(_ track: TrackID) -> Result<CueReading, MediaError> {
        Result { () throws(MediaError) in try reader.readCues(of: track) }
    }
}
