import PlayerCore
import PlayerSession
import PlayerTesting
import Testing

/// A one-minute program with an English track whose one cue runs from 1 s to 4 s.
private let english = TrackInfo(
    id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en")
private let cue = Cue(start: .seconds(1), end: .seconds(4), text: "Hello")
private let source = SyntheticSource(
    duration: .seconds(60), tracks: [english], cues: [english.id: [cue]])
private let configuration = SessionConfiguration(
    trackPreferences: TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true))

/// Moves the session's virtual clock to `target` as a fast or manual player does: the input
/// again until nothing comes back.
private func advance(_ driver: inout SessionDriver, to target: HostTime) {
    while !driver.handle(.advance(to: target), at: driver.session.now).isEmpty {}
}

/// The positions at which the log says the cue appeared and left.
private func cuePositions(in log: [LoggedEvent]) -> (shown: [MediaTime], hidden: [MediaTime]) {
    var shown: [MediaTime] = []
    var hidden: [MediaTime] = []
    for line in log {
        switch line.event {
        case .cueShown: shown.append(line.position)
        case .cueHidden: hidden.append(line.position)
        default: break
        }
    }
    return (shown, hidden)
}

/// The instants a virtual clock visits are those where something can happen, worked out
/// again whenever an input changes them, so the log is the same however the driver splits
/// time.
@Suite("A virtual clock's instants")
struct VirtualClockInstantTests {
    @Test func aSeekBackAfterQuietTicksStopsTheClockAtTheCuesStartAgain() throws {
        var driver = try SessionDriver(source: source, configuration: configuration)
        driver.handle(.command(.play), at: .zero)
        // Quiet ticks while the cue is on screen, the next instant being its end...
        for step in 1...150 {
            advance(&driver, to: HostTime(nanoseconds: Int64(step) * 16_667_000))
        }
        // ...then a seek back before its start: the clock must stop where it starts again,
        // not at the end it was heading for.
        driver.handle(.command(.seek(to: .zero)), at: driver.session.now)
        advance(&driver, to: driver.session.now.advanced(by: .seconds(10)))
        let positions = cuePositions(in: driver.log)
        #expect(positions.shown == [cue.start, cue.start])
        #expect(positions.hidden.last == cue.end)
    }

    @Test func frameStepsLogWhatInstantToInstantJumpsLog() throws {
        let script = try PlayerScript(parsing: "play\nat 0:02 forward\nwait 1\npause\nwait 2\nplay")
        var jumping = try SessionDriver(source: source, configuration: configuration)
        jumping.handle(.schedule(script), at: .zero)
        advance(&jumping, to: .seconds(30))
        var stepping = try SessionDriver(source: source, configuration: configuration)
        stepping.handle(.schedule(script), at: .zero)
        for frame in 1...(30 * 60) {
            advance(&stepping, to: HostTime(nanoseconds: Int64(frame) * 16_666_667))
        }
        advance(&stepping, to: .seconds(30))
        #expect(stepping.log == jumping.log)
        // 30 s of session time, 2 s of it paused, and one 10 s jump forward.
        #expect(jumping.session.position == .seconds(38))
    }

    @Test func ticksInOneInputLogWhatTheSameTicksOneByOneLog() throws {
        let script = try PlayerScript(parsing: "play\nat 0:02 forward\nwait 1\npause\nwait 2\nplay")
        let frame = MediaTime(microseconds: 16_667)
        var single = try SessionDriver(source: source, configuration: configuration)
        single.handle(.schedule(script), at: .zero)
        for _ in 0..<1_800 {
            advance(&single, to: single.session.now.advanced(by: frame))
        }
        var batched = try SessionDriver(source: source, configuration: configuration)
        batched.handle(.schedule(script), at: .zero)
        // Runs of uneven lengths, so that some end in the middle of a caption or a pause.
        for count in [7, 500, 1, 1_292] {
            let end = batched.session.now.advanced(
                by: MediaTime(microseconds: frame.microseconds * Int64(count)))
            while !batched.handle(.advanceInTicks(of: frame, to: end), at: batched.session.now)
                .isEmpty
            {}
        }
        #expect(batched.log == single.log)
        #expect(batched.session.now == single.session.now)
        #expect(batched.session.position == single.session.position)
        #expect(single.log.contains { $0.kind == .caption })
    }
}
